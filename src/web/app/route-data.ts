import { matchPath, type Location } from 'react-router';
import { paths } from '../../shared/paths.ts';
import {
  featuredProductsQuery,
  productListQuery,
  productQuery,
} from '../features/products/api/product-queries.ts';
import { readCatalogueFilters } from '../lib/catalogue-filters.ts';
import { readProductSearch } from '../lib/product-search.ts';
import { reviewsQuery } from '../features/reviews/api/review-queries.ts';
import { queryClient } from '../lib/query-client.ts';

// A page's API requests start as soon as the address changes, not when its lazy
// chunk has arrived and rendered, so data and code download at the same time; the
// page's own queries then find the answers in the cache. Starting a request that
// is already cached and fresh does nothing.

type Prefetch = (location: Location, params: Record<string, string | undefined>) => void;

const prefetchFeatured: Prefetch = () => void queryClient.prefetchQuery(featuredProductsQuery());

const table: Array<[pattern: string, prefetch: Prefetch]> = [
  [paths.home, prefetchFeatured],
  [paths.homeAlias, prefetchFeatured],
  [
    paths.products,
    (location) => {
      const params = new URLSearchParams(location.search);
      const search = readProductSearch(params);
      void queryClient.prefetchQuery(
        productListQuery(search, readCatalogueFilters(params, search.category)),
      );
    },
  ],
  [
    '/products/:id',
    (_, { id }) => {
      if (!id) return;
      void queryClient.prefetchQuery(productQuery(id));
      void queryClient.prefetchInfiniteQuery(reviewsQuery(id));
    },
  ],
  ['/reviews', () => void queryClient.prefetchInfiniteQuery(reviewsQuery())],
];

export function prefetchRouteData(location: Location): void {
  for (const [pattern, prefetch] of table) {
    const match = matchPath(pattern, location.pathname);
    if (match) return prefetch(location, match.params);
  }
}
