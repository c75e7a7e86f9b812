import { and, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Category } from '../../../shared/categories.ts';
import type { CatalogueFilters } from '../../../shared/schemas/product-filters.ts';
import type { StockLevel } from '../../../shared/schemas/product.ts';
import { specFieldOf } from '../../../shared/specs/spec-fields.ts';
import { inline, type Bind } from '../../db/bound-values.ts';
import { products } from '../../db/schema.ts';
import type { SearchQuery } from '../search/index.ts';
import { searchMatches } from '../search/index.ts';

/** What picks the products a list or a facet count looks at. */
export interface ProductSelection {
  /** The shopper's query, read (search/search-query.ts). */
  search?: SearchQuery | undefined;
  category?: Category | undefined;
  filters?: CatalogueFilters;
  /** Manage Products only: low on stock, or out of it. */
  stock?: StockLevel | undefined;
}

/**
 * At or below its low-stock threshold, out of stock included. The threshold is the
 * database's low_stock_threshold(): the product's own, else the shop's.
 */
export const lowOnStock: SQL = sql`${products.stock} <= low_stock_threshold(${products.lowStockAt})`;

/**
 * Manage Products' stock filter: restock is at or below the threshold (the overview's list),
 * low is some left and at most the threshold, out is none.
 */
export function stockLevelIs(level: StockLevel): SQL {
  switch (level) {
    case 'restock':
      return lowOnStock;
    case 'low':
      return sql`${products.stock} > 0 and ${lowOnStock}`;
    case 'out':
      return sql`${products.stock} = 0`;
  }
}

/**
 * Search, category and in-stock: the conditions no facet leaves out. Values go in through
 * `bind` (bound-values.ts): inline, or as placeholders of a statement kept by its shape.
 */
export function baseConditions(selection: ProductSelection, bind: Bind = inline): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isNull(products.deletedAt)];
  if (selection.category) conditions.push(eq(products.category, bind(selection.category)));
  if (selection.search) conditions.push(searchMatches(selection.search, bind));
  if (selection.filters?.inStock) conditions.push(sql`${products.stock} > 0`);
  if (selection.stock) conditions.push(stockLevelIs(selection.stock));
  return and(...conditions);
}

/**
 * Every condition of the selection. A spec filter is a containment test (`specs @> {...}`, which
 * the GIN index on specs answers); a list spec contains the value when any element equals it.
 */
export function selectionConditions(
  selection: ProductSelection,
  bind: Bind = inline,
): SQL | undefined {
  const { filters, category } = selection;
  const conditions: (SQL | undefined)[] = [baseConditions(selection, bind)];
  if (filters) {
    if (filters.brands.length > 0) {
      conditions.push(inArray(sql`lower(${products.brand})`, filters.brands.map(bind)));
    }
    if (filters.minPrice !== undefined) {
      conditions.push(gte(products.priceTk, bind(filters.minPrice)));
    }
    if (filters.maxPrice !== undefined) {
      conditions.push(lte(products.priceTk, bind(filters.maxPrice)));
    }
    for (const [key, values] of Object.entries(filters.specs)) {
      const list = (category && specFieldOf(category, key)?.list) ?? false;
      const contains = values.map(
        (value) =>
          sql`${products.specs} @> ${bind(JSON.stringify({ [key]: list ? [value] : value }))}::jsonb`,
      );
      conditions.push(or(...contains));
    }
  }
  return and(...conditions);
}
