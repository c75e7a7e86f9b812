/**
 * The access matrix's entries for orders staff take by phone and the owner's reports (see
 * access-matrix.ts): both are staff work; a payment link is public, proved by its token.
 */
import type { MatrixEntry } from './access-matrix.ts';
import { adminOnly, everyone } from './access-matrix-callers.ts';

// Well formed (43 URL-safe characters) and never issued.
const NO_SUCH_PAY_LINK = 'A'.repeat(43);

export const PHONE_ORDER_AND_REPORT_ACCESS: Record<string, MatrixEntry> = {
  'GET /api/admin/phone-orders/customer': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/admin/phone-orders/customer?phone=01712345678' }),
  },
  // A malformed phone: the admin is refused by the body's rule and nothing is made.
  'POST /api/admin/phone-orders/customers': {
    expected: adminOnly(400),
    request: () => ({
      path: '/api/admin/phone-orders/customers',
      json: { phone: 'not a phone', name: 'Matrix' },
    }),
  },
  'POST /api/admin/phone-orders': {
    expected: adminOnly(400),
    request: () => ({ path: '/api/admin/phone-orders', json: {} }),
  },
  'GET /api/pay-links/:token': {
    expected: everyone(404),
    request: () => ({ path: `/api/pay-links/${NO_SUCH_PAY_LINK}` }),
  },
  'POST /api/pay-links/:token': {
    expected: everyone(404),
    request: () => ({ path: `/api/pay-links/${NO_SUCH_PAY_LINK}`, json: {} }),
  },
  'GET /api/admin/reports/sales': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/admin/reports/sales' }),
  },
  'GET /api/admin/reports/stock': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/admin/reports/stock' }),
  },
};
