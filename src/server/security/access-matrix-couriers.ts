/**
 * The access matrix's entries for couriers (see access-matrix.ts). The matrix's shop has no
 * courier configured and no webhook secret: booking is refused for the courier (409), and
 * the webhook, with no secret to prove, is not there for anyone (404).
 */
import type { MatrixEntry } from './access-matrix.ts';
import { adminOnly, everyone } from './access-matrix-callers.ts';

export const COURIER_ACCESS: Record<string, MatrixEntry> = {
  'GET /api/couriers': {
    expected: adminOnly(200),
    request: () => ({ path: '/api/couriers' }),
  },
  'POST /api/admin/shipments': {
    expected: adminOnly(409),
    request: async (f) => ({
      path: '/api/admin/shipments',
      json: { orderIds: [await f.freshPendingOrderOfCustomer()], courier: 'steadfast' },
    }),
  },
  'POST /api/couriers/:courier/webhook': {
    expected: everyone(404),
    request: () => ({
      path: '/api/couriers/steadfast/webhook',
      json: { notification_type: 'delivery_status', consignment_id: 1, status: 'delivered' },
      headers: { authorization: 'Bearer not-the-secret' },
    }),
  },
  'POST /api/orders/:id/return-received': {
    // A pending order has no parcel to take back.
    expected: adminOnly(409),
    request: async (f) => ({
      path: `/api/orders/${await f.freshPendingOrderOfCustomer()}/return-received`,
    }),
  },
};
