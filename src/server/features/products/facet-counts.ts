import type { Category } from '../../../shared/categories.ts';
import type { Facet, ProductFacets } from '../../../shared/schemas/product.ts';
import type { CatalogueFilters, SpecValue } from '../../../shared/schemas/product-filters.ts';
import { specFieldsOf } from '../../../shared/specs/spec-fields.ts';
import type { products, Specs } from '../../db/schema.ts';

/** What facet counting reads of a product that passed search, category and in-stock. */
export type FacetRow = Pick<typeof products.$inferSelect, 'brand' | 'priceTk' | 'specs'>;

/** A filter a facet can leave out: the brand, the price range, or one spec key. */
type Part = { brand: true } | { price: true } | { spec: string };

function storedValues(specs: Specs, key: string): SpecValue[] {
  const value = specs[key];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function matches(row: FacetRow, filters: CatalogueFilters, leftOut: Part): boolean {
  if (!('brand' in leftOut) && filters.brands.length > 0) {
    if (!filters.brands.includes(row.brand.toLowerCase())) return false;
  }
  if (!('price' in leftOut)) {
    if (filters.minPrice !== undefined && row.priceTk < filters.minPrice) return false;
    if (filters.maxPrice !== undefined && row.priceTk > filters.maxPrice) return false;
  }
  for (const [key, wanted] of Object.entries(filters.specs)) {
    if ('spec' in leftOut && leftOut.spec === key) continue;
    const stored = storedValues(row.specs, key).map(String);
    if (!wanted.some((value) => stored.includes(String(value)))) return false;
  }
  return true;
}

function byValue(a: { value: string; sort: SpecValue }, b: { value: string; sort: SpecValue }) {
  if (typeof a.sort === 'number' && typeof b.sort === 'number') return a.sort - b.sort;
  if (typeof a.sort === 'boolean' && typeof b.sort === 'boolean') return a.sort ? -1 : 1;
  return a.value.localeCompare(b.value);
}

/** Counts the values each row shows, plus the chosen values none shows (count 0). */
function facet(
  key: string,
  label: string,
  rows: FacetRow[],
  valuesOf: (row: FacetRow) => SpecValue[],
  chosen: readonly SpecValue[],
): Facet {
  const counts = new Map<string, { value: string; sort: SpecValue; count: number }>();
  const seen = (value: SpecValue) => {
    const text = String(value);
    const id = key === 'brand' ? text.toLowerCase() : text;
    const entry = counts.get(id) ?? { value: text, sort: value, count: 0 };
    counts.set(id, entry);
    return entry;
  };
  for (const row of rows) {
    for (const value of new Set(valuesOf(row))) seen(value).count += 1;
  }
  for (const value of chosen) seen(value);
  const values = [...counts.values()].sort(byValue);
  return { key, label, values: values.map(({ value, count }) => ({ value, count })) };
}

/**
 * The facets of a category under the chosen filters. Each facet counts the products that match
 * every filter but its own (the usual faceted-search rule), so ticking AM5 still shows how many
 * LGA1700 processors there are; the price range is likewise that of everything but the price.
 */
export function facetCounts(
  category: Category | undefined,
  rows: FacetRow[],
  filters: CatalogueFilters,
): ProductFacets {
  const brand = facet(
    'brand',
    'Brand',
    rows.filter((row) => matches(row, filters, { brand: true })),
    (row) => (row.brand.trim() === '' ? [] : [row.brand]),
    filters.brands,
  );
  const specs = category ? specFieldsOf(category).filter((field) => field.facet) : [];
  const specFacets = specs.map((field) =>
    facet(
      field.key,
      field.label,
      rows.filter((row) => matches(row, filters, { spec: field.key })),
      (row) => storedValues(row.specs, field.key),
      filters.specs[field.key] ?? [],
    ),
  );
  const priced = rows.filter((row) => matches(row, filters, { price: true }));
  const prices = priced.map((row) => row.priceTk);
  return {
    facets: [brand, ...specFacets].filter((f) => f.values.length > 0),
    price: {
      min: prices.length ? Math.min(...prices) : null,
      max: prices.length ? Math.max(...prices) : null,
    },
  };
}
