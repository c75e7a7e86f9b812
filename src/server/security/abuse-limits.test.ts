import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../config.ts';
import { images, orders, products } from '../db/schema.ts';
import { type SignedIn, signUpAs } from '../test/auth-test-helpers.ts';
import { createListeningApp, type ListeningApp } from '../test/listening-app.ts';

/**
 * Abuse limits over real HTTP. Sign-in guessing and sign-up floods are covered in
 * features/auth/auth-limits.test.ts; here: order floods by one customer, and the
 * request body and upload size limits.
 */
const LIMIT = 3;
let shop: ListeningApp;
let productId: string;

beforeAll(async () => {
  shop = await createListeningApp({
    seeded: true,
    env: { ORDER_LIMIT_PER_USER_PER_MINUTE: String(LIMIT) },
  });
  const listed = await shop.app.inject({ method: 'GET', url: '/api/product?pageSize=1' });
  productId = listed.json<{ _id: string }[]>()[0]?._id as string;
  await shop.database.db.update(products).set({ stock: 1000 }).where(eq(products.id, productId));
});
afterAll(() => shop?.close());

function placeOrder(customer: SignedIn) {
  return fetch(`${shop.baseUrl}/api/order`, {
    method: 'POST',
    headers: { ...customer.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ productId, quantity: 1, phone: '01712345678', address: 'Dhaka' }),
  });
}

async function ordersOf(customer: SignedIn): Promise<number> {
  const [row] = await shop.database.db
    .select({ n: count() })
    .from(orders)
    .where(eq(orders.userId, customer.user._id));
  return row?.n ?? 0;
}

async function stock(): Promise<number> {
  const [row] = await shop.database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return row?.stock ?? NaN;
}

describe('order floods', () => {
  test('one customer gets the configured orders a minute, then a 429 with Retry-After that takes nothing', async () => {
    const customer = await signUpAs(shop.app);
    for (let i = 0; i < LIMIT; i++) expect((await placeOrder(customer)).status).toBe(201);
    const stockBefore = await stock();

    const refused = await placeOrder(customer);
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    const body = (await refused.json()) as { message: string };
    expect(body.message).toMatch(/orders in the last minute/);
    expect(body.message).toContain(`${wait} second`);
    expect(await ordersOf(customer)).toBe(LIMIT);
    expect(await stock()).toBe(stockBefore);

    // Another customer is not held back by the first one's flood.
    expect((await placeOrder(await signUpAs(shop.app))).status).toBe(201);
  });

  test('a burst of parallel orders cannot slip past the limit', async () => {
    const customer = await signUpAs(shop.app);
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () => placeOrder(customer).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10 - LIMIT);
    expect(await ordersOf(customer)).toBe(LIMIT);
  });

  test('the limit is 10 a minute unless ORDER_LIMIT_PER_USER_PER_MINUTE says otherwise', () => {
    expect(loadConfig({}).ORDER_LIMIT_PER_USER_PER_MINUTE).toBe(10);
    expect(
      loadConfig({ ORDER_LIMIT_PER_USER_PER_MINUTE: '25' }).ORDER_LIMIT_PER_USER_PER_MINUTE,
    ).toBe(25);
    expect(() => loadConfig({ ORDER_LIMIT_PER_USER_PER_MINUTE: '0' })).toThrow(
      /ORDER_LIMIT_PER_USER_PER_MINUTE/,
    );
  });
});

describe('size limits', () => {
  test('a JSON body over 64 KB gets a 413 with a clear message and changes nothing', async () => {
    const customer = await signUpAs(shop.app);
    const response = await fetch(`${shop.baseUrl}/api/order`, {
      method: 'POST',
      headers: { ...customer.headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        productId,
        quantity: 1,
        phone: '01712345678',
        address: 'x'.repeat(70 * 1024),
      }),
    });
    expect(response.status).toBe(413);
    const body = (await response.json()) as { statusCode: number; message: string };
    expect(body.statusCode).toBe(413);
    expect(body.message).toBe('The request is too large: at most 64 KB is accepted.');
    expect(await ordersOf(customer)).toBe(0);
  });

  test('an upload over 5 MB gets a 413 with a clear message and stores nothing', async () => {
    const customer = await signUpAs(shop.app);
    const [before] = await shop.database.db.select({ n: count() }).from(images);
    const form = new FormData();
    const big = new Uint8Array(6 * 1024 * 1024).fill(7);
    form.append('image', new Blob([big], { type: 'image/png' }), 'huge.png');
    const response = await fetch(`${shop.baseUrl}/api/images`, {
      method: 'POST',
      headers: customer.headers,
      body: form,
    });
    expect(response.status).toBe(413);
    const body = (await response.json()) as { message: string };
    expect(body.message).toBe('This picture is larger than 5 MB. Please upload a smaller one.');
    const [after] = await shop.database.db.select({ n: count() }).from(images);
    expect(after?.n).toBe(before?.n);
  });
});
