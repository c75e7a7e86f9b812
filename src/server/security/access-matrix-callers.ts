import type { CallerName } from './access-matrix.ts';

// The statuses each kind of caller gets, by the shape of an endpoint's access: one owner for the
// access matrix's files.

export type Expected = Record<CallerName, number>;

export const everyone = (status: number): Expected => ({
  anonymous: status,
  customer: status,
  otherCustomer: status,
  admin: status,
});
export const signedIn = (ok: number): Expected => ({
  anonymous: 401,
  customer: ok,
  otherCustomer: ok,
  admin: ok,
});
export const selfOrAdmin = (ok: number): Expected => ({
  anonymous: 401,
  customer: ok,
  otherCustomer: 403,
  admin: ok,
});
export const adminOnly = (ok: number): Expected => ({
  anonymous: 401,
  customer: 403,
  otherCustomer: 403,
  admin: ok,
});
