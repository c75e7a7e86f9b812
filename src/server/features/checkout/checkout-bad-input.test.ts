import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { CheckoutShort } from '../../../shared/schemas/checkout.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { SignedIn } from '../../test/auth-test-helpers.ts';
import {
  call,
  checkoutAs,
  checkoutBody,
  setStock,
  stocksOf,
} from '../../test/checkout-test-helpers.ts';
import { startCheckoutShop, type CheckoutShop } from '../../test/checkout-test-shop.ts';

let world: CheckoutShop;
let shop: TestApp;
let customer: SignedIn;

beforeAll(async () => {
  world = await startCheckoutShop();
  ({ shop, customer } = world);
});
afterAll(() => shop.close());
beforeEach(() => world.restock());

const product = (i: number) => world.product(i);
const ids = () => world.ids();
const fillCart = (as: SignedIn, lines: [number, number][]) => world.fillCart(as, lines);
const orderCount = () => world.orderCount();

describe('bad checkouts change nothing', () => {
  const cases: [string, () => Record<string, unknown>, number, string][] = [
    [
      'an unknown district',
      () => checkoutBody({ address: { district: 'Atlantis', area: 'x', line: 'y' } }),
      400,
      'address.district',
    ],
    [
      'express outside Dhaka',
      () => checkoutBody({ deliveryMethod: 'express' }),
      400,
      'deliveryMethod',
    ],
    [
      'pickup without a point',
      () => checkoutBody({ deliveryMethod: 'pickup' }),
      400,
      'pickupPointId',
    ],
    [
      'quantity 0',
      () => checkoutBody({ items: [{ productId: product(0)._id, quantity: 0 }] }),
      400,
      'quantity',
    ],
    [
      'quantity 11',
      () => checkoutBody({ items: [{ productId: product(0)._id, quantity: 11 }] }),
      400,
      'quantity',
    ],
    [
      'quantity 1.5',
      () => checkoutBody({ items: [{ productId: product(0)._id, quantity: 1.5 }] }),
      400,
      'quantity',
    ],
    [
      'quantity "2"',
      () => checkoutBody({ items: [{ productId: product(0)._id, quantity: '2' }] }),
      400,
      'quantity',
    ],
    [
      'an unknown product',
      () => checkoutBody({ items: [{ productId: randomUUID(), quantity: 1 }] }),
      404,
      'Not sold',
    ],
    ['no payment method', () => checkoutBody({ paymentMethod: undefined }), 400, 'paymentMethod'],
    [
      'a bad phone',
      () => checkoutBody({ contact: { name: 'A', phone: '12345' } }),
      400,
      'contact.phone',
    ],
  ];

  test.each(cases)('%s is a %i naming it', async (_what, body, status, named) => {
    await fillCart(customer, [[0, 1]]);
    const before = { stock: await stocksOf(shop, ids()), orders: await orderCount() };
    const answer = await checkoutAs(shop, customer, body());
    expect(answer.statusCode).toBe(status);
    expect(answer.json<{ message: string }>().message).toContain(named);
    expect(await stocksOf(shop, ids())).toEqual(before.stock);
    expect(await orderCount()).toBe(before.orders);
  });

  test('an empty cart is a 400 naming items', async () => {
    await call(shop, customer, 'DELETE', '/api/cart');
    const answer = await checkoutAs(shop, customer, checkoutBody());
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toContain('items');
  });

  test('a line over stock is a 409 naming the product', async () => {
    const body = checkoutBody({ items: [{ productId: product(0)._id, quantity: 10 }] });
    await setStock(shop, { [product(0)._id]: 9 });
    const answer = await checkoutAs(shop, customer, body);
    expect(answer.statusCode).toBe(409);
    const refusal = answer.json<CheckoutShort>();
    expect(refusal.lines).toEqual([
      { productId: product(0)._id, name: product(0).name, available: 9 },
    ]);
    expect(refusal.message).toContain(`${product(0).name} (9 left)`);
  });

  test('a removed product is a 404, and the rest is not ordered either', async () => {
    const removed = product(3);
    await shop.database.pool.query('update products set deleted_at = now() where id = $1', [
      removed._id,
    ]);
    const before = await orderCount();
    const body = checkoutBody({
      items: [
        { productId: product(0)._id, quantity: 1 },
        { productId: removed._id, quantity: 1 },
      ],
    });
    const answer = await checkoutAs(shop, customer, body);
    expect(answer.statusCode).toBe(404);
    expect(answer.json<{ message: string }>().message).toContain(removed._id);
    expect(await orderCount()).toBe(before);
  });

  test('a missing Idempotency-Key is a 400 naming the header', async () => {
    const answer = await checkoutAs(shop, customer, checkoutBody(), null);
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toContain('Idempotency-Key');
  });

  test('a visitor must sign in', async () => {
    const answer = await shop.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { 'idempotency-key': randomUUID() },
      payload: checkoutBody(),
    });
    expect(answer.statusCode).toBe(401);
  });
});
