import { and, asc, desc, inArray, sql, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema.ts';
import type { SearchQuery } from './search-query.ts';

/**
 * The products a query finds: every part of it somewhere in the search document, and in the
 * categories a Bangla category word keeps it within.
 */
export function searchMatches(search: SearchQuery): SQL {
  if (search.match === null || search.within?.length === 0) return sql`false`;
  const matches = sql`${products.searchDocument} @@ ${search.match}::tsquery`;
  return search.within ? and(matches, inArray(products.category, search.within))! : matches;
}

/** What relevance sorts by: each a value of one product row, compared in `relevanceOrderBy`. */
export interface RelevanceKeys {
  /** The first rank the document meets (0 best); absent when the query has no ranks. */
  rank?: SQL;
  /** In a category the query names; absent when it names none. */
  named?: SQL;
  inStock: SQL;
  sortName: SQL;
  id: SQL;
}

/**
 * Relevance: first the products of a category the query names ("850w psu": the supplies
 * before a card whose specs want 850 W; "cpu cooler": coolers before a Cooler Master case);
 * then the first rank a product's document meets (SKU, model number, all in the name, name
 * and brand, with category and specs, else the details); in stock before out of stock at
 * equal rank; then by name.
 */
export function relevanceKeys(search: SearchQuery): RelevanceKeys {
  const keys: RelevanceKeys = {
    ...(search.named.length > 0 && { named: namedFirst(search) }),
    inStock: sql`${products.stock} > 0`,
    sortName: sql`lower(${products.name})`,
    id: sql`${products.id}`,
  };
  if (search.ranks.length === 0) return keys;
  const cases = search.ranks.map(
    (query, index) =>
      sql`when ${products.searchDocument} @@ ${query}::tsquery then ${sql.raw(String(index))}`,
  );
  const rank = sql`case ${sql.join(cases, sql` `)} else ${sql.raw(String(search.ranks.length))} end`;
  return { ...keys, rank };
}

/** In a category the query names, or the product whose SKU the query is (first of all). */
function namedFirst(search: SearchQuery): SQL {
  const named = inArray(products.category, search.named);
  if (search.sku === null) return named;
  return sql`(${named} or ${products.searchDocument} @@ ${search.sku}::tsquery)`;
}

/** The order relevance gives, over the keys as computed on products or carried by a subquery. */
export function relevanceOrderBy(keys: RelevanceKeys): SQL[] {
  return [
    ...(keys.named ? [desc(keys.named)] : []),
    ...(keys.rank ? [asc(keys.rank)] : []),
    desc(keys.inStock),
    asc(keys.sortName),
    asc(keys.id),
  ];
}

/** Relevance over the products table itself. */
export function relevanceOrder(search: SearchQuery): SQL[] {
  return relevanceOrderBy(relevanceKeys(search));
}
