/**
 * The access matrix's entries for order notices and tracking (see access-matrix.ts). A
 * resend is aimed at an id nobody holds; a tracking lookup at a number no order has, so
 * every caller alike is told there is no such order. Stock alerts (asked and stopped by
 * anyone) are aimed at a product and a stop key that do not exist.
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
  // Back-in-stock alerts: a product nobody sells, and a stop key no alert has.
  'POST /api/products/:id/stock-alerts': {
    expected: everyone(404),
    request: () => ({
      path: `/api/products/${NO_SUCH_NOTICE}/stock-alerts`,
      json: { phone: '01712345678' },
    }),
  },
  'POST /api/stock-alerts/stop': {
    expected: everyone(404),
    request: () => ({ path: '/api/stock-alerts/stop', json: { token: 'no-such-stop-key' } }),
  },
};
