import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Product } from '../../shared/schemas/product.ts';
import { signUpOwner, type SignedIn } from '../features/auth/auth-test-helpers.ts';
import { createListeningApp, type ListeningApp } from '../test/listening-app.ts';
import { testWebBuild, withinASecond } from './test-web-build.ts';

// A kept page is answered in front of the framework, like the catalogue's answers; that
// is seen only over real HTTP.

let shop: ListeningApp;
let admin: SignedIn;
let reachedFramework = 0;
const askedOfFramework: string[] = [];
let product: Product;

beforeAll(async () => {
  shop = await createListeningApp({
    seeded: true,
    webDir: await testWebBuild(),
    prepare: (app) =>
      app.addHook('onRequest', async (request) => {
        reachedFramework += 1;
        askedOfFramework.push(request.url);
      }),
  });
  admin = await signUpOwner(shop.app, shop.database.db);
  const [first] = (await (
    await fetch(`${shop.baseUrl}/api/product?pageSize=1`)
  ).json()) as Product[];
  product = first!;
});
afterAll(() => shop?.close());

const get = (path: string) =>
  fetch(`${shop.baseUrl}${path}`, { headers: { 'accept-encoding': 'identity' } });

test('a kept page is repeated, headers and bytes, without running the framework again', async () => {
  const path = `/products/${product._id}`;
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

test('a change to the product reaches the page within a second; 404 pages are never replayed', async () => {
  const path = `/products/${product._id}`;
  await get(path);
  const price = product.price + 77;
  const edit = await fetch(`${shop.baseUrl}/api/products/${product._id}`, {
    method: 'PATCH',
    headers: { ...admin.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ price }),
  });
  expect(edit.status).toBe(200);
  await withinASecond(async () => {
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
  const answer = await get(`/products/${product._id}?from=settings-test`);
  expect(answer.status).toBe(200);
  expect(await answer.text()).toContain('Circuit Haat');
  expect(askedOfFramework.some((url) => url.startsWith(`/api/product/${product._id}`))).toBe(true);
  expect(askedOfFramework.filter((url) => url.startsWith('/api/shop'))).toEqual([]);
});
