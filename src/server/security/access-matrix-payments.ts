/**
 * The access matrix's entries for online payments (see access-matrix.ts). The matrix's
 * shop has no gateway configured: the gateways' public callback, IPN and returns answer
 * 404 to everyone, as they do for an unknown payment.
 */
import type { MatrixEntry } from './access-matrix.ts';
import { adminOnly, everyone } from './access-matrix-callers.ts';

export const PAYMENTS_ACCESS: Record<string, MatrixEntry> = {
  'GET /api/payments/methods': {
    expected: everyone(200),
    request: () => ({ path: '/api/payments/methods' }),
  },
  'GET /api/payments/bkash/callback': {
    expected: everyone(404),
    request: () => ({ path: '/api/payments/bkash/callback?paymentID=TR00NOSUCH&status=success' }),
  },
  'POST /api/payments/sslcommerz/ipn': {
    expected: everyone(404),
    request: () => ({
      path: '/api/payments/sslcommerz/ipn',
      json: { tran_id: 'CH000000-nosuch', val_id: 'NOSUCH', status: 'VALID' },
    }),
  },
  'POST /api/payments/sslcommerz/return/:outcome': {
    expected: everyone(404),
    request: () => ({
      path: '/api/payments/sslcommerz/return/success',
      json: { tran_id: 'CH000000-nosuch', val_id: 'NOSUCH', status: 'VALID' },
    }),
  },
  'POST /api/orders/:id/payments': {
    // The order is paid in cash: its customer is told so; nobody else learns it exists.
    expected: { anonymous: 401, customer: 409, otherCustomer: 404, admin: 404 },
    request: async (f) => ({
      path: `/api/orders/${await f.freshPendingOrderOfCustomer()}/payments`,
    }),
  },
  'GET /api/admin/orders/:id/payments': {
    expected: adminOnly(200),
    personal: true,
    request: async (f) => ({
      path: `/api/admin/orders/${await f.freshPendingOrderOfCustomer()}/payments`,
    }),
  },
  'GET /api/admin/payment-flags': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/admin/payment-flags' }),
  },
  'GET /api/admin/payment-rules': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/admin/payment-rules' }),
  },
  'PUT /api/admin/payment-rules': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({
      path: '/api/admin/payment-rules',
      json: { advanceDeliveryOutsideDhaka: false, codLimit: null },
    }),
  },
  'POST /api/admin/orders/:id/refunds': {
    // A cash order has no online payment to give back.
    expected: adminOnly(409),
    request: async (f) => ({
      path: `/api/admin/orders/${await f.freshPendingOrderOfCustomer()}/refunds`,
      json: { amount: 10, reason: 'Checking who may' },
    }),
  },
  'POST /api/admin/orders/:id/refunds/:refundId/settle': {
    // No such refund on no such order (placing one more order would pass the customer's
    // hold limit of the matrix's product).
    expected: adminOnly(404),
    request: () => ({
      path: '/api/admin/orders/00000000-0000-4000-8000-000000000002/refunds/00000000-0000-4000-8000-000000000001/settle',
      json: { outcome: 'refunded', note: 'Checking who may' },
    }),
  },
};
