import type { Route } from '../endpoint.ts';

// A signed-in person's own profile (no zod; see catalogue.ts). Its own file so a page loads only the
// route tables it calls: a table shared with the dashboard puts all of it in the first load.

export const profileRoutes = {
  me: { method: 'GET', path: '/api/me', access: 'user' },
  update: { method: 'PATCH', path: '/api/me', access: 'user' },
  changePassword: {
    method: 'POST',
    path: '/api/me/password',
    access: 'user',
    catalogueUnchanged: true,
  },
  resendVerification: {
    method: 'POST',
    path: '/api/me/email-verification',
    access: 'user',
    catalogueUnchanged: true,
  },
  /** Sign-in methods an account adds to the one it has (decision 091). */
  addEmail: { method: 'POST', path: '/api/me/email', access: 'user', catalogueUnchanged: true },
  setPassword: {
    method: 'PUT',
    path: '/api/me/password',
    access: 'user',
    catalogueUnchanged: true,
  },
  requestPhoneCode: {
    method: 'POST',
    path: '/api/me/phone',
    access: 'user',
    catalogueUnchanged: true,
  },
  addPhone: { method: 'PUT', path: '/api/me/phone', access: 'user', catalogueUnchanged: true },
} as const satisfies Record<string, Route>;
