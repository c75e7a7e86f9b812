/**
 * The access matrix's entries for coupons (see access-matrix.ts): the owner's calls are
 * admin-only; any visitor may check a code. A change or delete aims at an id no coupon
 * holds, so the admin is told there is no such coupon.
 */
import type { MatrixEntry } from './access-matrix.ts';
import { adminOnly, everyone } from './access-matrix-callers.ts';

const NO_SUCH_COUPON = '00000000-0000-4000-8000-0000000000c1';
let created = 0;

export const COUPON_ACCESS: Record<string, MatrixEntry> = {
  'GET /api/admin/coupons': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/admin/coupons' }),
  },
  'POST /api/admin/coupons': {
    expected: adminOnly(201),
    personal: true,
    request: () => ({
      path: '/api/admin/coupons',
      json: { code: `MATRIX-${(created += 1)}`, kind: 'amount', value: 100 },
    }),
  },
  'PATCH /api/admin/coupons/:id': {
    expected: adminOnly(404),
    request: () => ({ path: `/api/admin/coupons/${NO_SUCH_COUPON}`, json: { active: false } }),
  },
  'DELETE /api/admin/coupons/:id': {
    expected: adminOnly(404),
    request: () => ({ path: `/api/admin/coupons/${NO_SUCH_COUPON}` }),
  },
  // No coupon has this code: everyone is told so.
  'POST /api/coupons/check': {
    expected: everyone(404),
    request: (f) => ({
      path: '/api/coupons/check',
      json: { code: 'NO-SUCH-CODE', items: [{ productId: f.productId, quantity: 1 }] },
    }),
  },
};
