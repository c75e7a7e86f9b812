import { SPEC_PARAM_PREFIX } from '../../shared/specs/spec-param.ts';
import type { QueryParams } from '../../shared/api/url.ts';

// The products page's filters beyond search and category, kept in the URL in the API's own
// form (docs/product.md#spec-filters): ?brand=AMD&brand=Intel&minPrice=&maxPrice=&inStock=true
// &spec.socket=AM5. Spec filters belong to a category and are read only with one. Values the
// page cannot have written (a price that is not a whole number) are left out rather than
// turned into an API error; a spec value the category does not know is the API's to refuse.

export interface CatalogueFilters {
  brand: string[];
  minPrice?: number;
  maxPrice?: number;
  inStock: boolean;
  /** Spec key -> chosen values (any of them matches). */
  spec: Record<string, string[]>;
}

export const NO_FILTERS: CatalogueFilters = { brand: [], inStock: false, spec: {} };
const MAX_VALUES = 20;
const MAX_PRICE = 99_999_999;

function price(text: string | null): number | undefined {
  if (text === null || !/^\d{1,8}$/.test(text)) return undefined;
  const value = Number(text);
  return value <= MAX_PRICE ? value : undefined;
}

const distinct = (values: string[]) =>
  [...new Set(values.map((v) => v.trim()).filter((v) => v !== '' && v.length <= 60))].slice(
    0,
    MAX_VALUES,
  );

export function readCatalogueFilters(params: URLSearchParams, category: string): CatalogueFilters {
  const spec: Record<string, string[]> = {};
  if (category) {
    for (const name of new Set(params.keys())) {
      const key = name.slice(SPEC_PARAM_PREFIX.length);
      if (!name.startsWith(SPEC_PARAM_PREFIX) || !/^[a-zA-Z0-9]{1,40}$/.test(key)) continue;
      const values = distinct(params.getAll(name));
      if (values.length > 0) spec[key] = values;
    }
  }
  let minPrice = price(params.get('minPrice'));
  let maxPrice = price(params.get('maxPrice'));
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  return {
    brand: distinct(params.getAll('brand')),
    ...(minPrice !== undefined && { minPrice }),
    ...(maxPrice !== undefined && { maxPrice }),
    inStock: params.get('inStock') === 'true',
    spec,
  };
}

/** The filters as query parameters, for the URL and for the API alike. */
export function catalogueFilterParams(filters: CatalogueFilters): QueryParams {
  const params: QueryParams = {
    brand: filters.brand,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    inStock: filters.inStock ? 'true' : undefined,
  };
  for (const [key, values] of Object.entries(filters.spec)) {
    params[`${SPEC_PARAM_PREFIX}${key}`] = values;
  }
  return params;
}

export function writeCatalogueFilters(params: URLSearchParams, filters: CatalogueFilters): void {
  for (const [name, value] of Object.entries(catalogueFilterParams(filters))) {
    for (const one of [value ?? []].flat()) {
      if (one !== '' && one !== null) params.append(name, String(one));
    }
  }
}

/** How many filters are chosen: shown on the phone's Filters button. */
export function chosenFilterCount(filters: CatalogueFilters): number {
  const specs = Object.values(filters.spec).reduce((sum, values) => sum + values.length, 0);
  const priced = filters.minPrice !== undefined || filters.maxPrice !== undefined ? 1 : 0;
  return filters.brand.length + specs + priced + (filters.inStock ? 1 : 0);
}

/** The filters with one value of a facet (brand or a spec key) ticked or unticked. */
export function toggleFacetValue(
  filters: CatalogueFilters,
  key: string,
  value: string,
): CatalogueFilters {
  const flip = (values: string[]) =>
    values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  if (key === 'brand') return { ...filters, brand: flip(filters.brand) };
  const spec = { ...filters.spec, [key]: flip(filters.spec[key] ?? []) };
  if (spec[key]?.length === 0) delete spec[key];
  return { ...filters, spec };
}
