import { and, asc, desc, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  productPageDefaults,
  type productListQuerySchema,
  type ProductSort,
  type StockLevel,
} from '../../../shared/schemas/product.ts';
import type { Category } from '../../../shared/categories.ts';
import type { CatalogueFilters } from '../../../shared/schemas/product-filters.ts';
import { BoundValues, KeptStatements, shapeOf, type Bind } from '../../db/bound-values.ts';
import { NAMED_BY_TEXT, type Db } from '../../db/client.ts';
import { productRatings, products } from '../../db/schema.ts';
import { productSearchRows } from '../../db/schema-search.ts';
import type { FacetRow } from './facet-counts.ts';
import { isProductId } from './product-ref.ts';
import {
  baseConditions,
  selectionConditions,
  type ProductSelection,
} from './product-filter-sql.ts';
import type { ProductRow, RatingSummary } from './product-mapper.ts';
import { readSearchQuery, type SearchQuery } from '../search/index.ts';
import { relevanceColumns, relevanceOrderCarried } from '../search/index.ts';

export interface ProductFilter {
  q?: string;
  category?: Category;
  filters?: CatalogueFilters;
  /** Manage Products' stock filter. */
  stock?: StockLevel | undefined;
  sort: ProductSort;
  page: number;
  pageSize: number;
}

/**
 * The storefront list's filter for a query as its schema read it: the page defaults for what
 * the query leaves out (the products route, and the tests and bench that ask what it asks).
 */
export function productListFilter(
  query: z.output<typeof productListQuerySchema>,
): ProductFilter & { filters: CatalogueFilters } {
  const given = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined));
  return { ...productPageDefaults, ...given, filters: query.filters };
}

export interface ProductWithRating {
  row: ProductRow;
  rating: RatingSummary;
}

const ORDER_BY: Record<Exclude<ProductSort, 'relevance'>, SQL[]> = {
  catalogue: [asc(products.createdAt), asc(products.id)],
  newest: [desc(products.createdAt), desc(products.id)],
  'price-asc': [asc(products.priceTk), asc(products.createdAt), asc(products.id)],
  'price-desc': [desc(products.priceTk), asc(products.createdAt), asc(products.id)],
  name: [asc(products.sortName), asc(products.id)],
};

// A product's rating, from its row of product_ratings (decision 162), which the lists and
// the product page join on: the shown reviews' count and stars, kept by triggers on reviews.
// A product without a shown review has no row, or a row of zeros: 0 reviews, average 0.
const ratingAverage = sql<number>`coalesce(${productRatings.stars}::float8 / nullif(${productRatings.reviews}, 0), 0)`;
const ratingCount = sql<number>`coalesce(${productRatings.reviews}, 0)`;
const ratingOf = eq(productRatings.productId, products.id);

/** The order of a list without a query: relevance without one is the catalogue's own. */
function columnOrderOf(sort: ProductSort): SQL[] {
  return sort === 'relevance' ? ORDER_BY.catalogue : ORDER_BY[sort];
}

// What a product row is read with: everything but what only the database reads to find and
// order products (the search document and the stored lower-case name).
const {
  searchDocument: _searchDocument,
  sortName: _sortName,
  ...shownColumns
} = getTableColumns(products);

/**
 * The products a search walks: their narrow copies (product_search_rows, decision 161), named
 * "products" in the statement, so the conditions and relevance keys written over products
 * read them unchanged. A found product is read in full from products only for the page.
 */
const searchedProducts = alias(productSearchRows, 'products');

/** A query read, or undefined when there is none (blank is none). */
async function searchOf(db: Db, q: string | undefined): Promise<SearchQuery | undefined> {
  return q ? readSearchQuery(db, q) : undefined;
}

export async function listProducts(
  db: Db,
  filter: ProductFilter,
): Promise<{ items: ProductWithRating[]; total: number }> {
  const search = await searchOf(db, filter.q);
  if (search) return listFound(db, filter, search);
  const where = selectionConditions(filter);
  const [rows, counted] = await Promise.all([
    db
      .select({ ...shownColumns, ratingAverage, ratingCount })
      .from(products)
      .leftJoin(productRatings, ratingOf)
      .where(where)
      .orderBy(...columnOrderOf(filter.sort))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    countProducts(db, where),
  ]);
  return { items: rows.map(splitRating), total: counted };
}

async function countProducts(
  db: Db,
  where: SQL | undefined,
  from: typeof products | typeof searchedProducts = products,
): Promise<number> {
  const counted = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(from)
    .where(where);
  return counted[0]?.total ?? 0;
}

/** The search statements of each pool, kept by their shape (decision 160). */
// At most 500 shapes a pool: far above those shoppers ask (sorts, filters, ranks, categories).
const keptSearches = new KeptStatements<PreparedSearch>(500);
type PreparedSearch = ReturnType<ReturnType<typeof searchStatement>['prepare']>;

