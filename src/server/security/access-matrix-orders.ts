/** The access matrix's entries for orders: placed by customers, each seen by its customer and staff (see access-matrix.ts). */
import { adminOnly, selfOrAdmin, signedIn } from './access-matrix-callers.ts';
import type { MatrixEntry, MatrixFixtures } from './access-matrix.ts';

const q = encodeURIComponent;

const order = (f: MatrixFixtures) => ({
  productId: f.productId,
  quantity: 1,
  phone: '01712345678',
  address: 'House 12, Road 5, Dhanmondi, Dhaka',
});

export const ORDER_ACCESS: Record<string, MatrixEntry> = {
  'POST /api/order': {
    expected: signedIn(201),
    personal: true,
    request: (f) => ({ path: '/api/order', json: order(f) }),
  },
  'GET /api/my-orders': {
    expected: selfOrAdmin(200),
    personal: true,
    request: (f) => ({ path: `/api/my-orders?email=${q(f.customerEmail)}` }),
  },
  'GET /api/orders': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/orders' }),
  },
  'PATCH /api/orders/:id': {
    // Another customer's order does not exist as far as they can tell.
    expected: { anonymous: 401, customer: 200, otherCustomer: 404, admin: 200 },
    personal: true,
    request: async (f) => ({
      path: `/api/orders/${await f.freshPendingOrderOfCustomer()}`,
      json: { status: 'cancelled' },
    }),
  },
  'POST /api/orders/cancel-stale': {
    // A year back: the matrix's own pending orders are minutes old and stay.
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/orders/cancel-stale', json: { olderThanHours: 8760 } }),
  },
  'GET /api/admin/order-limits': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/admin/order-limits' }),
  },
  'PUT /api/admin/order-limits': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/admin/order-limits', json: { perProduct: 50, total: 500 } }),
  },

  'GET /api/admin/search-synonyms': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/admin/search-synonyms' }),
  },
  'PUT /api/admin/search-synonyms': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({
      path: '/api/admin/search-synonyms',
      json: [{ words: ['cabinet', 'tower'] }],
    }),
  },
};
