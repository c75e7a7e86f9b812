/**
 * The access matrix's entries for sign-in, accounts and the shop's own settings (see
 * access-matrix.ts): who may sign up, sign in, read and change accounts, make or remove
 * admins, and change what the shop says about itself.
 */
import { DEFAULT_SHOP_SETTINGS } from '../../shared/shop-defaults.ts';
import type { MatrixEntry } from './access-matrix.ts';
import { adminOnly, everyone, selfOrAdmin, signedIn } from './access-matrix-callers.ts';

const q = encodeURIComponent;
let phones = 0;
/** A phone no account has, new for each call: the code limits count per phone. */
const matrixPhone = () => `0199${String(10_000_000 + ++phones).slice(1)}`;

export const ACCOUNT_ACCESS: Record<string, MatrixEntry> = {
  // The identity provider: public, it answers by its session cookie, not the token.
  'POST /api/auth/signup': {
    expected: everyone(201),
    personal: true,
    request: (f) => ({
      path: '/api/auth/signup',
      json: { name: 'Matrix Sign-up', email: f.unusedEmail(), password: f.password },
    }),
  },
  'POST /api/auth/phone-account': {
    // The SMS code is asked for by default: nobody gets an account from a phone alone.
    expected: everyone(403),
    request: () => ({
      path: '/api/auth/phone-account',
      json: { name: 'Matrix Phone', phone: '01911999999' },
    }),
  },
  'POST /api/auth/login': {
    expected: everyone(200),
    personal: true,
    request: (f) => ({
      path: '/api/auth/login',
      json: { email: f.loginEmail, password: f.password },
    }),
  },
  'POST /api/auth/password-reset': {
    expected: everyone(202),
    request: (f) => ({ path: '/api/auth/password-reset', json: { email: f.unusedEmail() } }),
  },
  'POST /api/auth/password-reset/confirm': {
    // Nobody holds a live link here: a made-up token is refused the same for everyone.
    expected: everyone(400),
    request: (f) => ({
      path: '/api/auth/password-reset/confirm',
      json: { token: 'not-a-real-reset-token', password: f.password },
    }),
  },
  'POST /api/auth/verify-email': {
    // Nobody holds a live link here: a made-up token is refused the same for everyone.
    expected: everyone(400),
    request: () => ({
      path: '/api/auth/verify-email',
      json: { token: 'not-a-real-verification-token' },
    }),
  },
  // Sign-in by SMS code: public; without SMS configured the code goes to the log.
  'POST /api/auth/otp/request': {
    expected: everyone(202),
    request: () => ({
      path: '/api/auth/otp/request',
      json: { phone: '01799000046', purpose: 'sign-in' },
    }),
  },
  'POST /api/auth/otp/verify': {
    // Nobody holds a live code for this phone: a made-up code is refused the same for everyone.
    expected: everyone(400),
    request: () => ({
      path: '/api/auth/otp/verify',
      json: { phone: '01799000047', code: '123456', name: 'Matrix Phone' },
    }),
  },
  'GET /api/admin/phone-code-setting': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/admin/phone-code-setting' }),
  },
  'PUT /api/admin/phone-code-setting': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/admin/phone-code-setting', json: { hourlyCap: 200 } }),
  },
  'POST /api/auth/logout': {
    expected: everyone(204),
    request: () => ({ path: '/api/auth/logout' }),
  },
  'GET /api/auth/session': {
    expected: everyone(200),
    personal: true,
    request: () => ({ path: '/api/auth/session', withCookie: true }),
  },
  // Google is not configured in this shop, so both answer 404 to everyone; with it
  // configured they are public redirects (google.routes.test.ts).
  'GET /api/auth/google': {
    expected: everyone(404),
    request: () => ({ path: '/api/auth/google' }),
  },
  'GET /api/auth/google/callback': {
    expected: everyone(404),
    request: () => ({ path: '/api/auth/google/callback' }),
  },
  'PUT /api/user/:email': {
    // The token exchange: the customer's own session gets a token for the customer's
    // email; anyone else's session gets a 403, no session a 401.
    expected: { anonymous: 401, customer: 200, otherCustomer: 403, admin: 403 },
    personal: true,
    request: (f) => ({ path: `/api/user/${q(f.customerEmail)}`, json: {}, withCookie: true }),
  },

  // Accounts
  'GET /api/admin/:email': {
    expected: selfOrAdmin(200),
    personal: true,
    request: (f) => ({ path: `/api/admin/${q(f.customerEmail)}` }),
  },
  'GET /api/user': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/user' }),
  },
  'PUT /api/user/admin/:email': {
    expected: adminOnly(200),
    personal: true,
    request: async (f) => ({ path: `/api/user/admin/${q(await f.freshAccountEmail())}` }),
  },
  'DELETE /api/user/admin/:email': {
    // The owner takes admin from an account; a fresh customer's answer is modifiedCount 0.
    expected: adminOnly(200),
    personal: true,
    request: async (f) => ({ path: `/api/user/admin/${q(await f.freshAccountEmail())}` }),
  },
  'GET /api/admin/activity': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/admin/activity' }),
  },
  'DELETE /api/userDelete/:email': {
    expected: adminOnly(200),
    personal: true,
    request: async (f) => ({ path: `/api/userDelete/${q(await f.freshAccountEmail())}` }),
  },
  'GET /api/me': { expected: signedIn(200), personal: true, request: () => ({ path: '/api/me' }) },
  'PATCH /api/me': {
    expected: signedIn(200),
    personal: true,
    request: (_f, caller) => ({ path: '/api/me', json: { name: `Renamed ${caller}` } }),
  },
  'POST /api/me/password': {
    expected: { anonymous: 401, customer: 204, otherCustomer: 204, admin: 204 },
    request: (f) => ({
      path: '/api/me/password',
      json: { currentPassword: f.password, newPassword: f.password },
    }),
  },
  'POST /api/me/email-verification': {
    // Every matrix account signed up with a password, so none is verified yet.
    expected: signedIn(202),
    request: () => ({ path: '/api/me/email-verification' }),
  },
  // Adding a sign-in method (decision 091): every matrix account has an email and a password.
  'POST /api/me/email': {
    expected: signedIn(409),
    request: (f) => ({ path: '/api/me/email', json: { email: f.unusedEmail() } }),
  },
  'PUT /api/me/password': {
    expected: signedIn(409),
    request: () => ({ path: '/api/me/password', json: { newPassword: 'x'.repeat(12) } }),
  },
  'POST /api/me/phone': {
    // Sends a code to a phone nobody has, once per caller.
    expected: signedIn(202),
    request: () => ({ path: '/api/me/phone', json: { phone: matrixPhone() } }),
  },
  'PUT /api/me/phone': {
    // No code was sent to this phone: the code is refused (400) after the caller is known.
    expected: signedIn(400),
    request: () => ({ path: '/api/me/phone', json: { phone: matrixPhone(), code: '123456' } }),
  },
  'GET /api/dashboard/overview': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/dashboard/overview' }),
  },

  // The shop's settings and its demo data
  'GET /api/shop': { expected: everyone(200), request: () => ({ path: '/api/shop' }) },
  'PUT /api/shop': {
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/shop', json: DEFAULT_SHOP_SETTINGS }),
  },
  'POST /api/admin/demo-data/remove': {
    // The matrix's admin is the owner; another admin gets a 403 (demo-data.routes.test.ts).
    // The matrix's product has orders by then, so it is kept for them.
    expected: adminOnly(200),
    personal: true,
    request: () => ({ path: '/api/admin/demo-data/remove' }),
  },
};
