/**
 * The access matrix's entries for saved builds (see access-matrix.ts). A saved build is its
 * owner's alone: another customer, and staff too, are told there is no such build.
 */
import type { Expected } from './access-matrix-callers.ts';
import { signedIn } from './access-matrix-callers.ts';
import type { MatrixEntry } from './access-matrix.ts';

const ownerOnly = (ok: number): Expected => ({
  anonymous: 401,
  customer: ok,
  otherCustomer: 404,
  admin: 404,
});
const uniqueName = () => `Matrix build ${crypto.randomUUID().slice(0, 8)}`;

export const BUILD_ACCESS: Record<string, MatrixEntry> = {
  'GET /api/builds': {
    expected: signedIn(200),
    personal: true,
    request: () => ({ path: '/api/builds' }),
  },
  'POST /api/builds': {
    expected: signedIn(201),
    personal: true,
    request: () => ({ path: '/api/builds', json: { name: uniqueName(), parts: {} } }),
  },
  'PATCH /api/builds/:id': {
    expected: ownerOnly(200),
    personal: true,
    request: async (f) => ({
      path: `/api/builds/${await f.freshSavedBuildOfCustomer()}`,
      json: { name: uniqueName() },
    }),
  },
  'DELETE /api/builds/:id': {
    expected: ownerOnly(204),
    request: async (f) => ({ path: `/api/builds/${await f.freshSavedBuildOfCustomer()}` }),
  },
};
