/**
 * The access matrix's entries for staff's courier tools (see access-matrix.ts). The matrix's
 * shop has no Pathao settings: its place lists answer staff 409 (not set up).
 */
import { adminOnly } from './access-matrix-callers.ts';
import type { MatrixEntry } from './access-matrix.ts';

export const COURIER_DESK_ACCESS: Record<string, MatrixEntry> = {
  'GET /api/admin/couriers/pathao/cities': {
    expected: adminOnly(409),
    request: () => ({ path: '/api/admin/couriers/pathao/cities' }),
  },
  'GET /api/admin/couriers/pathao/cities/:cityId/zones': {
    expected: adminOnly(409),
    request: () => ({ path: '/api/admin/couriers/pathao/cities/1/zones' }),
  },
  'GET /api/admin/couriers/pathao/zones/:zoneId/areas': {
    expected: adminOnly(409),
    request: () => ({ path: '/api/admin/couriers/pathao/zones/11/areas' }),
  },
  'GET /api/admin/shipments/labels': {
    // Names, phones and addresses of customers.
    expected: adminOnly(200),
    personal: true,
    request: async (f) => ({
      path: `/api/admin/shipments/labels?orderIds=${await f.freshPendingOrderOfCustomer()}`,
    }),
  },
  'GET /api/admin/couriers/cash': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/admin/couriers/cash?from=2026-11-01&to=2026-11-30' }),
  },
  'GET /api/admin/couriers/cash.csv': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/admin/couriers/cash.csv?courier=pathao' }),
  },
};
