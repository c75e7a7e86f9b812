import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema.ts';
import type { SearchQuery } from './search-query.ts';

/** The products a query finds: every part of it somewhere in the search document. */
export function searchMatches(search: SearchQuery): SQL {
  if (search.match === null) return sql`false`;
  return sql`${products.searchDocument} @@ ${search.match}::tsquery`;
}

/** What relevance sorts by: each a value of one product row, compared in `relevanceOrderBy`. */
export interface RelevanceKeys {
  /** The first rank the document meets (0 best); absent when the query has no ranks. */
  rank?: SQL;
  inStock: SQL;
  sortName: SQL;
  id: SQL;
}

/**
 * Relevance: the first rank a product's document meets (model number, all in the name, name
 * and brand, with category and specs, else the details); in stock before out of stock at
 * equal rank; then by name.
 */
export function relevanceKeys(search: SearchQuery): RelevanceKeys {
  const keys: RelevanceKeys = {
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

/** The order relevance gives, over the keys as computed on products or carried by a subquery. */
export function relevanceOrderBy(keys: RelevanceKeys): SQL[] {
  const order = [desc(keys.inStock), asc(keys.sortName), asc(keys.id)];
  return keys.rank ? [asc(keys.rank), ...order] : order;
}

/** Relevance over the products table itself. */
export function relevanceOrder(search: SearchQuery): SQL[] {
  return relevanceOrderBy(relevanceKeys(search));
}
