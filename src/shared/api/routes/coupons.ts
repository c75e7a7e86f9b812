import type { Route } from '../endpoint.ts';

// Where each endpoint lives and who may call it (no zod; see catalogue.ts).

export const couponRoutes = {
  list: { method: 'GET', path: '/api/admin/coupons', access: 'admin' },
  create: {
    method: 'POST',
    path: '/api/admin/coupons',
    access: 'admin',
    catalogueUnchanged: true,
  },
  update: {
    method: 'PATCH',
    path: '/api/admin/coupons/:id',
    access: 'admin',
    catalogueUnchanged: true,
  },
  remove: {
    method: 'DELETE',
    path: '/api/admin/coupons/:id',
    access: 'admin',
    catalogueUnchanged: true,
  },
  /** A visitor may check a code; a signed-in customer also learns whether they used it up. */
  check: {
    method: 'POST',
    path: '/api/coupons/check',
    access: 'public',
    catalogueUnchanged: true,
  },
} as const satisfies Record<string, Route>;
