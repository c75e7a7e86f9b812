import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { sessionCookieOf, signUpAs, tokenFor, type SignedIn } from '../test/auth-test-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Sign-out and a password change revoke tokens at once, on every instance: a token
 * names the session it came from, and the session is looked up on every request
 * (only the signature check is remembered in memory).
 */
let shop: TestApp;
let other: FastifyInstance;
const password = 'correct horse battery';

beforeAll(async () => {
  shop = await createTestApp();
  // A second instance on the same database, with its own memory of verified tokens.
  other = await buildApp({
    config: loadConfig({ NODE_ENV: 'test' }),
    database: shop.database,
    webDir: '/nonexistent-web-build',
  });
});
afterAll(async () => {
  await other.close();
  await shop.close();
});

const me = (app: FastifyInstance, who: { headers: Record<string, string> }) =>
  app.inject({ method: 'GET', url: '/api/me', headers: who.headers });

/** Signs the same account in once more, as from another device: a session and token of its own. */
async function anotherDevice(account: SignedIn): Promise<SignedIn> {
  const login = await shop.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: account.user.email, password },
    remoteAddress: '10.1.2.3',
  });
  expect(login.statusCode).toBe(200);
  const cookie = sessionCookieOf(login);
  const token = await tokenFor(shop.app, account.user.email, cookie);
  return { ...account, cookie, token, headers: { authorization: `Bearer ${token}` } };
}

describe('sign-out', () => {
  test("revokes that session's tokens at once on every instance, and only that session's", async () => {
    const phone = await signUpAs(shop.app, { password });
    const laptop = await anotherDevice(phone);
    // Both instances have seen (and remembered as genuine) the phone's token.
    expect((await me(shop.app, phone)).statusCode).toBe(200);
    expect((await me(other, phone)).statusCode).toBe(200);

    const out = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: phone.cookie },
    });
    expect(out.statusCode).toBe(204);
    expect((await me(shop.app, phone)).statusCode).toBe(401);
    expect((await me(other, phone)).statusCode).toBe(401);
    expect((await me(other, laptop)).statusCode).toBe(200);
  });
});

describe('a password change', () => {
  test('ends every other session and its tokens; the current one stays usable', async () => {
    const phone = await signUpAs(shop.app, { password });
    const laptop = await anotherDevice(phone);
    expect((await me(other, laptop)).statusCode).toBe(200);

    const changed = await shop.app.inject({
      method: 'POST',
      url: '/api/me/password',
      headers: phone.headers,
      payload: { currentPassword: password, newPassword: 'a brand new password' },
    });
    expect(changed.statusCode).toBe(204);

    expect((await me(other, laptop)).statusCode).toBe(401);
    const laptopToken = await shop.app.inject({
      method: 'PUT',
      url: `/api/user/${encodeURIComponent(phone.user.email)}`,
      headers: { cookie: laptop.cookie },
    });
    expect(laptopToken.statusCode).toBe(401);

    expect((await me(other, phone)).statusCode).toBe(200);
    const fresh = await tokenFor(shop.app, phone.user.email, phone.cookie);
    expect((await me(other, { headers: { authorization: `Bearer ${fresh}` } })).statusCode).toBe(
      200,
    );
  });
});
