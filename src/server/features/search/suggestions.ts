import { and, count, desc, isNull, sql } from 'drizzle-orm';
import { CATEGORY_LABELS, type Category } from '../../../shared/categories.ts';
import { paths } from '../../../shared/paths.ts';
import type { Suggestions } from '../../../shared/schemas/search.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { readSearchQuery } from './search-query.ts';
import { searchMatches, relevanceOrder } from './search-sql.ts';
import { mayBeMisspelt, queryWords } from './search-words.ts';

export const MAX_SUGGESTED_PRODUCTS = 8;
/** How close a known word must be to be offered as the spelling meant ("Did you mean"). */
const CORRECTION_SIMILARITY = 0.25;

/** What the search box shows while the shopper types. */
export async function suggestionsFor(db: Db, query: string): Promise<Suggestions> {
  const search = await readSearchQuery(db, query, { prefix: true });
  if (search.match === null) return { query, products: [], categories: [], correction: null };
  const found = and(isNull(products.deletedAt), searchMatches(search));
  const [rows, categories] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        priceTk: products.priceTk,
        imageUrl: products.imageUrl,
      })
      .from(products)
      .where(found)
      .orderBy(...relevanceOrder(search))
      .limit(MAX_SUGGESTED_PRODUCTS),
    db
      .select({ category: products.category, count: count() })
      .from(products)
      .where(found)
      .groupBy(products.category)
      .orderBy(desc(count()), products.category),
  ]);
  return {
    query,
    products: rows.map((row) => ({
      _id: row.id,
      name: row.name,
      price: row.priceTk,
      image: row.imageUrl,
      path: paths.product(row.id),
    })),
    categories: categories.map((row) => ({
      category: row.category as Category,
      label: CATEGORY_LABELS[row.category as Category] ?? row.category,
      count: row.count,
    })),
    correction: rows.length === 0 ? await correctionOf(db, query) : null,
  };
}

/**
 * The query with each plain word no product uses replaced by the closest word a product
 * does use, or null when there is nothing to correct.
 */
async function correctionOf(db: Db, query: string): Promise<string | null> {
  const words = queryWords(query);
  const unknown = words.filter((word) => mayBeMisspelt(word) || /^[a-z]{3}$/.test(word));
  if (unknown.length === 0) return null;
  const result = await db.execute<{ typed: string; closest: string | null }>(sql`
    select typed.word as typed, (
      select word from search_lexicon
      where similarity(word, typed.word) >= ${CORRECTION_SIMILARITY}
      order by word <-> typed.word limit 1
    ) as closest
    from jsonb_array_elements_text(${JSON.stringify(unknown)}::jsonb) as typed(word)
    where not exists (select 1 from search_lexicon where word = typed.word)`);
  const closest = new Map(result.rows.map((row) => [row.typed, row.closest]));
  const corrected = words.map((word) => closest.get(word) ?? word);
  return corrected.some((word, index) => word !== words[index]) ? corrected.join(' ') : null;
}
