/**
 * The access matrix's entries for order notices and tracking (see access-matrix.ts). A
 * resend is aimed at an id nobody holds; a tracking lookup at a number no order has, so
 * every caller alike is told there is no such order.
 */
import type { MatrixEntry } from './access-matrix.ts';
import { adminOnly, everyone } from './access-matrix-callers.ts';

const NO_SUCH_NOTICE = '00000000-0000-4000-8000-0000000000b1';

export const NOTICE_ACCESS: Record<string, MatrixEntry> = {
  'GET /api/admin/notices': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/admin/notices' }),
  },
  'POST /api/admin/notices/:id/resend': {
    expected: adminOnly(404),
    request: () => ({ path: `/api/admin/notices/${NO_SUCH_NOTICE}/resend` }),
  },
  'GET /api/admin/notice-settings': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/admin/notice-settings' }),
  },
  'PUT /api/admin/notice-settings': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/admin/notice-settings', json: { adminEmail: '' } }),
  },
  'POST /api/track': {
    expected: everyone(404),
    request: () => ({
      path: '/api/track',
      json: { number: 'CH-999999', phone: '01712345678' },
    }),
  },
};
