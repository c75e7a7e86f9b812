import { and, isNull, sql } from 'drizzle-orm';
import { categoryName, type Category } from '../../../shared/categories.ts';
import { paths } from '../../../shared/paths.ts';
import type { Suggestions } from '../../../shared/schemas/search.ts';
import {
  BoundValues,
  KeptStatements,
  prepareSql,
  shapeOf,
  type Bind,
} from '../../db/bound-values.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import type { searchLexicon } from '../../db/schema-search.ts';
import { readSearchQuery, type SearchQuery } from './search-query.ts';
import {
  relevanceKeys,
  relevanceOrderBy,
  searchMatches,
  type RelevanceKeys,
} from './search-sql.ts';
import { isNearSpelling, mayBeMisspelt, queryWords } from './search-words.ts';
import { searchWordsOf } from './search-words-store.ts';

export const MAX_SUGGESTED_PRODUCTS = 8;
/** How close a known word must be to be offered as the spelling meant ("Did you mean"). */
const CORRECTION_SIMILARITY = 0.25;
/** The closest spellings weighed for it, closest first. */
const CORRECTION_CANDIDATES = 3;

type Product = typeof products.$inferSelect;

/** A product as the suggestions' statement hands it back (in its json, by these names). */
type SuggestedRow = Pick<Product, 'id' | 'slug' | 'name' | 'priceTk' | 'imageUrl'>;

/** A category of the products found, and how many were found in it. */
interface CategoryCount {
  category: Product['category'];
  count: number;
}

/** What the search box shows while the shopper types. */
export async function suggestionsFor(db: Db, query: string): Promise<Suggestions> {
  const search = await readSearchQuery(db, query, { prefix: true });
  if (search.match === null) return { query, products: [], categories: [], correction: null };
  const { rows, categories } = await bestAndCategories(db, search);
  return {
    query,
    products: rows.map((row) => ({
      _id: row.id,
      name: row.name,
      price: row.priceTk,
      image: row.imageUrl,
      // The readable address: the id answers it too, but with a redirect first.
      path: paths.product({ slug: row.slug }),
    })),
    categories: categories.map((row) => ({
      category: row.category as Category,
      label: categoryName(row.category),
      count: row.count,
    })),
    correction: rows.length === 0 ? await correctionOf(db, query) : null,
  };
}

/** What the suggestions' statement answers: one row of two json lists. */
interface BestAndCategories extends Record<string, unknown> {
  products: SuggestedRow[];
  categories: CategoryCount[];
}

/** The suggestions' statements of each pool, kept by the query's shape (decision 160). */
// At most 200 shapes a pool: far above those typed queries take (ranks, categories, a SKU).
const keptSuggestions = new KeptStatements<ReturnType<typeof prepareSql<BestAndCategories>>>(200);

/**
 * The best products and the categories of everything found, in one statement: the products
 * found are read once (through the search index), ranked once, and both answers come from
 * that one set. Its values are bound, so it is rendered once per shape of query and kept.
 */
async function bestAndCategories(
  db: Db,
  search: SearchQuery,
): Promise<{ rows: SuggestedRow[]; categories: CategoryCount[] }> {
  const bound = new BoundValues();
  const statement = bestAndCategoriesStatement(search, bound.bind);
  const prepared = keptSuggestions.get(db, JSON.stringify(shapeOf(search)), () =>
    prepareSql<BestAndCategories>(db, statement),
  );
  const row = (await prepared.execute(bound.values)).rows[0];
  return { rows: row?.products ?? [], categories: row?.categories ?? [] };
}

function bestAndCategoriesStatement(search: SearchQuery, bind: Bind) {
  const keys = relevanceKeys(search, bind);
  const found = sql.identifier('found');
  const carried: RelevanceKeys = {
    rank: keys.rank && sql`rank`,
    named: keys.named && sql`named`,
    inStock: sql`in_stock`,
    sortName: sql`sort_name`,
    id: sql`id`,
  };
  const order = sql.join(relevanceOrderBy(carried), sql`, `);
  return sql`
    with ${found} as materialized (
      select ${products.id} as id, ${products.slug} as slug, ${products.name} as name,
             ${products.priceTk} as price_tk,
             ${products.imageUrl} as image_url, ${products.category} as category,
             ${keys.rank ?? sql`0`} as rank, ${keys.named ?? sql`false`} as named,
             ${keys.inStock} as in_stock,
             ${keys.sortName} as sort_name
      from ${products}
      where ${and(isNull(products.deletedAt), searchMatches(search, bind))}
    )
    select
      (select coalesce(json_agg(json_build_object(
                'id', id, 'slug', slug, 'name', name, 'priceTk', price_tk, 'imageUrl', image_url)
              order by ${order}), '[]')
         from (select * from ${found} order by ${order} limit ${MAX_SUGGESTED_PRODUCTS}) as best
      ) as products,
      (select coalesce(json_agg(json_build_object('category', category, 'count', count)
              order by count desc, category), '[]')
         from (select category, count(*)::int as count from ${found} group by category) as counted
      ) as categories`;
}

/**
 * The query with each plain word no product uses replaced by the closest word a product
 * does use, or null when there is nothing to correct.
 */
async function correctionOf(db: Db, query: string): Promise<string | null> {
  const words = queryWords(query);
  const unknown = words.filter((word) => mayBeMisspelt(word) || /^[a-z]{3}$/.test(word));
  if (unknown.length === 0 || searchWordsOf(db).allKnown(unknown)) return null;
  const result = await db.execute<{
    typed: string;
    closest: (typeof searchLexicon.$inferSelect)['word'][];
  }>(sql`
    select typed.word as typed, array(
      select word from search_lexicon
      where similarity(word, typed.word) >= ${CORRECTION_SIMILARITY}
      order by word <-> typed.word limit ${CORRECTION_CANDIDATES}
    ) as closest
    from jsonb_array_elements_text(${JSON.stringify(unknown)}::jsonb) as typed(word)
    where not exists (select 1 from search_lexicon where word = typed.word)`);
  // The closest spelling that is a slip of the word typed, not merely a word sharing its end.
  const closest = new Map(
    result.rows.map((row) => [
      row.typed,
      row.closest.find((word) => isNearSpelling(row.typed, word)),
    ]),
  );
  const corrected = words.map((word) => closest.get(word) ?? word);
  if (corrected.every((word, index) => word === words[index])) return null;
  // Offered only when it finds something: "xqzvbn blok" is not helped by "xqzvbn block".
  return (await findsAny(db, corrected.join(' '))) ? corrected.join(' ') : null;
}

/** Whether a query finds any product, as the products list would read it. */
async function findsAny(db: Db, query: string): Promise<boolean> {
  const search = await readSearchQuery(db, query);
  const found = await db
    .select({ id: products.id })
    .from(products)
    .where(and(isNull(products.deletedAt), searchMatches(search)))
    .limit(1);
  return found.length > 0;
}
