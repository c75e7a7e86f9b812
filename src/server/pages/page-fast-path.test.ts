import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Product } from '../../shared/schemas/product.ts';
import { signUpOwner, type SignedIn } from '../test/auth-test-helpers.ts';
import { createListeningApp, type ListeningApp } from '../test/listening-app.ts';
import { KEEPING_CACHE_LIMITS } from '../test/test-app.ts';
import { eventually } from '../test/eventually.ts';
import { testWebBuild } from './test-web-build.ts';

// A kept page is answered in front of the framework, like the catalogue's answers; that
// is seen only over real HTTP.

let shop: ListeningApp;
let admin: SignedIn;
let reachedFramework = 0;
const askedOfFramework: string[] = [];
let product: Product;
let another: Product;

beforeAll(async () => {
  shop = await createListeningApp({
    seeded: true,
    webDir: await testWebBuild(),
    cacheLimits: KEEPING_CACHE_LIMITS,
    prepare: (app) =>
      app.addHook('onRequest', async (request) => {
        reachedFramework += 1;
        askedOfFramework.push(request.url);
      }),
  });
  admin = await signUpOwner(shop.app, shop.database.db);
  const [first, second] = (await (
    await fetch(`${shop.baseUrl}/api/product?pageSize=2`)
  ).json()) as Product[];
  product = first!;
  another = second!;
});
afterAll(() => shop?.close());

const get = (path: string) =>
  fetch(`${shop.baseUrl}${path}`, { headers: { 'accept-encoding': 'identity' } });

test('a kept page is repeated, headers and bytes, without running the framework again', async () => {
  const path = `/products/${product.slug}`;
  const first = await get(path);
  const firstBody = await first.text();
  expect(first.status).toBe(200);
  const before = reachedFramework;
  const second = await get(path);
  expect(await second.text()).toBe(firstBody);
  expect(reachedFramework).toBe(before);
  for (const header of ['content-type', 'etag', 'content-security-policy', 'cache-control']) {
    expect(second.headers.get(header), header).toBe(first.headers.get(header));
  }
});

test('a change to the product reaches the page; 404 pages are never replayed', async () => {
  const path = `/products/${product.slug}`;
  await get(path);
  const price = product.price + 77;
  const edit = await fetch(`${shop.baseUrl}/api/products/${product._id}`, {
    method: 'PATCH',
    headers: { ...admin.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ price }),
  });
  expect(edit.status).toBe(200);
  await eventually(async () => {
    expect(await (await get(path)).text()).toContain(`"price":${price}`);
  });
  await get('/no-such-page');
  const before = reachedFramework;
  expect((await get('/no-such-page')).status).toBe(404);
  // Rendered again (with the in-process calls its render makes), never replayed.
  expect(reachedFramework).toBeGreaterThan(before);
});

test("a render asks its own API for the page's data only: the shop's settings are in memory", async () => {
  askedOfFramework.length = 0;
  const answer = await get(`/products/${another.slug}`);
  expect(answer.status).toBe(200);
  expect(await answer.text()).toContain('Circuit Haat');
  expect(askedOfFramework.some((url) => url.startsWith(`/api/product/${another.slug}`))).toBe(true);
  expect(askedOfFramework.filter((url) => url.startsWith('/api/shop'))).toEqual([]);
});

/**
 * Whether a request with fresh junk parameters is ever answered as `kept` says, trying
 * again while it is not: the cache serves nothing while its change check is overdue (a
 * loaded machine), and a page kept again after that is a new render, so one try could meet
 * either moment. Each try's junk is new, so only a cache that leaves junk out can answer one
 * from what an earlier request left.
 */
async function someJunkRequestIsKept(
  ask: (junk: string) => Promise<void>,
  kept: () => boolean,
): Promise<boolean> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    await ask(`utm_source=try-${attempt}&fbclid=${attempt}x`);
    if (kept()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

test('junk query parameters are the same kept page: answered in front of the framework', async () => {
  expect((await get('/products?category=cpu&utm_source=mail')).status).toBe(200);
  let before = reachedFramework;
  let withJunk = '';
  let without = '';
  const kept = await someJunkRequestIsKept(
    async (junk) => {
      before = reachedFramework;
      withJunk = await (await get(`/products?${junk}&category=cpu&x`)).text();
      without = await (await get('/products?category=cpu')).text();
    },
    // Both answered from one kept page: the framework never ran, and the bytes are the same.
    () => reachedFramework === before && withJunk === without,
  );
  expect(kept).toBe(true);
  expect(withJunk).toContain('<option value="cpu" selected="">');
  // A parameter the page reads is another page.
  const other = await get('/products?category=gpu&utm_source=mail');
  expect(await other.text()).not.toBe(without);
  expect(reachedFramework).toBeGreaterThan(before);
});

test('through the framework too, junk parameters find the page rendered before: no new render', async () => {
  // A cookie keeps a request off the fast path; the page is the same for everyone.
  const withCookie = (path: string) =>
    fetch(`${shop.baseUrl}${path}`, { headers: { 'accept-encoding': 'identity', cookie: 'x=1' } });
  expect((await withCookie('/products?category=monitor&q=LG&utm_campaign=1')).status).toBe(200);
  let withJunk = '';
  let without = '';
  const kept = await someJunkRequestIsKept(
    async (junk) => {
      askedOfFramework.length = 0;
      withJunk = await (await withCookie(`/products?${junk}&category=monitor&q=LG`)).text();
      without = await (await withCookie('/products?category=monitor&q=LG')).text();
    },
    // Only the two pages were asked for (a render would have asked the API for the product
    // list), and they are the same bytes.
    () => askedOfFramework.length === 2 && withJunk === without,
  );
  expect(kept).toBe(true);
  expect(withJunk).toContain('value="LG"');
  const searched = await withCookie('/products?category=monitor&q=Dell&ref=x');
  expect(await searched.text()).toContain('value="Dell"');
  expect(askedOfFramework.some((url) => url.startsWith('/api/product?'))).toBe(true);
});
