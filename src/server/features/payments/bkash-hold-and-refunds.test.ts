import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  callsTo,
  checkoutOnline,
  holdRunsOut,
  ledgerOf,
  orderOf,
  paymentsOf,
  startPaymentShop,
  stockOf,
  visit,
  type PaymentShop,
  pressOnBkash,
  sweepOnce,
} from '../../test/payment-test-helpers.ts';
import { formatTk } from '../../../shared/money.ts';

// bKash against its simulator over real HTTP, after the payment: refunds, and the stock an
// unpaid order holds (released once; a late success leaves it released, flagged for refund).

let shop: PaymentShop;
beforeAll(async () => {
  shop = await startPaymentShop();
});
afterAll(() => shop.close());

const press = (redirectUrl: string | undefined, button: 'pay' | 'fail' | 'cancel') =>
  pressOnBkash(shop, redirectUrl, button);
const sweep = () => sweepOnce(shop);

describe('refunds through bKash', () => {
  test('partial, then above what is left (400, bKash not asked), then the rest', async () => {
    const placed = await checkoutOnline(shop, 'bkash');
    await visit(shop, await press(placed.payment.redirectUrl, 'pay'));
    const refund = (amount: number, as = shop.admin) =>
      shop.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${placed.orderId}/refunds`,
        headers: as.headers,
        payload: { amount, reason: 'Customer returned it' },
      });
    expect((await refund(100, shop.customer)).statusCode).toBe(403);
    const partial = await refund(100);
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json().payments[0]).toMatchObject({ status: 'paid', refunded: 100 });
    const refunds = callsTo(shop.bkash, '/refund');
    const above = await refund(placed.total);
    expect(above.statusCode).toBe(400);
    expect(above.json().message).toContain(`at most ${formatTk(placed.total - 100)}`);
    expect(callsTo(shop.bkash, '/refund')).toBe(refunds);
    const rest = await refund(placed.total - 100);
    expect(rest.json().payments[0]).toMatchObject({ status: 'refunded', refunded: placed.total });
    const refunded = await orderOf(shop, placed.orderId);
    expect(refunded.payment.status).toBe('refunded');
    // The timeline speaks the shop's Taka, and the payment adds to the pending step.
    expect(refunded.events.map((event) => event.note).filter(Boolean)).toContain(
      `Refunded ${formatTk(placed.total - 100)} (all of it): Customer returned it`,
    );
    expect(refunded.events.map((event) => event.note)).toContain(
      `Refunded Tk 100 (${formatTk(100)} of ${formatTk(placed.total)} so far): Customer returned it`,
    );
    expect(
      refunded.events.filter((event) => !event.continues).map((event) => event.status),
    ).toEqual(['pending']);
    expect((await refund(1)).statusCode).toBe(409);
    // Each of the two refunds is told once by email and once by SMS; the refused ones never.
    const { rows: told } = await shop.database.pool.query<{ key: string }>(
      `select key from notices where order_id = $1 and event = 'payment-refunded' order by key`,
      [placed.orderId],
    );
    expect(told.map((notice) => notice.key.slice(placed.orderId.length))).toEqual([
      ':payment-refunded#2:email',
      ':payment-refunded#2:sms',
      ':payment-refunded:email',
      ':payment-refunded:sms',
    ]);
  });
});

describe('the stock hold', () => {
  test('a customer who closes the tab: the order is cancelled and its stock returned once', async () => {
    const before = await stockOf(shop);
    const placed = await checkoutOnline(shop, 'bkash', { quantity: 2 });
    expect(await stockOf(shop)).toBe((before as number) - 2);
    await holdRunsOut(shop, placed.orderId);
    await sweep();
    await sweep();
    const order = await orderOf(shop, placed.orderId);
    expect(order.status).toBe('cancelled');
    expect(order.payment.status).toBe('void');
    expect(order.events.at(-1)?.note).toContain('Not paid in time');
    expect(await stockOf(shop)).toBe(before);
    expect((await ledgerOf(shop, placed.orderId)).map((l) => [l.reason, l.change])).toEqual([
      ['order', -2],
      ['payment-expired', 2],
    ]);
    expect((await paymentsOf(shop, placed.orderId)).payments[0]?.status).toBe('expired');
  });

  test('staff cannot move an unpaid online order on, so its hold still runs out', async () => {
    const placed = await checkoutOnline(shop, 'bkash');
    const confirm = () =>
      shop.app.inject({
        method: 'PATCH',
        url: `/api/orders/${placed.orderId}`,
        headers: shop.admin.headers,
        payload: { status: 'confirmed' },
      });
    const refused = await confirm();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('waiting for its online payment');
    const waiting = await orderOf(shop, placed.orderId);
    expect([waiting.status, waiting.events.length]).toEqual(['pending', 1]);
    await holdRunsOut(shop, placed.orderId);
    await sweep();
    expect((await orderOf(shop, placed.orderId)).status).toBe('cancelled');

    const paid = await checkoutOnline(shop, 'bkash');
    await visit(shop, await press(paid.payment.redirectUrl, 'pay'));
    const confirmed = await shop.app.inject({
      method: 'PATCH',
      url: `/api/orders/${paid.orderId}`,
      headers: shop.admin.headers,
      payload: { status: 'confirmed' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().status).toBe('confirmed');
  });

  test('a success after the release leaves the order cancelled, its money flagged for refund', async () => {
    const placed = await checkoutOnline(shop, 'bkash', { product: 1 });
    await holdRunsOut(shop, placed.orderId);
    await sweep();
    expect((await orderOf(shop, placed.orderId)).status).toBe('cancelled');
    const before = await stockOf(shop, 1);
    await visit(shop, await press(placed.payment.redirectUrl, 'pay'));
    const order = await orderOf(shop, placed.orderId);
    expect([order.status, order.payment.status]).toEqual(['cancelled', 'paid']);
    expect((await paymentsOf(shop, placed.orderId)).flag).toBe('refund-due');
    // The units the release put back stay on the shelf: money never reinstates the order.
    expect(await stockOf(shop, 1)).toBe(before);
  });

  test('a success after the release with the stock gone is flagged for refund', async () => {
    const placed = await checkoutOnline(shop, 'bkash', { product: 2 });
    await holdRunsOut(shop, placed.orderId);
    await sweep();
    const product = shop.products[2]?._id as string;
    await shop.database.pool.query(
      `select change_stock($1, -stock, 'adjustment', null, 'system', null, null, 'sold out') from products where id = $1`,
      [product],
    );
    await visit(shop, await press(placed.payment.redirectUrl, 'pay'));
    const order = await orderOf(shop, placed.orderId);
    expect([order.status, order.payment.status]).toEqual(['cancelled', 'paid']);
    expect((await paymentsOf(shop, placed.orderId)).flag).toBe('refund-due');
    const flagged = await shop.app.inject({
      method: 'GET',
      url: '/api/admin/payment-flags',
      headers: shop.admin.headers,
    });
    expect(flagged.json()).toContainEqual(
      expect.objectContaining({ orderId: placed.orderId, flag: 'refund-due', status: 'cancelled' }),
    );
    expect(await stockOf(shop, 2)).toBe(0);
  });

  test('a paid order cancelled by its customer keeps the money flagged for refund', async () => {
    const placed = await checkoutOnline(shop, 'bkash');
    await visit(shop, await press(placed.payment.redirectUrl, 'pay'));
    const cancel = await shop.app.inject({
      method: 'PATCH',
      url: `/api/orders/${placed.orderId}`,
      headers: shop.customer.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const order = await orderOf(shop, placed.orderId);
    expect([order.status, order.payment.status]).toEqual(['cancelled', 'paid']);
    expect((await paymentsOf(shop, placed.orderId)).flag).toBe('refund-due');
  });
});
