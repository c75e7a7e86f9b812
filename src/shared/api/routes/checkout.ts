import type { Route } from '../endpoint.ts';

// Where each endpoint lives and who may call it (no zod; see catalogue.ts).

export const addressRoutes = {
  list: { method: 'GET', path: '/api/addresses', access: 'user', ownData: true },
  add: { method: 'POST', path: '/api/addresses', access: 'user' },
  update: { method: 'PUT', path: '/api/addresses/:id', access: 'user' },
  remove: { method: 'DELETE', path: '/api/addresses/:id', access: 'user' },
} as const satisfies Record<string, Route>;

export const checkoutRoutes = {
  checkout: { method: 'POST', path: '/api/checkout', access: 'user' },
} as const satisfies Record<string, Route>;

export const stockRoutes = {
  change: { method: 'POST', path: '/api/products/:id/stock', access: 'admin' },
  ledger: { method: 'GET', path: '/api/products/:id/stock-ledger', access: 'admin' },
} as const satisfies Record<string, Route>;
