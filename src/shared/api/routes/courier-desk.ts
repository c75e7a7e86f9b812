import type { Route } from '../endpoint.ts';

// Staff's courier tools beside booking (docs/product.md#couriers): Pathao's place lists,
// the printable labels and the cash reconciliation.

export const courierDeskRoutes = {
  pathaoCities: { method: 'GET', path: '/api/admin/couriers/pathao/cities', access: 'admin' },
  pathaoZones: {
    method: 'GET',
    path: '/api/admin/couriers/pathao/cities/:cityId/zones',
    access: 'admin',
  },
  pathaoAreas: {
    method: 'GET',
    path: '/api/admin/couriers/pathao/zones/:zoneId/areas',
    access: 'admin',
  },
  labels: { method: 'GET', path: '/api/admin/shipments/labels', access: 'admin' },
  cash: { method: 'GET', path: '/api/admin/couriers/cash', access: 'admin' },
  cashFile: { method: 'GET', path: '/api/admin/couriers/cash.csv', access: 'admin' },
} as const satisfies Record<string, Route>;
