import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signUpAs, type SignedIn } from '../test/auth-test-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { CROSS_ORIGIN_REFUSED } from './same-origin.ts';

const PUBLIC_URL = 'https://shop.example';
let shop: TestApp;
let customer: SignedIn;

beforeAll(async () => {
  shop = await createTestApp({ env: { PUBLIC_URL } });
  customer = await signUpAs(shop.app);
});
afterAll(() => shop.close());

const cookieName = () => customer.cookie.split('=')[0] as string;
const sessionAlive = async (cookie: string) =>
  (await shop.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json<{
    user: unknown;
  }>().user !== null;

function logout(headers: Record<string, string>) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: { cookie: customer.cookie, 'content-type': 'text/plain', ...headers },
    payload: 'x',
  });
}

describe('calls that act on the identity cookie', () => {
  test('a cross-origin text/plain post to logout gets a 403 and the session lives on', async () => {
    const forged = await logout({ origin: 'https://evil.example' });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe(CROSS_ORIGIN_REFUSED);
    expect(forged.headers['set-cookie']).toBeUndefined();
    expect(await sessionAlive(customer.cookie)).toBe(true);
  });

  test.each([
    ['a Referer from another site', { referer: 'https://evil.example/page' }],
    ['Origin "null" (a sandboxed page)', { origin: 'null' }],
    ['a look-alike origin', { origin: 'https://shop.example.evil.example' }],
    ['another scheme', { origin: 'http://shop.example' }],
  ])('%s is refused too', async (_what, headers) => {
    expect((await logout(headers)).statusCode).toBe(403);
    expect(await sessionAlive(customer.cookie)).toBe(true);
  });

  test('sign-in, sign-up and the token exchange from another site are refused', async () => {
    const origin = { origin: 'https://evil.example' };
    const login = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: origin,
      payload: { email: customer.user.email, password: 'correct horse battery' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.cookies.some((c) => c.name === cookieName())).toBe(false);
    const signup = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: origin,
      payload: { name: 'Planted', email: 'planted@example.com', password: 'correct horse' },
    });
    expect(signup.statusCode).toBe(403);
    const exchange = await shop.app.inject({
      method: 'PUT',
      url: `/api/user/${encodeURIComponent(customer.user.email)}`,
      headers: { ...origin, cookie: customer.cookie },
    });
    expect(exchange.statusCode).toBe(403);
  });

  test("the shop's own origin (PUBLIC_URL, or the request's host) and header-less clients pass", async () => {
    const exchange = (headers: Record<string, string>) =>
      shop.app.inject({
        method: 'PUT',
        url: `/api/user/${encodeURIComponent(customer.user.email)}`,
        headers: { cookie: customer.cookie, ...headers },
      });
    expect((await exchange({ origin: PUBLIC_URL })).statusCode).toBe(200);
    expect((await exchange({ referer: `${PUBLIC_URL}/dashboard` })).statusCode).toBe(200);
    expect(
      (await exchange({ host: 'localhost:5173', origin: 'http://localhost:5173' })).statusCode,
    ).toBe(200);
    expect((await exchange({})).statusCode).toBe(200);

    const own = await logout({ origin: PUBLIC_URL });
    expect(own.statusCode).toBe(204);
    expect(await sessionAlive(customer.cookie)).toBe(false);
  });
});
