import type { QueryClient } from '@tanstack/react-query';
import { matchPath, type Location } from 'react-router';
import { paths } from '../../shared/paths.ts';
import {
  featuredProductsQuery,
  productFacetsQuery,
  productListQuery,
  productQuery,
  showsFacets,
} from '../features/products/api/product-queries.ts';
import { readCatalogueFilters } from '../lib/catalogue-filters.ts';
import { readProductSearch } from '../lib/product-search.ts';
import { reviewsQuery } from '../features/reviews/api/review-queries.ts';
import { queryClient } from '../lib/query-client.ts';
import { shopQuery } from '../lib/use-shop.ts';

// The data each page starts with: one entry per page, used twice. In the browser a
// page's API requests start as soon as the address changes, not when its lazy chunk
// has arrived and rendered, so data and code download at the same time; the page's
// own queries then find the answers in the cache. On the server the same requests
// are awaited before the page is rendered, and their answers go into the HTML for
// the browser to start from. A page without an entry starts without data.

type PageData = (
  client: QueryClient,
  location: Location,
  params: Record<string, string | undefined>,
) => Promise<unknown>;

const featured: PageData = (client) => client.prefetchQuery(featuredProductsQuery());

/**
 * Delivery for one unit to the district in the address, else Dhaka: a rendered page is the
 * same for everyone, so a shopper's saved district is applied in the browser. Loaded on
 * demand: the district list is the product page's, not every page's first load.
 */
async function prefetchProductDelivery(client: QueryClient, location: Location, id: string) {
  const { DEFAULT_DELIVERY_DISTRICT, districtInAddress, productDeliveryQuery } =
    await import('../features/products/api/delivery-district.ts');
  const district = districtInAddress(new URLSearchParams(location.search));
  await client.prefetchQuery(productDeliveryQuery(district ?? DEFAULT_DELIVERY_DISTRICT, id, 1));
}

const table: Array<[pattern: string, data: PageData]> = [
  [paths.home, featured],
  [paths.homeAlias, featured],
  [
    paths.products,
    (client, location) => {
      const params = new URLSearchParams(location.search);
      const search = readProductSearch(params);
      const filters = readCatalogueFilters(params, search.category);
      // The facets too, so the filter column comes drawn with the page (and works without
      // the app's code).
      return Promise.all([
        client.prefetchQuery(productListQuery(search, filters)),
        showsFacets(search, filters) && client.prefetchQuery(productFacetsQuery(search, filters)),
      ]);
    },
  ],
  [
    '/products/:id',
    async (client, location, { id = '' }) => {
      // The address names the product by its slug; its reviews are kept by its id.
      const product = await client.fetchQuery(productQuery(id)).catch(() => undefined);
      if (product) {
        await Promise.all([
          client.prefetchInfiniteQuery(reviewsQuery(product._id)),
          prefetchProductDelivery(client, location, product._id),
        ]);
      }
      // A product that is gone shows other products instead.
      if (product === null) await featured(client, location, {});
    },
  ],
  ['/reviews', (client) => client.prefetchInfiniteQuery(reviewsQuery())],
];

/** Starts (in the browser) or loads (on the server) the data of the page at `location`. */
export async function prefetchRouteData(
  location: Location,
  client: QueryClient = queryClient,
): Promise<void> {
  // Every page shows the shop's name and contact (navbar, footer, head).
  const shop = client.prefetchQuery(shopQuery());
  for (const [pattern, data] of table) {
    const match = matchPath(pattern, location.pathname);
    if (match) {
      await Promise.all([shop, data(client, location, match.params)]);
      return;
    }
  }
  await shop;
}
