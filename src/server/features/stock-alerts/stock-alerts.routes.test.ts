import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Product } from '../../../shared/schemas/product.ts';
import { call, setStock } from '../../test/checkout-test-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Back-in-stock alerts as asked for: an out-of-stock product takes a phone or an email once
// per contact; everything else is refused and keeps nothing (their notices: notices/).

let shop: TestApp;
let products: Product[];

beforeAll(async () => {
  shop = await createTestApp({ seeded: true });
  products = (await call(shop, undefined, 'GET', '/api/product?pageSize=6')).json<Product[]>();
});
afterAll(() => shop.close());

let client = 0;
/** Each request from its own address unless told, so the per-address limit is tested alone. */
const ask = (product: Product, body: object, remoteAddress = `10.0.0.${++client}`) =>
  shop.app.inject({
    method: 'POST',
    url: `/api/products/${product._id}/stock-alerts`,
    payload: body,
    remoteAddress,
  });

const waitingOf = async (productId: string) =>
  (
    await shop.database.pool.query<{ contact: string }>(
      `select contact from stock_alerts
        where product_id = $1 and notified_at is null and stopped_at is null order by contact`,
      [productId],
    )
  ).rows.map((row) => row.contact);

describe('POST /api/products/:id/stock-alerts', () => {
  test('an out-of-stock product takes a phone or an email, once per contact', async () => {
    const product = products[0]!;
    await setStock(shop, { [product._id]: 0 });
    const first = await ask(product, { phone: '+880 1712-000001' });
    expect(first.statusCode, first.body).toBe(201);
    const again = await ask(product, { phone: '01712000001' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((await ask(product, { email: 'Rahim@Example.com ' })).statusCode).toBe(201);
    expect(await waitingOf(product._id)).toEqual(['01712000001', 'rahim@example.com']);
  });

  test('an in-stock product is 409, an unknown one 404, a bad contact 400, and nothing is kept', async () => {
    const product = products[1]!;
    await setStock(shop, { [product._id]: 4 });
    const inStock = await ask(product, { phone: '01712000002' });
    expect(inStock.statusCode).toBe(409);
    expect(inStock.json<{ message: string }>().message).toContain('is in stock');
    const unknown = await shop.app.inject({
      method: 'POST',
      url: '/api/products/00000000-0000-4000-8000-000000000000/stock-alerts',
      payload: { phone: '01712000002' },
    });
    expect(unknown.statusCode).toBe(404);
    await setStock(shop, { [product._id]: 0 });
    for (const body of [
      { phone: '0123' },
      { email: 'not-an-email' },
      {},
      { phone: '01712000002', email: 'both@example.com' },
    ]) {
      const refused = await ask(product, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await waitingOf(product._id)).toEqual([]);
  });

  test('too many requests for one phone are 429 with Retry-After', async () => {
    const product = products[2]!;
    await setStock(shop, { [product._id]: 0 });
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await ask(product, { phone: '01712000003' }));
    expect(answers.slice(0, 10).map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    expect(answers[10]?.statusCode).toBe(429);
    expect(Number(answers[10]?.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('too many requests from one address are 429', async () => {
    const product = products[2]!;
    const statuses = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (await ask(product, { phone: `0171300${String(i).padStart(4, '0')}` }, '10.9.9.9'))
          .statusCode,
      );
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
  });
});
