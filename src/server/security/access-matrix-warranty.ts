/**
 * The access matrix's entries for the warranty desk (see access-matrix.ts): the warranty check
 * is public, a claim is a signed-in caller's (refused as not sold for a serial nobody bought),
 * and everything of the desk is staff's; its settings are the owner's (the matrix's admin).
 */
import type { Expected } from './access-matrix-callers.ts';
import { adminOnly, everyone } from './access-matrix-callers.ts';
import type { MatrixEntry } from './access-matrix.ts';

const NO_CLAIM = '00000000-0000-4000-8000-000000000048';
const NO_ORDER = '00000000-0000-4000-8000-000000000480';
const signedInRefused = (status: number): Expected => ({
  anonymous: 401,
  customer: status,
  otherCustomer: status,
  admin: status,
});

export const WARRANTY_ACCESS: Record<string, MatrixEntry> = {
  'GET /api/warranty': {
    // No unit has this serial: everyone is told so alike.
    expected: everyone(404),
    request: () => ({ path: '/api/warranty?serial=MATRIX-NOT-SOLD' }),
  },
  'POST /api/warranty/order-lookup': {
    expected: everyone(404),
    request: () => ({
      path: '/api/warranty/order-lookup',
      json: { orderNumber: 'CH-999999999', phone: '01712345678' },
    }),
  },
  'POST /api/warranty/claims': {
    expected: signedInRefused(404),
    request: () => ({
      path: '/api/warranty/claims',
      json: { serial: 'MATRIX-NOT-SOLD', problem: 'It does not start at all' },
    }),
  },
  'GET /api/warranty/claims': {
    expected: { anonymous: 401, customer: 200, otherCustomer: 200, admin: 200 },
    personal: true,
    request: () => ({ path: '/api/warranty/claims' }),
  },
  // An order that does not exist: the matrix's customer places enough orders already (their
  // per-minute limit), and staff get past the access check to the order's 404.
  'GET /api/admin/orders/:id/serials': {
    expected: adminOnly(404),
    request: () => ({ path: `/api/admin/orders/${NO_ORDER}/serials` }),
  },
  'PUT /api/admin/orders/:id/serials': {
    expected: adminOnly(404),
    request: () => ({
      path: `/api/admin/orders/${NO_ORDER}/serials`,
      json: { lines: [{ lineNo: 1, serials: [] }] },
    }),
  },
  'GET /api/admin/serials/check': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/admin/serials/check?serial=MATRIX-NOT-SOLD' }),
  },
  'GET /api/admin/warranty/claims': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/admin/warranty/claims' }),
  },
  'GET /api/admin/warranty/claims/:id': {
    expected: adminOnly(404),
    request: () => ({ path: `/api/admin/warranty/claims/${NO_CLAIM}` }),
  },
  'POST /api/admin/warranty/claims/:id/events': {
    expected: adminOnly(404),
    request: () => ({
      path: `/api/admin/warranty/claims/${NO_CLAIM}/events`,
      json: { state: 'with-supplier', note: 'Sent to the distributor' },
    }),
  },
  'GET /api/admin/warranty-settings': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/admin/warranty-settings' }),
  },
  'PUT /api/admin/warranty-settings': {
    // The shop's default, so the other entries see the rule as it is.
    expected: adminOnly(200),
    personal: true,
    request: () => ({
      path: '/api/admin/warranty-settings',
      json: { serialsBeforeShipping: true },
    }),
  },
  'GET /api/admin/serials/export': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/admin/serials/export' }),
  },
  'POST /api/admin/serials/import': {
    expected: adminOnly(200),
    personal: true,
    request: () => {
      // A header alone: a dry run of no rows, which changes nothing.
      const form = new FormData();
      form.append(
        'file',
        new Blob(['orderNumber,sku,serial,soldOn\n'], { type: 'text/csv' }),
        'serials.csv',
      );
      return { path: '/api/admin/serials/import?dryRun=true', form };
    },
  },
};
