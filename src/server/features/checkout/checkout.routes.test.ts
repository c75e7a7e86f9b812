import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Cart } from '../../../shared/schemas/cart.ts';
import type { CheckoutResult, CheckoutShort } from '../../../shared/schemas/checkout.ts';
import type { TestApp } from '../../test/test-app.ts';
import { signUpAs, type SignedIn } from '../../test/auth-test-helpers.ts';
import {
  call,
  checkoutAs,
  checkoutBody,
  ledgerProblems,
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

describe('POST /api/checkout', () => {
  test('orders the whole cart at the database’s prices, with delivery, and empties the cart', async () => {
    await fillCart(customer, [
      [0, 2],
      [1, 1],
      [2, 1],
    ]);
    const answer = await checkoutAs(shop, customer, checkoutBody());
    expect(answer.statusCode).toBe(201);
    const result = answer.json<CheckoutResult>();
    const subtotal = 2 * product(0).price + product(1).price + product(2).price;
    // Rajshahi is Outside Dhaka: Tk 150 for home delivery, + Tk 20 for each kg above the first.
    expect(result).toMatchObject({
      status: 'pending',
      subtotal,
      deliveryCharge: 150 + 20 * 3,
      total: subtotal + 210,
      payment: { method: 'cod', status: 'due' },
    });
    expect(result.orderNumber).toMatch(/^CH-\d{6}$/);
    expect(result.lines).toEqual([
      {
        productId: product(0)._id,
        name: product(0).name,
        image: product(0).image,
        unitPrice: product(0).price,
        quantity: 2,
        lineTotal: 2 * product(0).price,
      },
      expect.objectContaining({ productId: product(1)._id, quantity: 1 }),
      expect.objectContaining({ productId: product(2)._id, quantity: 1 }),
    ]);
    expect(await stocksOf(shop, ids())).toEqual({
      [product(0)._id]: 8,
      [product(1)._id]: 9,
      [product(2)._id]: 9,
    });
    expect((await call(shop, customer, 'GET', '/api/cart')).json<Cart>().items).toEqual([]);
    const { rows } = await shop.database.pool.query(
      `select product_id as "productId", change, reason from stock_ledger
        where order_id = $1 order by product_id`,
      [result.orderId],
    );
    expect(rows).toEqual(
      [
        { productId: product(0)._id, change: -2, reason: 'order' },
        { productId: product(1)._id, change: -1, reason: 'order' },
        { productId: product(2)._id, change: -1, reason: 'order' },
      ].sort((a, b) => a.productId.localeCompare(b.productId)),
    );
    expect(await ledgerProblems(shop)).toEqual([]);
  });

  test('ignores prices, totals and charges sent by the client', async () => {
    const answer = await checkoutAs(
      shop,
      customer,
      checkoutBody({
        items: [{ productId: product(0)._id, quantity: 1, price: 1, unitPrice: 1 }],
        deliveryCharge: 0,
        subtotal: 1,
        total: 1,
      }),
    );
    expect(answer.statusCode).toBe(201);
    expect(answer.json<CheckoutResult>()).toMatchObject({
      subtotal: product(0).price,
      deliveryCharge: 150,
      total: product(0).price + 150,
      lines: [expect.objectContaining({ unitPrice: product(0).price })],
    });
  });

  test('only the ordered products leave the cart', async () => {
    await fillCart(customer, [
      [0, 1],
      [1, 1],
    ]);
    const body = checkoutBody({ items: [{ productId: product(1)._id, quantity: 1 }] });
    expect((await checkoutAs(shop, customer, body)).statusCode).toBe(201);
    const cart = (await call(shop, customer, 'GET', '/api/cart')).json<Cart>();
    expect(cart.items.map((item) => item.productId)).toEqual([product(0)._id]);
  });

  test('all or nothing: one short line is a 409 naming it, and nothing changes', async () => {
    await setStock(shop, { [product(1)._id]: 1 });
    await fillCart(customer, [
      [0, 1],
      [1, 1],
      [2, 1],
    ]);
    await setStock(shop, { [product(1)._id]: 0, [product(2)._id]: 2 });
    const before = { stock: await stocksOf(shop, ids()), orders: await orderCount() };
    const body = checkoutBody({
      items: [
        { productId: product(0)._id, quantity: 1 },
        { productId: product(1)._id, quantity: 1 },
        { productId: product(2)._id, quantity: 3 },
      ],
    });
    const answer = await checkoutAs(shop, customer, body);
    expect(answer.statusCode).toBe(409);
    const refusal = answer.json<CheckoutShort>();
    expect(refusal.lines).toEqual(
      expect.arrayContaining([
        { productId: product(1)._id, name: product(1).name, available: 0 },
        { productId: product(2)._id, name: product(2).name, available: 2 },
      ]),
    );
    expect(refusal.lines).toHaveLength(2);
    expect(refusal.message).toContain(product(1).name);
    expect(await stocksOf(shop, ids())).toEqual(before.stock);
    expect(await orderCount()).toBe(before.orders);
    expect((await call(shop, customer, 'GET', '/api/cart')).json<Cart>().items).toHaveLength(3);
  });

  test('the same key answers the same order, once; another body with it is a 422', async () => {
    const key = randomUUID();
    const body = checkoutBody({ items: [{ productId: product(0)._id, quantity: 2 }] });
    const first = await checkoutAs(shop, customer, body, key);
    const again = await checkoutAs(shop, customer, body, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await stocksOf(shop, [product(0)._id]))[product(0)._id]).toBe(8);
    const other = checkoutBody({ items: [{ productId: product(0)._id, quantity: 1 }] });
    const reused = await checkoutAs(shop, customer, other, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json<{ message: string }>().message).toContain('Idempotency-Key');
    expect((await stocksOf(shop, [product(0)._id]))[product(0)._id]).toBe(8);
  });

  test('ten parallel requests with one key make one order', async () => {
    const key = randomUUID();
    const before = await orderCount();
    const body = checkoutBody({ items: [{ productId: product(1)._id, quantity: 1 }] });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => checkoutAs(shop, customer, body, key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.json<CheckoutResult>().orderId)).size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
    expect((await stocksOf(shop, [product(1)._id]))[product(1)._id]).toBe(9);
  });

  test('a key older than 24 hours is free again: it makes a new order, then answers that one', async () => {
    const key = randomUUID();
    const body = checkoutBody({ items: [{ productId: product(3)._id, quantity: 1 }] });
    const first = await checkoutAs(shop, customer, body, key);
    await shop.database.pool.query(
      `update checkout_keys set created_at = now() - interval '25 hours' where key = $1`,
      [key],
    );
    const other = checkoutBody({ items: [{ productId: product(3)._id, quantity: 2 }] });
    const fresh = await checkoutAs(shop, customer, other, key);
    expect(fresh.statusCode).toBe(201);
    expect(fresh.headers['idempotent-replayed']).toBeUndefined();
    expect(fresh.json<CheckoutResult>().orderId).not.toBe(first.json<CheckoutResult>().orderId);
    const again = await checkoutAs(shop, customer, other, key);
    expect(again.json<CheckoutResult>().orderId).toBe(fresh.json<CheckoutResult>().orderId);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  test('a key is the customer’s own: another customer’s same key makes their own order', async () => {
    const key = randomUUID();
    const other = await signUpAs(shop.app, { name: 'Other Key' });
    const body = checkoutBody({ items: [{ productId: product(2)._id, quantity: 1 }] });
    const mine = await checkoutAs(shop, customer, body, key);
    const theirs = await checkoutAs(shop, other, body, key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json<CheckoutResult>().orderId).not.toBe(mine.json<CheckoutResult>().orderId);
  });
});

describe('delivery at checkout', () => {
  const one = () => [{ productId: product(0)._id, quantity: 1 }];

  test('Inside Dhaka home delivery is Tk 80; express there is Tk 200', async () => {
    const dhaka = { district: 'Dhaka', area: 'Dhanmondi', line: 'Road 5' };
    const home = await checkoutAs(shop, customer, checkoutBody({ items: one(), address: dhaka }));
    expect(home.json<CheckoutResult>().deliveryCharge).toBe(80);
    const express = await checkoutAs(
      shop,
      customer,
      checkoutBody({ items: one(), address: dhaka, deliveryMethod: 'express' }),
    );
    expect(express.json<CheckoutResult>().deliveryCharge).toBe(200);
  });

  test('Dhaka suburbs are Tk 110, named in Bangla too', async () => {
    const gazipur = { district: 'গাজীপুর', area: 'Tongi', line: 'Station Road' };
    const answer = await checkoutAs(
      shop,
      customer,
      checkoutBody({ items: one(), address: gazipur }),
    );
    expect(answer.statusCode).toBe(201);
    expect(answer.json<CheckoutResult>().deliveryCharge).toBe(110);
  });
});
