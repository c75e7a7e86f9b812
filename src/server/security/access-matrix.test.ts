import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { allEndpoints } from '../../shared/api/registry.ts';
import { products } from '../db/schema.ts';
import { type SignedIn, signUpAs, signUpOwner, uniqueEmail } from '../test/auth-test-helpers.ts';
import { saveOrderLimits } from '../features/orders/index.ts';
import { createListeningApp, type ListeningApp } from '../test/listening-app.ts';
import {
  ACCESS_MATRIX,
  CALLERS,
  type CallerName,
  type MatrixEntry,
  type MatrixFixtures,
} from './access-matrix.ts';

const PASSWORD = 'correct horse battery';

let shop: ListeningApp;
let webDir: string;
let callers: Record<Exclude<CallerName, 'anonymous'>, SignedIn>;
let fixtures: MatrixFixtures;

beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'circuit-haat-web-'));
  await writeFile(join(webDir, 'index.html'), '<!doctype html><title>Shop</title><div id="app">');
  // The matrix places more orders a minute (spec orders and checkouts) than the default allows.
  shop = await createListeningApp({
    seeded: true,
    webDir,
    env: { ORDER_LIMIT_PER_USER_PER_MINUTE: '1000' },
  });
  const { app } = shop;
  const admin = await signUpOwner(app, shop.database.db);
  callers = {
    admin,
    customer: await signUpAs(app, { name: 'Nusrat Jahan' }),
    otherCustomer: await signUpAs(app, { name: 'Arif Hossain' }),
  };
  const login = await signUpAs(app, { name: 'Signs In Often' });

  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#246' } })
    .png()
    .toBuffer();
  const uploaded = await fetch(`${shop.baseUrl}/api/images`, {
    method: 'POST',
    headers: admin.headers,
    body: (() => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
      return form;
    })(),
  });
  const imagePath = ((await uploaded.json()) as { data: { url: string } }).data.url;

  const listed = await app.inject({ method: 'GET', url: '/api/product?pageSize=1' });
  const productId = listed.json<{ _id: string }[]>()[0]?._id as string;
  // Enough stock, and room under the hoarding limits, for every order the matrix places.
  await shop.database.db.update(products).set({ stock: 1000 }).where(eq(products.id, productId));
  await saveOrderLimits(shop.database.db, { perProduct: 1000, total: 1000 });

  fixtures = {
    customerEmail: callers.customer.user.email,
    adminEmail: admin.user.email,
    password: PASSWORD,
    productId,
    imagePath,
    png,
    loginEmail: login.user.email,
    unusedEmail: () => uniqueEmail('matrix'),
    async freshProductId() {
      const created = await app.inject({
        method: 'POST',
        url: '/api/products',
        headers: admin.headers,
        payload: {
          name: 'Fresh target',
          details: 'Made for one call.',
          price: 100,
          quantity: 5,
          image: imagePath,
        },
      });
      return created.json<{ insertedId: string }>().insertedId;
    },
    async freshPendingOrderOfCustomer() {
      const placed = await app.inject({
        method: 'POST',
        url: '/api/order',
        headers: callers.customer.headers,
        payload: { productId, quantity: 1, phone: '01812345678', address: 'Mirpur 10, Dhaka' },
      });
      return placed.json<{ insertedId: string }>().insertedId;
    },
    async freshAccountEmail() {
      return (await signUpAs(app, { name: 'Fresh Target' })).user.email;
    },
    async freshReviewId() {
      const posted = await app.inject({
        method: 'POST',
        url: '/api/reviews',
        headers: callers.customer.headers,
        payload: {
          productId: await fixtures.freshProductId(),
          phone: '01712345678',
          rating: 3,
          comment: 'Made for one call.',
        },
      });
      return posted.json<{ review: { _id: string } }>().review._id;
    },
    async freshDeletedProductId() {
      const id = await fixtures.freshProductId();
      await app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: admin.headers });
      return id;
    },
    async freshSavedBuildOfCustomer() {
      const saved = await app.inject({
        method: 'POST',
        url: '/api/builds',
        headers: callers.customer.headers,
        payload: { name: `Target ${crypto.randomUUID()}`, parts: {} },
      });
      return saved.json<{ _id: string }>()._id;
    },
  };
});

