/**
 * The access matrix's entries for card EMI (see access-matrix.ts): the plans a shopper may
 * choose from are public; keeping them, and the products kept out, is the owner's.
 */
import type { MatrixEntry } from './access-matrix.ts';
import { adminOnly, everyone } from './access-matrix-callers.ts';

export const EMI_ACCESS: Record<string, MatrixEntry> = {
  'GET /api/emi-plans': { expected: everyone(200), request: () => ({ path: '/api/emi-plans' }) },
  'GET /api/admin/emi-plans': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/admin/emi-plans' }),
  },
  'PUT /api/admin/emi-plans': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/admin/emi-plans', json: [] }),
  },
  'GET /api/admin/emi-exclusions': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/admin/emi-exclusions' }),
  },
  'PUT /api/admin/emi-exclusions': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/admin/emi-exclusions', json: { productIds: [] } }),
  },
};
