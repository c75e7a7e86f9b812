import type { RouteObject } from 'react-router';
import { RequireAdmin } from '../auth/require-admin.tsx';

// The dashboard's routes (DESIGN.md §6), mounted under the signed-in guard by the
// app's router. Every page is a lazy chunk, so the storefront never downloads
// dashboard code; only this small table is in the first bundle.

export const dashboardRoute: RouteObject = {
  path: 'dashboard',
  lazy: async () => ({
    Component: (await import('./dashboard-layout.tsx')).DashboardLayout,
  }),
  children: [
    {
      index: true,
      lazy: async () => ({ Component: (await import('./overview-page.tsx')).OverviewPage }),
    },
    {
      path: 'my-orders',
      lazy: async () => ({
        Component: (await import('../orders/my-orders-page.tsx')).default,
      }),
    },
    {
      path: 'my-review',
      lazy: async () => ({
        Component: (await import('../reviews/my-reviews-page.tsx')).default,
      }),
    },
    {
      path: 'my-profile',
      lazy: async () => ({
        Component: (await import('../profile/my-profile-page.tsx')).MyProfilePage,
      }),
    },
    {
      // A signed-in non-admin who opens an admin page is signed out (spec §2).
      Component: RequireAdmin,
      children: [
        {
          path: 'addProduct',
          lazy: async () => ({
            Component: (await import('../admin/add-product/add-product-page.tsx')).AddProductPage,
          }),
        },
        {
          path: 'my-product',
          lazy: async () => ({
            Component: (await import('../admin/my-products/my-products-page.tsx')).MyProductsPage,
          }),
        },
        {
          path: 'manage-products',
          lazy: async () => ({
            Component: (await import('../admin/manage-products/manage-products-page.tsx'))
              .ManageProductsPage,
          }),
        },
        {
          path: 'manage-orders',
          lazy: async () => ({
            Component: (await import('../admin/manage-orders/manage-orders-page.tsx'))
              .ManageOrdersPage,
          }),
        },
        {
          path: 'allusers',
          lazy: async () => ({
            Component: (await import('../admin/all-users/all-users-page.tsx')).AllUsersPage,
          }),
        },
      ],
    },
  ],
};
