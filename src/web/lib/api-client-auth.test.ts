import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { productRoutes, reviewRoutes } from '../../shared/api/routes/catalogue.ts';
import { orderRoutes } from '../../shared/api/routes/shop.ts';
import { apiCall } from './api-client.ts';
import { clearToken, onSessionRejected, setSignedInEmail } from './auth-store.ts';

// The api client's part in sign-in: the bearer header, renewing a token that ran out, and the rule
// for 401/403 (docs/product.md#signing-out) on the visitor's own data. The network is replaced by a
// recorded list of answers; everything else is the real code.

const token = (exp: number, iat = exp - 900) =>
  ['header', btoa(JSON.stringify({ exp, iat })), 'signature'].join('.');
const now = () => Math.floor(Date.now() / 1000);

let calls: { url: string; init: RequestInit }[];
let answers: Response[];
let rejected: number;

beforeEach(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
    },
  });
  calls = [];
  answers = [];
  rejected = 0;
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const answer = answers.shift();
    if (!answer) throw new Error(`Unexpected request to ${url}`);
    return Promise.resolve(answer);
  });
  onSessionRejected(() => (rejected += 1));
});
afterEach(() => {
  setSignedInEmail(null);
  clearToken();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const authorization = (i: number) => new Headers(calls[i]?.init.headers).get('Authorization');

describe('the api client with a signed-in visitor', () => {
  test('fetches a token for the visitor and sends it as a bearer header', async () => {
    setSignedInEmail('rahim@example.com');
    const fresh = token(now() + 900);
    answers.push(json(200, { token: fresh }), json(200, []));
    await apiCall(productRoutes.list);
    expect(calls[0]?.url).toBe('/api/user/rahim%40example.com');
    expect(calls[0]?.init.method).toBe('PUT');
    expect(calls[1]?.url).toBe('/api/product');
    expect(authorization(1)).toBe(`Bearer ${fresh}`);
    expect(window.localStorage.getItem('accessToken')).toBe(fresh);
  });

  test('on a 401 renews the token once and retries', async () => {
    setSignedInEmail('rahim@example.com');
    const first = token(now() + 900);
    const second = token(now() + 901);
    answers.push(
      json(200, { token: first }),
      json(401, { message: 'Please sign in to continue.' }),
      json(200, { token: second }),
      json(200, { ok: true }),
    );
    const order = { productId: 'p', quantity: 1, phone: '01712345678', address: 'Dhaka' };
    expect(await apiCall(orderRoutes.place, { body: order })).toEqual({ ok: true });
    expect(authorization(3)).toBe(`Bearer ${second}`);
    expect(rejected).toBe(0);
  });

  test.each([
    ['/api/my-orders?email=a%40b.co', orderRoutes.mine],
    ['/api/my-products?email=a%40b.co', productRoutes.mine],
    ['/api/review?email=a%40b.co', reviewRoutes.mine],
  ] as const)('a 401 or 403 from %s signs the visitor out', async (path, route) => {
    setSignedInEmail('rahim@example.com');
    answers.push(json(200, { token: token(now() + 900) }), json(403, { message: 'No.' }));
    await expect(apiCall(route, { query: { email: 'a@b.co' } })).rejects.toMatchObject({
      statusCode: 403,
    });
    expect(calls[1]?.url).toBe(path);
    expect(rejected).toBe(1);
  });

  test('a 403 from anywhere else does not', async () => {
    setSignedInEmail('rahim@example.com');
    answers.push(json(200, { token: token(now() + 900) }), json(403, { message: 'No.' }));
    await expect(apiCall(reviewRoutes.list)).rejects.toMatchObject({ statusCode: 403 });
    expect(rejected).toBe(0);
  });
});

describe('the api client with nobody signed in', () => {
  test('sends no authorization header', async () => {
    answers.push(json(200, []));
    await apiCall(productRoutes.list);
    expect(authorization(0)).toBeNull();
  });
});
