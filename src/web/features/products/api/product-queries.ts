import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { FEATURED_RANGE, DEFAULT_PAGE_SIZE } from '../../../../shared/constants.ts';
import { productRoutes } from '../../../../shared/api/routes/catalogue.ts';
import { apiCall, apiList, isApiRequestError } from '../../../lib/api-client.ts';
import type { ProductSearch } from '../../../lib/product-search.ts';
import {
  catalogueFilterParams,
  chosenFilterCount,
  NO_FILTERS,
  type CatalogueFilters,
} from '../../../lib/catalogue-filters.ts';

export const productKeys = {
  all: ['products'] as const,
  list: (search: ProductSearch, filters: CatalogueFilters = NO_FILTERS) =>
    ['products', 'list', search, filters] as const,
  facets: (search: Pick<ProductSearch, 'q' | 'category'>, filters: CatalogueFilters) =>
    ['products', 'facets', search.q, search.category, filters] as const,
  featured: ['products', 'featured'] as const,
  detail: (id: string) => ['products', 'detail', id] as const,
};

export function productListQuery(search: ProductSearch, filters: CatalogueFilters = NO_FILTERS) {
  return queryOptions({
    queryKey: productKeys.list(search, filters),
    queryFn: ({ signal }) =>
      apiList(
        productRoutes.list,
        {
          query: {
            q: search.q,
            category: search.category,
            sort: search.sort,
            page: search.page,
            pageSize: DEFAULT_PAGE_SIZE,
            ...catalogueFilterParams(filters),
          },
        },
        { signal },
      ),
    // Keep the current grid on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}

/**
 * Whether the list shows facets: the catalogue as a whole is filtered by category first, so
 * its facets are asked for once a category or a filter is chosen, and the unfiltered list
 * costs one request (on the server, one query) less.
 */
export function showsFacets(search: Pick<ProductSearch, 'category'>, filters: CatalogueFilters) {
  return Boolean(search.category) || chosenFilterCount(filters) > 0;
}

/** What the filters leave to choose from (docs/product.md#spec-filters). */
export function productFacetsQuery(
  search: Pick<ProductSearch, 'q' | 'category'>,
  filters: CatalogueFilters,
) {
  return queryOptions({
    queryKey: productKeys.facets(search, filters),
    queryFn: ({ signal }) =>
      apiCall(
        productRoutes.facets,
        {
          query: {
            q: search.q,
            category: search.category,
            ...catalogueFilterParams(filters),
          },
        },
        { signal },
      ),
    // Keep the current counts on screen while the next ones load.
    placeholderData: keepPreviousData,
  });
}

/** The featured products (docs/product.md#home): the catalogue's default order, indices 3 to 5. */
export function featuredProductsQuery() {
  return queryOptions({
    queryKey: productKeys.featured,
    queryFn: async ({ signal }) => {
      const { items } = await apiList(
        productRoutes.list,
        { query: { pageSize: FEATURED_RANGE.end } },
        { signal },
      );
      return items.slice(FEATURED_RANGE.start, FEATURED_RANGE.end);
    },
  });
}

/**
 * One product, or null when the catalogue has no such product (an unknown, malformed or
 * deleted id): a settled answer that pages show as "this product is gone", and that the
 * server can render and hand to the browser like any other.
 */
export function productQuery(id: string) {
  return queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) =>
      apiCall(productRoutes.detail, { params: { id } }, { signal }).catch((error: unknown) => {
        if (isApiRequestError(error, 404) || isApiRequestError(error, 400)) return null;
        throw error;
      }),
  });
}
