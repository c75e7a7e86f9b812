import type { Route } from '../endpoint.ts';

// The signed-in shopper's cart: used by every page's header (no zod; see catalogue.ts). Its own file so a page loads only the
// route tables it calls: a table shared with the dashboard puts all of it in the first load.

export const cartRoutes = {
  get: { method: 'GET', path: '/api/cart', access: 'user', ownData: true },
  setQuantity: {
    method: 'PUT',
    path: '/api/cart/items/:productId',
    access: 'user',
    catalogueUnchanged: true,
  },
  removeItem: {
    method: 'DELETE',
    path: '/api/cart/items/:productId',
    access: 'user',
    catalogueUnchanged: true,
  },
  clear: { method: 'DELETE', path: '/api/cart', access: 'user', catalogueUnchanged: true },
  merge: { method: 'POST', path: '/api/cart/merge', access: 'user', catalogueUnchanged: true },
} as const satisfies Record<string, Route>;
