import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Product } from '../../../shared/schemas/product.ts';
import { inTransaction } from '../../db/transaction.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUpAs, signUpOwner, type SignedIn } from '../../test/auth-test-helpers.ts';
import { transition } from './index.ts';

// The database itself keeps every change of an order's status and payment status inside
// the order life's transition: a writer that goes around it is refused, not trusted.

let shop: TestApp;
let customer: SignedIn;
let orderId: string;

beforeAll(async () => {
  shop = await createTestApp({ seeded: true });
  await signUpOwner(shop.app, shop.database.db);
  customer = await signUpAs(shop.app, { name: 'Nusrat Jahan' });
  const listed = await shop.app.inject({ method: 'GET', url: '/api/product?pageSize=1' });
  const product = listed.json<Product[]>()[0] as Product;
  const placed = await shop.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: customer.headers,
    payload: {
      productId: product._id,
      quantity: 1,
      phone: '01712345678',
      address: 'House 12, Road 5, Dhanmondi, Dhaka',
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  orderId = placed.json<{ insertedId: string }>().insertedId;
});
afterAll(() => shop.close());

async function stateOf(id: string) {
  const { rows } = await shop.database.pool.query<{ status: string; payment_status: string }>(
    'select status, payment_status from orders where id = $1',
    [id],
  );
  return rows[0];
}

const REFUSED = /change only through the order life's transition/;

test('a raw update of an order’s status or payment status is refused with a clear error', async () => {
  await expect(
    shop.database.pool.query(`update orders set status = 'confirmed' where id = $1`, [orderId]),
  ).rejects.toThrow(REFUSED);
  await expect(
    shop.database.pool.query(`update orders set payment_status = 'paid' where id = $1`, [orderId]),
  ).rejects.toThrow(REFUSED);
  expect(await stateOf(orderId)).toEqual({ status: 'pending', payment_status: 'due' });
});

test('the setting does not outlive the transition: a raw update after it in the same transaction is refused', async () => {
  const actor = { role: 'admin', id: null, name: 'Staff' } as const;
  await expect(
    inTransaction(shop.database.pool, async (client) => {
      await transition(client, orderId, 'confirmed', { actor });
      await client.query(`update orders set status = 'delivered' where id = $1`, [orderId]);
    }),
  ).rejects.toThrow(REFUSED);
  // The whole transaction rolled back, the transition's move with it.
  expect(await stateOf(orderId)).toEqual({ status: 'pending', payment_status: 'due' });
});

test('the same move through transition is applied, with its timeline step', async () => {
  const actor = { role: 'admin', id: null, name: 'Staff' } as const;
  await inTransaction(shop.database.pool, (client) =>
    transition(client, orderId, 'confirmed', { actor }),
  );
  expect(await stateOf(orderId)).toEqual({ status: 'confirmed', payment_status: 'due' });
  const { rows } = await shop.database.pool.query<{ status: string }>(
    'select status from order_events where order_id = $1 order by event_no',
    [orderId],
  );
  expect(rows.map((row) => row.status)).toEqual(['pending', 'confirmed']);
});

test('other columns of an order are still written directly', async () => {
  await shop.database.pool.query(`update orders set note = 'Ring twice' where id = $1`, [orderId]);
  const { rows } = await shop.database.pool.query<{ note: string }>(
    'select note from orders where id = $1',
    [orderId],
  );
  expect(rows[0]?.note).toBe('Ring twice');
});

test('only a shipped order can be returned, and a confirmed order cannot be placed again: 409s that change nothing', async () => {
  const actor = { role: 'admin', id: null, name: 'Staff' } as const;
  const attempt = (event: 'returned' | 'placed') =>
    inTransaction(shop.database.pool, (client) => transition(client, orderId, event, { actor }));
  await expect(attempt('returned')).rejects.toMatchObject({
    statusCode: 409,
    message: 'An order that is confirmed cannot become returned.',
  });
  await expect(attempt('placed')).rejects.toMatchObject({
    statusCode: 409,
    message: 'An order that is confirmed cannot become pending.',
  });
  expect(await stateOf(orderId)).toEqual({ status: 'confirmed', payment_status: 'due' });
});
