import { afterAll, beforeAll, expect, test } from 'vitest';
import { ledgerProblems } from '../../test/checkout-test-helpers.ts';
import {
  checkoutOnline,
  holdRunsOut,
  ledgerOf,
  secondPool,
  startPaymentShop,
  stockOf,
  visit,
  type PaymentShop,
  sweepOnce,
} from '../../test/payment-test-helpers.ts';

// Two instances of the shop on one database, each sweeping at the same moment: every
// unpaid order is cancelled once and its stock comes back once.

let shop: PaymentShop;
beforeAll(async () => {
  shop = await startPaymentShop();
});
afterAll(() => shop.close());

test('two instances sweeping at once release each unpaid order’s stock exactly once', async () => {
  const before = [await stockOf(shop, 0), await stockOf(shop, 1)];
  const orders = [];
  for (let i = 0; i < 6; i++) {
    const placed = await checkoutOnline(shop, i % 2 ? 'bkash' : 'sslcommerz', {
      product: i % 2,
      quantity: 2,
    });
    orders.push(placed.orderId);
  }
  // One of them is paid before its hold runs out: it must survive the sweep.
  const paid = await checkoutOnline(shop, 'bkash', { product: 0 });
  const callback = shop.bkash.customer(
    String(paid.payment.redirectUrl).split('/').pop() as string,
    'pay',
  );
  expect((await visit(shop, callback)).location).toContain('payment=paid');
  for (const id of [...orders, paid.orderId]) await holdRunsOut(shop, id);

  // Each instance has its own gateways (and bKash token) and its own connections.
  const other = secondPool(shop);
  try {
    const instances = [() => sweepOnce(shop), () => sweepOnce(shop, other)];
    await Promise.all([...instances, ...instances].map((sweep) => sweep()));
  } finally {
    await other.end();
  }
  for (const id of orders) {
    const reasons = (await ledgerOf(shop, id)).map((entry) => entry.reason);
    expect(reasons, id).toEqual(['order', 'payment-expired']);
  }
  expect([await stockOf(shop, 0), await stockOf(shop, 1)]).toEqual([
    (before[0] as number) - 1,
    before[1],
  ]);
  const { rows } = await shop.database.pool.query<{ status: string; payment_status: string }>(
    'select status, payment_status from orders where id = $1',
    [paid.orderId],
  );
  expect(rows[0]).toEqual({ status: 'pending', payment_status: 'paid' });
  const { rows: events } = await shop.database.pool.query<{ n: number }>(
    `select count(*)::int as n from order_events where order_id = any($1::uuid[]) and status = 'cancelled'`,
    [orders],
  );
  expect(events[0]?.n).toBe(orders.length);
  expect(await ledgerProblems(shop)).toEqual([]);
});
