/**
 * The access matrix's entries for bulk price changes and low stock (see access-matrix.ts).
 * The bulk change is a preview (dryRun), so the matrix changes no price.
 */
import type { MatrixEntry } from './access-matrix.ts';
import { adminOnly } from './access-matrix-callers.ts';

export const CATALOGUE_ADMIN_ACCESS: Record<string, MatrixEntry> = {
  'POST /api/admin/products/bulk-price': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({
      path: '/api/admin/products/bulk-price',
      json: { filter: {}, change: { percent: 5 }, roundTo: 10, dryRun: true },
    }),
  },
  'GET /api/admin/low-stock': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/admin/low-stock' }),
  },
  'GET /api/admin/low-stock-setting': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/admin/low-stock-setting' }),
  },
  'PUT /api/admin/low-stock-setting': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/admin/low-stock-setting', json: { lowStockAt: 3 } }),
  },
};
