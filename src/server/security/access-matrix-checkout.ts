/**
 * The access matrix's entries for delivery, the cart, the address book, checkout, one order, its step
 * back and the stock calls (see access-matrix.ts). Addresses are aimed at an id nobody
 * holds: every signed-in caller is told there is no such address, never another's.
 */
import { DISTRICTS } from '../../shared/delivery/districts.ts';
import type { MatrixEntry } from './access-matrix.ts';
import { adminOnly, everyone, signedIn } from './access-matrix-callers.ts';

/** Delivery settings with one zone for the whole country. */
const oneZoneDelivery = () => ({
  zones: [
    {
      id: 'everywhere',
      name: 'Everywhere',
      homeCharge: 120,
      homeEta: '2-4 days',
      expressCharge: null,
      expressEta: null,
    },
  ],
  districtZones: Object.fromEntries(DISTRICTS.map((district) => [district.name, 'everywhere'])),
  pickupPoints: [],
  extraKgCharge: 20,
  freeDeliveryThreshold: null,
});
const NO_SUCH_ADDRESS = '00000000-0000-4000-8000-0000000000a1';
const address = {
  name: 'Matrix Caller',
  phone: '01812345678',
  district: 'Dhaka',
  area: 'Mirpur',
  line: 'Road 10',
};

export const CHECKOUT_ACCESS: Record<string, MatrixEntry> = {
  // Delivery
  'GET /api/delivery/districts': {
    expected: everyone(200),
    request: () => ({ path: '/api/delivery/districts' }),
  },
  'GET /api/delivery/free-delivery': {
    expected: everyone(200),
    request: () => ({ path: '/api/delivery/free-delivery' }),
  },
  'POST /api/delivery/quote': {
    expected: everyone(200),
    request: (f) => ({
      path: '/api/delivery/quote',
      json: { district: 'Rangpur', items: [{ productId: f.productId, quantity: 2 }] },
    }),
  },
  'GET /api/admin/delivery-settings': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/admin/delivery-settings' }),
  },
  'PUT /api/admin/delivery-settings': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/admin/delivery-settings', json: oneZoneDelivery() }),
  },

  'GET /api/cart': {
    expected: signedIn(200),
    personal: true,
    request: () => ({ path: '/api/cart' }),
  },
  'PUT /api/cart/items/:productId': {
    expected: signedIn(200),
    personal: true,
    request: (f) => ({ path: `/api/cart/items/${f.productId}`, json: { quantity: 1 } }),
  },
  'DELETE /api/cart/items/:productId': {
    expected: signedIn(200),
    personal: true,
    request: (f) => ({ path: `/api/cart/items/${f.productId}` }),
  },
  'DELETE /api/cart': {
    expected: signedIn(200),
    personal: true,
    request: () => ({ path: '/api/cart' }),
  },
  'POST /api/cart/merge': {
    expected: signedIn(200),
    personal: true,
    request: () => ({ path: '/api/cart/merge', json: { items: [] } }),
  },
  'GET /api/addresses': {
    expected: signedIn(200),
    personal: true,
    request: () => ({ path: '/api/addresses' }),
  },
  'POST /api/addresses': {
    expected: signedIn(201),
    personal: true,
    request: () => ({ path: '/api/addresses', json: address }),
  },
  'PUT /api/addresses/:id': {
    expected: signedIn(404),
    request: () => ({ path: `/api/addresses/${NO_SUCH_ADDRESS}`, json: address }),
  },
  'DELETE /api/addresses/:id': {
    expected: signedIn(404),
    request: () => ({ path: `/api/addresses/${NO_SUCH_ADDRESS}` }),
  },
  'POST /api/checkout': {
    expected: signedIn(201),
    personal: true,
    request: (f, caller) => ({
      path: '/api/checkout',
      headers: { 'idempotency-key': `matrix-${caller}-${Math.random().toString(36).slice(2)}` },
      json: {
        items: [{ productId: f.productId, quantity: 1 }],
        contact: { name: address.name, phone: address.phone },
        address: { district: address.district, area: address.area, line: address.line },
        deliveryMethod: 'home',
        paymentMethod: 'cod',
      },
    }),
  },
  'GET /api/orders/:id': {
    // Another customer's order does not exist as far as they can tell.
    expected: { anonymous: 401, customer: 200, otherCustomer: 404, admin: 200 },
    personal: true,
    request: async (f) => ({ path: `/api/orders/${await f.freshPendingOrderOfCustomer()}` }),
  },
  'POST /api/orders/:id/step-back': {
    // A pending order has no step before it: the admin is let in, and told so.
    expected: adminOnly(409),
    request: async (f) => ({
      path: `/api/orders/${await f.freshPendingOrderOfCustomer()}/step-back`,
      json: { reason: 'Checking who may' },
    }),
  },
  'POST /api/products/:id/stock': {
    expected: adminOnly(200),
    request: (f) => ({
      path: `/api/products/${f.productId}/stock`,
      json: { change: 1, reason: 'received' },
    }),
  },
  'GET /api/products/:id/stock-ledger': {
    expected: adminOnly(200),
    personal: true,
    request: (f) => ({ path: `/api/products/${f.productId}/stock-ledger` }),
  },
};
