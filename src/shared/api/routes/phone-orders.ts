import type { Route } from '../endpoint.ts';

// Orders staff take by phone, and the payment links their customers get by SMS (no zod; see catalogue.ts).

export const phoneOrderRoutes = {
  findCustomer: { method: 'GET', path: '/api/admin/phone-orders/customer', access: 'admin' },
  createCustomer: { method: 'POST', path: '/api/admin/phone-orders/customers', access: 'admin' },
  place: { method: 'POST', path: '/api/admin/phone-orders', access: 'admin' },
} as const satisfies Record<string, Route>;

export const payLinkRoutes = {
  show: { method: 'GET', path: '/api/pay-links/:token', access: 'public' },
  pay: { method: 'POST', path: '/api/pay-links/:token', access: 'public' },
} as const satisfies Record<string, Route>;