/**
 * A search's page and its total in one statement: the products found are read once, ordered
 * on their narrow sort keys alone, and only the page's rows are read in full and rated. A
 * page past the end holds no row to carry the total, so it is counted on its own.
 *
 * Every value is bound as a placeholder, so the statement's text depends only on the
 * search's shape: it is built and rendered once per shape and kept (building it cost a
 * quarter of the shop's CPU per search), and named by its text, planned once per connection
 * (decision 100).
 */
async function listFound(
  db: Db,
  filter: ProductFilter,
  search: SearchQuery,
): Promise<{ items: ProductWithRating[]; total: number }> {
  const bound = new BoundValues();
  const parts = searchParts(filter, search, bound.bind);
  const shape = JSON.stringify([
    filter.sort,
    filter.stock ?? null,
    shapeOf(filter.category),
    shapeOf(filter.filters),
    shapeOf(search),
  ]);
  const prepared = keptSearches.get(db, shape, () =>
    searchStatement(db, parts).prepare(NAMED_BY_TEXT),
  );
  const rows = await prepared.execute(bound.values);
  const total =
    rows[0]?.total ??
    (filter.page > 1
      ? await countProducts(db, selectionConditions({ ...filter, search }), searchedProducts)
      : 0);
  return { items: rows.map(({ total: _total, ...row }) => splitRating(row)), total };
}

/**
 * The pieces of a search's statement that hold its values, which they bind in this one order
 * on every search; the statement itself is built from them only when its shape is new.
 */
function searchParts(filter: ProductFilter, search: SearchQuery, bind: Bind) {
  return {
    where: selectionConditions({ ...filter, search }, bind),
    limit: bind(filter.pageSize),
    offset: bind((filter.page - 1) * filter.pageSize),
    // Sorted by relevance, the keys worked out once per product found; sorted by a column,
    // the row's own columns serve.
    keys: filter.sort === 'relevance' ? relevanceColumns(search, bind) : undefined,
    columnOrder: columnOrderOf(filter.sort),
  };
}

type SearchParts = ReturnType<typeof searchParts>;

/** A search's statement, built from its parts. */
function searchStatement(db: Db, parts: SearchParts) {
  const { found, page, total, order } = pageOfFound(db, parts);
  // The same order again over the page's rows alone (it ends with the id: one order only).
  return (found ? db.with(found) : db)
    .select({ ...shownColumns, ratingAverage, ratingCount, total })
    .from(products)
    .innerJoin(page, eq(products.id, page.id))
    .leftJoin(productRatings, ratingOf)
    .orderBy(...order);
}

/**
 * The ids of a search's page, the total found and the order to list the page in. Sorted by
 * relevance, the keys are worked out once per product found, in a `with` set the page and
 * the count both read (relevanceColumns, decision 097), and the page carries them up to be
 * listed in their order; sorted by a column, the row's own columns serve.
 */
function pageOfFound(db: Db, { where, limit, offset, keys, columnOrder }: SearchParts) {
  if (!keys) {
    const page = db
      .select({ id: products.id, total: sql<number>`count(*) over ()`.as('total') })
      .from(searchedProducts)
      .where(where)
      .orderBy(...columnOrder)
      .limit(limit)
      .offset(offset)
      .as('page');
    return { found: undefined, page, total: page.total, order: columnOrder };
  }
  // Named twice (the page and the count), the products found are worked out once, as
  // narrow rows of their keys.
  const found = db.$with('found').as(
    db
      .select({ id: products.id, ...keys })
      .from(searchedProducts)
      .where(where),
  );
  // The page carries the keys up: its rows are listed in their order, not ranked again.
  const page = db
    .select()
    .from(found)
    .orderBy(...relevanceOrderCarried('found', keys, found.id))
    .limit(limit)
    .offset(offset)
    .as('page');
  const total = sql<number>`(select count(*) from ${found})`.as('total');
  return { found, page, total, order: relevanceOrderCarried('page', keys, page.id) };
}

/** The product a caller names: by its id, or by its current slug (docs/product.md#catalogue). */
function isProduct(ref: string): SQL {
  return isProductId(ref)
    ? eq(products.id, ref.toLowerCase())
    : eq(products.slug, ref.toLowerCase());
}

export async function findProduct(db: Db, ref: string): Promise<ProductWithRating | undefined> {
  const rows = await db
    .select({ ...shownColumns, ratingAverage, ratingCount })
    .from(products)
    .leftJoin(productRatings, ratingOf)
    .where(and(isProduct(ref), isNull(products.deletedAt)))
    .limit(1);
  return rows[0] && splitRating(rows[0]);
}

function splitRating(
  row: ProductRow & { ratingAverage: number; ratingCount: number },
): ProductWithRating {
  const { ratingAverage: average, ratingCount: count, ...product } = row;
  return { row: product, rating: { average, count } };
}

/** The rows facets are counted over: everything search, category and in-stock let through. */
export async function facetRows(
  db: Db,
  selection: Omit<ProductSelection, 'search'> & { q?: string | undefined },
): Promise<FacetRow[]> {
  const search = await searchOf(db, selection.q);
  return db
    .select({ brand: products.brand, priceTk: products.priceTk, specs: products.specs })
    .from(searchedProducts)
    .where(baseConditions({ ...selection, search }));
}
