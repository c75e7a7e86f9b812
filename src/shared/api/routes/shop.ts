import type { Route } from '../endpoint.ts';

// Where each endpoint lives and who may call it (no zod; see catalogue.ts).

export const orderRoutes = {
  place: { method: 'POST', path: '/api/order', access: 'user' },
  mine: { method: 'GET', path: '/api/my-orders', access: 'user', ownData: true },
  all: { method: 'GET', path: '/api/orders', access: 'admin' },
  changeStatus: { method: 'PATCH', path: '/api/orders/:id', access: 'user' },
  /** The order's owner or an admin. */
  detail: { method: 'GET', path: '/api/orders/:id', access: 'user' },
  stepBack: { method: 'POST', path: '/api/orders/:id/step-back', access: 'admin' },
  cancelStale: { method: 'POST', path: '/api/orders/cancel-stale', access: 'admin' },
  limits: { method: 'GET', path: '/api/admin/order-limits', access: 'admin' },
  saveLimits: {
    method: 'PUT',
    path: '/api/admin/order-limits',
    access: 'admin',
    setting: 'Order limits',
  },
} as const satisfies Record<string, Route>;

export const dashboardRoutes = {
  overview: { method: 'GET', path: '/api/dashboard/overview', access: 'admin' },
} as const satisfies Record<string, Route>;

export const healthRoutes = {
  health: { method: 'GET', path: '/api/health', access: 'public' },
} as const satisfies Record<string, Route>;

export const deliveryRoutes = {
  districts: { method: 'GET', path: '/api/delivery/districts', access: 'public' },
  freeDelivery: { method: 'GET', path: '/api/delivery/free-delivery', access: 'public' },
  quote: {
    method: 'POST',
    path: '/api/delivery/quote',
    access: 'public',
    catalogueUnchanged: true,
  },
  settings: { method: 'GET', path: '/api/admin/delivery-settings', access: 'admin' },
  // Not catalogueUnchanged: product pages show delivery charges, so their kept copies go.
  saveSettings: {
    method: 'PUT',
    path: '/api/admin/delivery-settings',
    access: 'admin',
    setting: 'Delivery',
  },
} as const satisfies Record<string, Route>;

export const demoDataRoutes = {
  // Admin access, and the handler lets only the owner through.
  remove: { method: 'POST', path: '/api/admin/demo-data/remove', access: 'admin' },
} as const satisfies Record<string, Route>;
