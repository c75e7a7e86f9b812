import { createBrowserRouter, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { signOut } from '../features/auth/auth-api.ts';
import { RequireSignIn } from '../features/auth/require-sign-in.tsx';
import { dashboardRoute } from '../features/dashboard/dashboard-routes.ts';
import {
  featuredProductsQuery,
  productListQuery,
  productQuery,
} from '../features/products/api/product-queries.ts';
import { readProductSearch } from '../features/products/product-search.ts';
import { reviewsQuery } from '../features/reviews/api/review-queries.ts';
import { PageSpinner } from '../components/spinner.tsx';
import { onSessionRejected } from '../lib/auth-store.ts';
import { queryClient } from './query-client.ts';
import { RouteError } from './route-error.tsx';
import { SiteLayout } from './site-layout.tsx';

// Each page is its own chunk. The loaders only start the page's API requests
// (they do not wait for them), so data and code download at the same time and
// the page's own queries pick the results up from the cache.

function prefetchFeatured() {
  void queryClient.prefetchQuery(featuredProductsQuery());
  return null;
}

function prefetchProductList({ request }: LoaderFunctionArgs) {
  const search = readProductSearch(new URL(request.url).searchParams);
  void queryClient.prefetchQuery(productListQuery(search));
  return null;
}

function prefetchProduct({ params }: LoaderFunctionArgs) {
  if (params.id) {
    void queryClient.prefetchQuery(productQuery(params.id));
    void queryClient.prefetchInfiniteQuery(reviewsQuery(params.id));
  }
  return null;
}

function prefetchReviews() {
  void queryClient.prefetchInfiniteQuery(reviewsQuery());
  return null;
}

const homePage = async () => ({
  Component: (await import('../features/home/home-page.tsx')).HomePage,
});
const productsPage = async () => ({
  Component: (await import('../features/products/products-page.tsx')).ProductsPage,
});

export const router = createBrowserRouter([
  {
    path: '/',
    Component: SiteLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageSpinner,
    children: [
      { index: true, loader: prefetchFeatured, lazy: homePage },
      { path: 'home', loader: prefetchFeatured, lazy: homePage },
      { path: 'products', loader: prefetchProductList, lazy: productsPage },
      {
        path: 'products/:id',
        loader: prefetchProduct,
        lazy: async () => ({
          Component: (await import('../features/products/product-page.tsx')).ProductPage,
        }),
      },
      {
        path: 'reviews',
        loader: prefetchReviews,
        lazy: async () => ({
          Component: (await import('../features/reviews/reviews-page.tsx')).ReviewsPage,
        }),
      },
      {
        path: 'blogs',
        lazy: async () => ({
          Component: (await import('../features/blogs/blogs-page.tsx')).BlogsPage,
        }),
      },
      {
        path: 'about',
        lazy: async () => ({
          Component: (await import('../features/about/about-page.tsx')).AboutPage,
        }),
      },
      {
        path: 'login',
        lazy: async () => ({
          Component: (await import('../features/auth/login-page.tsx')).LoginPage,
        }),
      },
      {
        path: 'signup',
        lazy: async () => ({
          Component: (await import('../features/auth/signup-page.tsx')).SignupPage,
        }),
      },
      {
        // The order and review modals open over the page they were opened from, or
        // the products grid (DESIGN.md §6); the guard sends anonymous visitors to /login first.
        Component: RequireSignIn,
        children: [
          {
            path: 'order-modal/:productId',
            lazy: async () => ({
              Component: (await import('../features/orders/order-modal.tsx')).OrderModalPage,
            }),
          },
          {
            path: 'my-review/:productId',
            lazy: async () => ({
              Component: (await import('../features/reviews/review-modal.tsx')).ReviewModalPage,
            }),
          },
          dashboardRoute,
        ],
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('../features/not-found/not-found-page.tsx')).NotFoundPage,
        }),
      },
    ],
  },
]);

// A 401 or 403 on the visitor's own orders, products or reviews signs them out
// and goes home (spec §4); the api client reports it here.
onSessionRejected(() => void signOut().then(() => router.navigate(paths.home)));
