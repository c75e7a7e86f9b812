import type { Route } from '../endpoint.ts';

// The owner's reports (docs/product.md#reports): sales over a period and the stock as it stands.

export const reportRoutes = {
  sales: { method: 'GET', path: '/api/admin/reports/sales', access: 'admin' },
  stock: { method: 'GET', path: '/api/admin/reports/stock', access: 'admin' },
} as const satisfies Record<string, Route>;