afterAll(async () => {
  await shop?.close();
  await rm(webDir, { recursive: true, force: true });
});

/** The matrix entry that covers a registered route; a HEAD route shares its GET's. */
function entryFor(method: string, url: string): MatrixEntry | undefined {
  return ACCESS_MATRIX[`${method === 'HEAD' ? 'GET' : method} ${url}`];
}

async function call(method: string, entry: MatrixEntry, caller: CallerName) {
  const request = await entry.request(fixtures, caller);
  const signedIn = caller === 'anonymous' ? undefined : callers[caller];
  const headers: Record<string, string> = { ...request.headers };
  if (signedIn) headers.authorization = `Bearer ${signedIn.token}`;
  if (signedIn && request.withCookie) headers.cookie = signedIn.cookie;
  let body: string | FormData | undefined;
  if (request.form) body = request.form;
  else if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  }
  const response = await fetch(`${shop.baseUrl}${request.path}`, {
    method,
    headers,
    body: method === 'HEAD' || method === 'GET' ? undefined : body,
    redirect: 'manual',
  });
  const text = await response.text();
  return { response, text, path: request.path };
}

describe('access matrix', () => {
  test('every route the server registered has an entry, and every entry a route', () => {
    const registered = shop.app.registeredRoutes;
    expect(registered.length).toBeGreaterThan(30);
    const missing = registered
      .filter((route) => !entryFor(route.method, route.url))
      .map((route) => `${route.method} ${route.url}`);
    expect(missing, 'routes without an entry in access-matrix.ts').toEqual([]);
    const keys = new Set(registered.map((route) => `${route.method} ${route.url}`));
    const stale = Object.keys(ACCESS_MATRIX).filter((key) => !keys.has(key));
    expect(stale, 'entries for routes the server does not register').toEqual([]);
  });

  test('the expected statuses agree with the access level each endpoint declares', () => {
    const problems: string[] = [];
    for (const endpoint of allEndpoints) {
      const key = `${endpoint.method} ${endpoint.path}`;
      const expected = ACCESS_MATRIX[key]?.expected;
      if (!expected) continue; // reported by the test above
      if (endpoint.access !== 'public' && expected.anonymous !== 401) {
        problems.push(
          `${key} is for signed-in callers, but anonymous expects ${expected.anonymous}`,
        );
      }
      if (endpoint.access === 'admin' && expected.customer !== 403) {
        problems.push(`${key} is for admins, but a customer expects ${expected.customer}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('anonymous, customer, other customer and admin get the expected status on every route, over HTTP', async () => {
    const problems: string[] = [];
    let calls = 0;
    for (const route of shop.app.registeredRoutes) {
      const entry = entryFor(route.method, route.url);
      if (!entry) continue; // reported by the test above
      for (const caller of CALLERS) {
        const { response, text, path } = await call(route.method, entry, caller);
        calls += 1;
        const where = `${route.method} ${route.url} (${path}) as ${caller}`;
        const expected = entry.expected[caller];
        if (response.status !== expected) {
          problems.push(
            `${where}: ${response.status}, expected ${expected}: ${text.slice(0, 160)}`,
          );
          continue;
        }
        if (response.status === 401 && route.method !== 'HEAD') {
          const message = (JSON.parse(text) as { message: string }).message;
          if (message !== 'Please sign in to continue.') problems.push(`${where}: "${message}"`);
        }
        const ok = response.status >= 200 && response.status < 300;
        const cacheControl = response.headers.get('cache-control') ?? '';
        if (ok && entry.personal && !cacheControl.includes('no-store')) {
          problems.push(`${where}: personal answer with Cache-Control "${cacheControl}"`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(calls).toBe(shop.app.registeredRoutes.length * CALLERS.length);
  }, 120_000);
});
