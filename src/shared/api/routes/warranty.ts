import type { Route } from '../endpoint.ts';

// The warranty desk (docs/product.md#warranty-desk), no zod; see catalogue.ts. The public check
// and the customer's claims are apart from the staff desk so /warranty loads only its own table.

export const warrantyRoutes = {
  /** Anyone; rate limited per client address. */
  check: { method: 'GET', path: '/api/warranty', access: 'public' },
  /** Anyone with the order's number and phone; rate limited per client address. */
  orderLookup: {
    method: 'POST',
    path: '/api/warranty/order-lookup',
    access: 'public',
    catalogueUnchanged: true,
  },
  /** A customer for a unit of their own delivered order; staff for any serial sold. */
  openClaim: {
    method: 'POST',
    path: '/api/warranty/claims',
    access: 'user',
    catalogueUnchanged: true,
  },
  /** The signed-in customer's own claims, newest first, with their events (My Orders). */
  myClaims: { method: 'GET', path: '/api/warranty/claims', access: 'user', ownData: true },
} as const satisfies Record<string, Route>;

export const warrantyDeskRoutes = {
  orderSerials: { method: 'GET', path: '/api/admin/orders/:id/serials', access: 'admin' },
  saveOrderSerials: {
    method: 'PUT',
    path: '/api/admin/orders/:id/serials',
    access: 'admin',
    catalogueUnchanged: true,
  },
  checkSerial: { method: 'GET', path: '/api/admin/serials/check', access: 'admin' },
  claims: { method: 'GET', path: '/api/admin/warranty/claims', access: 'admin' },
  claim: { method: 'GET', path: '/api/admin/warranty/claims/:id', access: 'admin' },
  // Not catalogueUnchanged: a replacement takes a unit from stock.
  moveClaim: { method: 'POST', path: '/api/admin/warranty/claims/:id/events', access: 'admin' },
  settings: { method: 'GET', path: '/api/admin/warranty-settings', access: 'admin' },
  /** Admin access, and the handler lets only the owner through. */
  saveSettings: {
    method: 'PUT',
    path: '/api/admin/warranty-settings',
    access: 'admin',
    setting: 'Warranty desk',
    catalogueUnchanged: true,
  },
  exportSerials: { method: 'GET', path: '/api/admin/serials/export', access: 'admin' },
  importSerials: {
    method: 'POST',
    path: '/api/admin/serials/import',
    access: 'admin',
    catalogueUnchanged: true,
  },
} as const satisfies Record<string, Route>;
