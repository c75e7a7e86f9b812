import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { CheckoutResult } from '../../../shared/schemas/checkout.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { SignedIn } from '../../test/auth-test-helpers.ts';
import { startCheckoutKeySweeper, sweepExpiredCheckoutKeys } from './checkout-key-sweeper.ts';
import { checkoutAs, checkoutBody } from '../../test/checkout-test-helpers.ts';
import { startCheckoutShop, type CheckoutShop } from '../../test/checkout-test-shop.ts';
import { eventually } from '../../test/eventually.ts';

// Checkout keys past their 24 hours are swept away; a key still alive keeps answering
// its order, and sweeps on several instances at once remove each key once.

let world: CheckoutShop;
let shop: TestApp;
let customer: SignedIn;

beforeAll(async () => {
  world = await startCheckoutShop();
  ({ shop, customer } = world);
});
afterAll(() => shop.close());

/** Keys of the customer's, written as if claimed `hoursAgo` hours ago. */
async function keysClaimed(count: number, hoursAgo: number): Promise<string[]> {
  const keys = Array.from({ length: count }, () => randomUUID());
  await shop.database.pool.query(
    `insert into checkout_keys (user_id, key, body_hash, created_at)
     select u.id, k, 'hash', now() - make_interval(hours => $3)
       from users u, unnest($2::text[]) k where u.email = $1`,
    [customer.user.email, keys, hoursAgo],
  );
  return keys;
}

async function stillKept(keys: string[]): Promise<number> {
  const { rows } = await shop.database.pool.query<{ n: number }>(
    'select count(*)::int as n from checkout_keys where key = any($1)',
    [keys],
  );
  return rows[0]?.n ?? NaN;
}

test('expired keys go, batch after batch; a live key still answers its order', async () => {
  await world.restock();
  await world.fillCart(customer, [[0, 1]]);
  const live = randomUUID();
  const first = await checkoutAs(shop, customer, checkoutBody(), live);
  expect(first.statusCode).toBe(201);
  const expired = await keysClaimed(25, 25);
  const young = await keysClaimed(3, 23);

  expect(await sweepExpiredCheckoutKeys(shop.database.pool, 10)).toBe(25);
  expect(await stillKept(expired)).toBe(0);
  expect(await stillKept([...young, live])).toBe(4);

  const replay = await checkoutAs(shop, customer, checkoutBody(), live);
  expect(replay.statusCode).toBe(201);
  expect(replay.json<CheckoutResult>().orderNumber).toBe(first.json<CheckoutResult>().orderNumber);
});

test('sweeps on several instances at once remove each expired key once', async () => {
  const expired = await keysClaimed(40, 30);
  const removed = await Promise.all(
    Array.from({ length: 4 }, () => sweepExpiredCheckoutKeys(shop.database.pool, 7)),
  );
  expect(removed.reduce((sum, n) => sum + n, 0)).toBe(40);
  expect(await stillKept(expired)).toBe(0);
});

test('the background sweeper runs on its interval, logs what it removed, and stops', async () => {
  await keysClaimed(2, 48);
  const logged: string[] = [];
  const log = { info: (m: string) => logged.push(m), error: (m: string) => logged.push(m) };
  const sweeper = startCheckoutKeySweeper(shop.database.pool, log, 20);
  await eventually(() => expect(logged.length).toBeGreaterThan(0));
  await sweeper.stop();
  expect(logged).toEqual(['Removed 2 expired checkout keys']);
});
