import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema.ts';
import type { SearchQuery } from './search-query.ts';

/** The products a query finds: every part of it somewhere in the search document. */
export function searchMatches(search: SearchQuery): SQL {
  if (search.match === null) return sql`false`;
  return sql`${products.searchDocument} @@ ${search.match}::tsquery`;
}

/**
 * Relevance: the first rank a product's document meets (model number, all in the name, name
 * and brand, with category and specs, else the details); in stock before out of stock at
 * equal rank; then by name.
 */
export function relevanceOrder(search: SearchQuery): SQL[] {
  const inStockFirst = [
    desc(sql`${products.stock} > 0`),
    asc(sql`lower(${products.name})`),
    asc(products.id),
  ];
  if (search.ranks.length === 0) return inStockFirst;
  const cases = search.ranks.map(
    (query, index) =>
      sql`when ${products.searchDocument} @@ ${query}::tsquery then ${sql.raw(String(index))}`,
  );
  const rank = sql`case ${sql.join(cases, sql` `)} else ${sql.raw(String(search.ranks.length))} end`;
  return [asc(rank), ...inStockFirst];
}
