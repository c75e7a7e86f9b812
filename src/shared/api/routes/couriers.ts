import type { Route } from '../endpoint.ts';

// Where each courier endpoint lives and who may call it (no zod; see catalogue.ts). The
// webhook is public: it proves itself with the shared secret, checked by the server.

export const courierRoutes = {
  list: { method: 'GET', path: '/api/couriers', access: 'admin' },
  book: { method: 'POST', path: '/api/admin/shipments', access: 'admin' },
  webhook: {
    method: 'POST',
    path: '/api/couriers/:courier/webhook',
    access: 'public',
    catalogueUnchanged: true,
  },
  returnReceived: { method: 'POST', path: '/api/orders/:id/return-received', access: 'admin' },
} as const satisfies Record<string, Route>;
