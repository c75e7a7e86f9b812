import { and, asc, desc, inArray, sql, type SQL } from 'drizzle-orm';
import { inline, type Bind } from '../../db/bound-values.ts';
import { products } from '../../db/schema.ts';
import type { SearchQuery } from './search-query.ts';

/**
 * The products a query finds: every part of it somewhere in the search document, and in the
 * categories a Bangla category word keeps it within.
 */
export function searchMatches(search: SearchQuery, bind: Bind = inline): SQL {
  if (search.match === null || search.within?.length === 0) return sql`false`;
  const matches = sql`${products.searchDocument} @@ ${bind(search.match)}::tsquery`;
  return search.within
    ? and(matches, inArray(products.category, search.within.map(bind)))!
    : matches;
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
export function relevanceKeys(search: SearchQuery, bind: Bind = inline): RelevanceKeys {
  const keys: RelevanceKeys = {
    ...(search.named.length > 0 && { named: namedFirst(search, bind) }),
    inStock: sql`${products.stock} > 0`,
    sortName: sql`${products.sortName}`,
    id: sql`${products.id}`,
  };
  if (search.ranks.length === 0) return keys;
  const cases = search.ranks.map(
    (query, index) =>
      sql`when ${products.searchDocument} @@ ${bind(query)}::tsquery then ${sql.raw(String(index))}`,
  );
  const rank = sql`case ${sql.join(cases, sql` `)} else ${sql.raw(String(search.ranks.length))} end`;
  return { ...keys, rank };
}

/** In a category the query names, or the product whose SKU the query is (first of all). */
function namedFirst(search: SearchQuery, bind: Bind): SQL {
  const named = inArray(products.category, search.named.map(bind));
  if (search.sku === null) return named;
  return sql`(${named} or ${products.searchDocument} @@ ${bind(search.sku)}::tsquery)`;
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

/**
 * The relevance keys as columns of the set of products found (a `with` query), each computed
 * once per product in the scan: what is counted and sorted from the set is a narrow row of
 * key values. Sorted on the products table itself, the search document travelled with every
 * product found into the count and the sort (a third of a broad search's time, decision 097).
 */
export function relevanceColumns(search: SearchQuery, bind: Bind = inline) {
  const keys = relevanceKeys(search, bind);
  return {
    ...(keys.rank && { rank: sql<number>`${keys.rank}`.as('rank') }),
    ...(keys.named && { named: sql<boolean>`${keys.named}`.as('named') }),
    inStock: sql<boolean>`${keys.inStock}`.as('in_stock'),
    sortName: sql<string>`${keys.sortName}`.as('sort_name'),
  };
}

/**
 * The order relevance gives over a set named `alias` that carries `relevanceColumns` (the
 * products found, or a page of them), its columns named in full: the products a page is
 * joined to have a sort_name of their own.
 */
export function relevanceOrderCarried(
  alias: string,
  columns: ReturnType<typeof relevanceColumns>,
  id: unknown,
): SQL[] {
  const carried = (column: SQL.Aliased) =>
    sql`${sql.identifier(alias)}.${sql.identifier(column.fieldAlias)}`;
  return relevanceOrderBy({
    ...(columns.rank && { rank: carried(columns.rank) }),
    ...(columns.named && { named: carried(columns.named) }),
    inStock: carried(columns.inStock),
    sortName: carried(columns.sortName),
    id: sql`${id}`,
  });
}
