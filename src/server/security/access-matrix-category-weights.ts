/** The access matrix's entries for the default shipping weights by category: staff only (see access-matrix.ts). */
import { adminOnly } from './access-matrix-callers.ts';
import type { MatrixEntry } from './access-matrix.ts';

export const CATEGORY_WEIGHT_ACCESS: Record<string, MatrixEntry> = {
  'GET /api/admin/category-weights': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/admin/category-weights' }),
  },
  'PUT /api/admin/category-weights': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({
      path: '/api/admin/category-weights',
      json: {
        cpu: 500,
        gpu: 2000,
        motherboard: 1500,
        memory: 200,
        storage: 300,
        psu: 2500,
        case: 9000,
        cooler: 1200,
        monitor: 6000,
        other: 1000,
      },
    }),
  },
};
