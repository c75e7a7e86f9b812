import type { Route } from '../endpoint.ts';

// The catalogue file's calls and a product's price history (docs/product.md#catalogue).

export const catalogueFileRoutes = {
  exportFile: { method: 'GET', path: '/api/admin/products/export', access: 'admin' },
  importFile: { method: 'POST', path: '/api/admin/products/import', access: 'admin' },
  pictures: { method: 'POST', path: '/api/admin/products/images', access: 'admin' },
  priceHistory: { method: 'GET', path: '/api/products/:id/price-history', access: 'admin' },
} as const satisfies Record<string, Route>;
