import type { Route } from '../endpoint.ts';

// Where each endpoint lives and who may call it (no zod; see catalogue.ts).

export const authRoutes = {
  signUp: { method: 'POST', path: '/api/auth/signup', access: 'public', catalogueUnchanged: true },
  signIn: { method: 'POST', path: '/api/auth/login', access: 'public', catalogueUnchanged: true },
  signOut: {
    method: 'POST',
    path: '/api/auth/logout',
    access: 'public',
    sessionCookie: true,
    catalogueUnchanged: true,
  },
  session: { method: 'GET', path: '/api/auth/session', access: 'public', sessionCookie: true },
  /** A visitor paying online while the owner has the checkout code off (decision 084). */
  phoneAccount: {
    method: 'POST',
    path: '/api/auth/phone-account',
    access: 'public',
    catalogueUnchanged: true,
  },
  googleStart: { method: 'GET', path: '/api/auth/google', access: 'public' },
  googleCallback: { method: 'GET', path: '/api/auth/google/callback', access: 'public' },
  passwordReset: {
    method: 'POST',
    path: '/api/auth/password-reset',
    access: 'public',
    catalogueUnchanged: true,
  },
  passwordResetConfirm: {
    method: 'POST',
    path: '/api/auth/password-reset/confirm',
    access: 'public',
  },
  /** Sign-in by SMS code (decision 082). */
  requestCode: {
    method: 'POST',
    path: '/api/auth/otp/request',
    access: 'public',
    catalogueUnchanged: true,
  },
  verifyCode: {
    method: 'POST',
    path: '/api/auth/otp/verify',
    access: 'public',
    catalogueUnchanged: true,
  },
  /** The owner's shop-wide hourly cap on code SMS (decision 082). */
  phoneCodeSetting: { method: 'GET', path: '/api/admin/phone-code-setting', access: 'admin' },
  savePhoneCodeSetting: {
    method: 'PUT',
    path: '/api/admin/phone-code-setting',
    access: 'admin',
    setting: 'Sign-in code SMS cap',
    catalogueUnchanged: true,
  },
  /** Public: the mailed link may be opened in a browser that is not signed in. */
  verifyEmail: {
    method: 'POST',
    path: '/api/auth/verify-email',
    access: 'public',
    catalogueUnchanged: true,
  },
} as const satisfies Record<string, Route>;

export const userRoutes = {
  /** Public as far as bearer tokens go: this is where a token comes from. */
  issueToken: {
    method: 'PUT',
    path: '/api/user/:email',
    access: 'public',
    sessionCookie: true,
    catalogueUnchanged: true,
  },
  isAdmin: { method: 'GET', path: '/api/admin/:email', access: 'user' },
  list: { method: 'GET', path: '/api/user', access: 'admin' },
  makeAdmin: { method: 'PUT', path: '/api/user/admin/:email', access: 'admin' },
  removeAdmin: { method: 'DELETE', path: '/api/user/admin/:email', access: 'admin' },
  remove: { method: 'DELETE', path: '/api/userDelete/:email', access: 'admin' },
} as const satisfies Record<string, Route>;
