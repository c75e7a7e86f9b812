import type { Route } from '../endpoint.ts';

// Where each payment endpoint lives and who may call it (no zod; see catalogue.ts). The
// gateways' callback, IPN and returns are public: they prove nothing until the server has
// asked the gateway itself.

export const paymentRoutes = {
  methods: { method: 'GET', path: '/api/payments/methods', access: 'public' },
  bkashCallback: { method: 'GET', path: '/api/payments/bkash/callback', access: 'public' },
  sslcommerzIpn: { method: 'POST', path: '/api/payments/sslcommerz/ipn', access: 'public' },
  sslcommerzReturn: {
    method: 'POST',
    path: '/api/payments/sslcommerz/return/:outcome',
    access: 'public',
  },
  retry: { method: 'POST', path: '/api/orders/:id/payments', access: 'user' },
  orderPayments: { method: 'GET', path: '/api/admin/orders/:id/payments', access: 'admin' },
  refund: { method: 'POST', path: '/api/admin/orders/:id/refunds', access: 'admin' },
  settleRefund: {
    method: 'POST',
    path: '/api/admin/orders/:id/refunds/:refundId/settle',
    access: 'admin',
  },
  flagged: { method: 'GET', path: '/api/admin/payment-flags', access: 'admin' },
  rules: { method: 'GET', path: '/api/admin/payment-rules', access: 'admin' },
  saveRules: {
    method: 'PUT',
    path: '/api/admin/payment-rules',
    access: 'admin',
    setting: 'Payment rules',
  },
} as const satisfies Record<string, Route>;
