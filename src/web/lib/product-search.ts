import { CATEGORIES, type Category } from '../../shared/categories.ts';
import { MAX_QUERY_LENGTH } from '../../shared/constants.ts';
import type { ProductSort } from '../../shared/schemas/product.ts';

// A product list's view lives in the URL (?q=&category=&sort=&page=) so back/forward
// work and a shared link reproduces it: the products page reads all four, the admin
// product list all but the sort. Anything unknown in the URL falls back to the
// default rather than producing an API error.

/** Sort choices with their labels; `satisfies` keeps the list in step with the API. */
export const SORT_LABELS = {
  catalogue: 'Featured',
  relevance: 'Best match',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  newest: 'Newest first',
  name: 'Name: A to Z',
} as const satisfies Record<ProductSort, string>;

export const SORT_OPTIONS = Object.keys(SORT_LABELS) as ProductSort[];

/** Best match first when searching, the shop's own order otherwise (as the API does). */
export function defaultSortFor(q: string): ProductSort {
  return q ? 'relevance' : 'catalogue';
}

/** What the search box and the category list choose (components/product-filter.tsx). */
export interface ProductFilter {
  q: string;
  category: Category | '';
}

export interface ProductSearch extends ProductFilter {
  sort: ProductSort;
  page: number;
}

function isCategory(value: string | null): value is Category {
  return CATEGORIES.some((category) => category === value);
}

function isSort(value: string | null): value is ProductSort {
  return SORT_OPTIONS.some((sort) => sort === value);
}

export function readProductSearch(params: URLSearchParams): ProductSearch {
  const category = params.get('category');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const q = (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  return {
    q,
    category: isCategory(category) ? category : '',
    sort: isSort(sort) ? sort : defaultSortFor(q),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL form of a search (a list without sorting leaves it out); defaults are left out to keep links short. */
export function toSearchParams(
  search: ProductFilter & { page: number; sort?: ProductSort },
): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.category) params.set('category', search.category);
  if (search.sort && search.sort !== defaultSortFor(search.q)) params.set('sort', search.sort);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}
