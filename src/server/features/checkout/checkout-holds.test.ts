import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import type { HoldRefusal } from '../../../shared/schemas/checkout.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUpAs, signUpOwner, type SignedIn } from '../../test/auth-test-helpers.ts';
import {
  call,
  checkoutAs,
  checkoutBody,
  setStock,
  stocksOf,
} from '../../test/checkout-test-helpers.ts';

// Hold limits at checkout with the shop's defaults (5 of one product, 40 units in all awaiting
// confirmation; decision 039): a whole-PC order goes through, and a refusal is a declared 409
// naming the product and its limit, never a 500.

let shop: TestApp;
let admin: SignedIn;
let catalogue: Product[];

beforeAll(async () => {
  shop = await createTestApp({ seeded: true, env: { ORDER_LIMIT_PER_USER_PER_MINUTE: '1000' } });
  admin = await signUpOwner(shop.app, shop.database.db);
  catalogue = (await call(shop, undefined, 'GET', '/api/product?pageSize=10')).json<Product[]>();
});
afterAll(() => shop.close());

beforeEach(async () => {
  await setStock(shop, Object.fromEntries(catalogue.map((p) => [p._id, 20])));
});

const product = (i: number) => catalogue[i] as Product;

function order(as: SignedIn, lines: [number, number][]) {
  const items = lines.map(([i, quantity]) => ({ productId: product(i)._id, quantity }));
  return checkoutAs(shop, as, checkoutBody({ items }));
}

async function ordersOf(customer: SignedIn) {
  const { rows } = await shop.database.pool.query<{ n: number }>(
    'select count(*)::int as n from orders where user_id = $1',
    [customer.user._id],
  );
  return rows[0]?.n;
}

test('a line of 4 of one product is ordered', async () => {
  const customer = await signUpAs(shop.app);
  const answer = await order(customer, [[0, 4]]);
  expect(answer.statusCode, answer.body).toBe(201);
  expect(answer.json().lines).toEqual([expect.objectContaining({ quantity: 4 })]);
});

test('six lines of 2 (a build and its spares) are ordered', async () => {
  const customer = await signUpAs(shop.app);
  const answer = await order(
    customer,
    [0, 1, 2, 3, 4, 5].map((i) => [i, 2]),
  );
  expect(answer.statusCode, answer.body).toBe(201);
  expect(answer.json().lines).toHaveLength(6);
});

test('past the shop’s limit of 5 for one product: a 409 naming the product and the limit; nothing is ordered', async () => {
  const customer = await signUpAs(shop.app);
  expect((await order(customer, [[0, 3]])).statusCode).toBe(201);
  const before = await stocksOf(shop, [product(0)._id, product(1)._id]);
  const refused = await order(customer, [
    [1, 1],
    [0, 3],
  ]);
  expect(refused.statusCode, refused.body).toBe(409);
  expect(refused.json<HoldRefusal>()).toEqual({
    statusCode: 409,
    error: 'Conflict',
    message: `${product(0).name}: at most 5 per customer until the shop confirms the orders; you already have 3 in orders awaiting confirmation, and this order asks for 3. Nothing was ordered: lower the quantity, or wait for the shop to confirm your orders (or cancel one) before ordering more.`,
    lines: [{ productId: product(0)._id, limit: 5 }],
  });
  expect(await stocksOf(shop, [product(0)._id, product(1)._id])).toEqual(before);
  expect(await ordersOf(customer)).toBe(1);
});

test('the owner’s limit for one product replaces the shop’s, lower or higher, until it is cleared', async () => {
  const customer = await signUpAs(shop.app);
  const scarce = product(6);
  const set = async (holdLimit: number | null) => {
    const saved = await call(shop, admin, 'PATCH', `/api/products/${scarce._id}`, { holdLimit });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().holdLimit).toBe(holdLimit);
  };
  await set(2);
  const refused = await order(customer, [[6, 3]]);
  expect(refused.statusCode, refused.body).toBe(409);
  expect(refused.json<HoldRefusal>().lines).toEqual([{ productId: scarce._id, limit: 2 }]);
  expect(refused.json<HoldRefusal>().message).toMatch(
    new RegExp(`^${scarce.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: at most 2 per customer`),
  );
  await set(8);
  expect((await order(customer, [[6, 7]])).statusCode).toBe(201);
  await set(null);
  expect((await order(customer, [[6, 1]])).json<HoldRefusal>().lines).toEqual([
    { productId: scarce._id, limit: 5 },
  ]);
});

test('the owner’s limit refuses bad values with a 400 and keeps the old one', async () => {
  const id = product(7)._id;
  for (const holdLimit of [0, 1.5, '3', 100_001]) {
    const refused = await call(shop, admin, 'PATCH', `/api/products/${id}`, { holdLimit });
    expect(refused.statusCode, String(holdLimit)).toBe(400);
    expect(refused.json().issues).toHaveProperty('holdLimit');
  }
  const shown = await call(shop, undefined, 'GET', `/api/product/${id}`);
  expect(shown.json().holdLimit).toBeNull();
});

test('past 40 units in all awaiting confirmation: a 409 with the limit in the message and no lines', async () => {
  const customer = await signUpAs(shop.app);
  const eight = [0, 1, 2, 3, 4, 5, 7, 8].map((i): [number, number] => [i, 5]);
  const first = await order(customer, eight);
  expect(first.statusCode, first.body).toBe(201);
  const refused = await order(customer, [[9, 1]]);
  expect(refused.statusCode, refused.body).toBe(409);
  expect(refused.json<HoldRefusal>()).toEqual({
    statusCode: 409,
    error: 'Conflict',
    message:
      'At most 40 units in all per customer until the shop confirms the orders; you already have 40 in orders awaiting confirmation, and this order asks for 1. Nothing was ordered: lower the quantity, or wait for the shop to confirm your orders (or cancel one) before ordering more.',
    lines: [],
  });
  expect(await ordersOf(customer)).toBe(1);
});

test('a product repeated in items is refused with a 400, so limits cannot be split across lines', async () => {
  const customer = await signUpAs(shop.app);
  const before = await stocksOf(shop, [product(0)._id]);
  const refused = await order(customer, [
    [0, 3],
    [0, 3],
    [0, 3],
  ]);
  expect(refused.statusCode, refused.body).toBe(400);
  expect(refused.json().message).toBe(
    'Invalid body: items: items lists a product more than once: send one line per product with the whole quantity',
  );
  expect(await stocksOf(shop, [product(0)._id])).toEqual(before);
  expect(await ordersOf(customer)).toBe(0);
});
