import type { Route } from '../endpoint.ts';

// Where each endpoint lives and who may call it (no zod; see catalogue.ts).

export const stockAlertRoutes = {
  /** Anyone, signed in or not; rate limited per client address and per phone or email. */
  create: {
    method: 'POST',
    path: '/api/products/:id/stock-alerts',
    access: 'public',
    catalogueUnchanged: true,
  },
  /** Anyone holding a notice's stop link. */
  stop: {
    method: 'POST',
    path: '/api/stock-alerts/stop',
    access: 'public',
    catalogueUnchanged: true,
  },
} as const satisfies Record<string, Route>;
