import type { Route } from '../endpoint.ts';

// Where each endpoint lives and who may call it (no zod; see catalogue.ts).

export const noticeRoutes = {
  list: { method: 'GET', path: '/api/admin/notices', access: 'admin' },
  resend: { method: 'POST', path: '/api/admin/notices/:id/resend', access: 'admin' },
  settings: { method: 'GET', path: '/api/admin/notice-settings', access: 'admin' },
  saveSettings: {
    method: 'PUT',
    path: '/api/admin/notice-settings',
    access: 'admin',
    setting: 'Order notices',
    catalogueUnchanged: true,
  },
  /** Anyone with the order's number and phone; rate limited per IP. */
  track: { method: 'POST', path: '/api/track', access: 'public', catalogueUnchanged: true },
} as const satisfies Record<string, Route>;
