import type { FastifyInstance } from 'fastify';
import { uniqueEmail } from '../../test/auth-test-helpers.ts';

// The two calls that take a display name, for the tests of the rules on names.

/** A password sign-up under this name (a fresh email each time). */
export const signUpNamed = (app: FastifyInstance, name: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { name, email: uniqueEmail('named'), password: 'correct horse battery' },
  });

/** The caller's profile renamed. */
export const renameProfile = (
  app: FastifyInstance,
  headers: Record<string, string>,
  name: string,
) => app.inject({ method: 'PATCH', url: '/api/me', headers, payload: { name } });
