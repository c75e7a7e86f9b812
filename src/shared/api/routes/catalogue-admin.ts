import type { Route } from '../endpoint.ts';

// Keeping a large catalogue current: prices in bulk and stock that runs low
// (docs/product.md#bulk-price-change, docs/product.md#low-stock). No zod; see catalogue.ts.

export const catalogueAdminRoutes = {
  bulkPrice: { method: 'POST', path: '/api/admin/products/bulk-price', access: 'admin' },
  lowStock: { method: 'GET', path: '/api/admin/low-stock', access: 'admin' },
  lowStockSetting: { method: 'GET', path: '/api/admin/low-stock-setting', access: 'admin' },
  saveLowStockSetting: {
    method: 'PUT',
    path: '/api/admin/low-stock-setting',
    access: 'admin',
    setting: 'Low stock',
    catalogueUnchanged: true,
  },
} as const satisfies Record<string, Route>;
