import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';
import { registerAccessControl, type AuthUser } from './access.ts';
import { registerErrorHandling } from './errors.ts';

const customer: AuthUser = {
  id: 'u1',
  email: 'c@example.com',
  name: 'C',
  role: 'customer',
  sessionId: 's1',
};
const admin: AuthUser = { ...customer, id: 'u2', role: 'admin' };
const owner: AuthUser = { ...customer, id: 'u3', role: 'owner' };

function appWith(caller: AuthUser | undefined) {
  const app = Fastify();
  registerErrorHandling(app);
  registerAccessControl(app, async () => caller);
  return app;
}

describe('route access control', () => {
  test('a route that declares no access level stops the server from starting', async () => {
    const app = appWith(undefined);
    expect(() => app.get('/api/forgotten', async () => 'secret')).toThrow(
      /declares no access level/,
    );
    await app.close();
  });

  test.each([
    ['public', undefined, 200],
    ['user', undefined, 401],
    ['user', customer, 200],
    ['admin', undefined, 401],
    ['admin', customer, 403],
    ['admin', admin, 200],
    // The owner is everything an admin is.
    ['admin', owner, 200],
  ] as const)('a %s route called by %o answers %i', async (access, caller, status) => {
    const app = appWith(caller);
    app.get('/api/thing', { config: { access } }, async (request) => ({ who: request.user?.id }));
    const response = await app.inject({ method: 'GET', url: '/api/thing' });
    expect(response.statusCode).toBe(status);
    if (status === 200 && caller) expect(response.json()).toEqual({ who: caller.id });
    await app.close();
  });
});
