import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { StartedPayment } from '../../../shared/schemas/payment.ts';
import {
  callsTo,
  checkoutOnline,
  holdRunsOut,
  ledgerOf,
  orderOf,
  paymentsOf,
  startPaymentShop,
  visit,
  type PaymentShop,
  pressOnBkash,
  sweepOnce,
} from '../../test/payment-test-helpers.ts';

// bKash against its simulator over real HTTP: the customer's page, the callback, execute,
// the status query and tokens.

let shop: PaymentShop;
beforeAll(async () => {
  shop = await startPaymentShop();
});
afterAll(() => shop.close());

const paymentIdOf = (redirectUrl: string | undefined) =>
  String(redirectUrl).split('/').pop() as string;

const press = (redirectUrl: string | undefined, button: 'pay' | 'fail' | 'cancel') =>
  pressOnBkash(shop, redirectUrl, button);
const sweep = () => sweepOnce(shop);

describe('paying with bKash', () => {
  test('success: checkout opens bKash, the callback executes once, the order is paid', async () => {
    const placed = await checkoutOnline(shop, 'bkash');
    expect(placed.payment).toMatchObject({ method: 'bkash', status: 'initiated' });
    expect(placed.payment.redirectUrl).toMatch(new RegExp(`^${shop.bkash.baseUrl}/checkout/`));
    const created = shop.bkash.calls.find((call) => call.path.endsWith('/create'));
    expect(created?.body).toMatchObject({
      mode: '0011',
      amount: `${placed.total}.00`,
      currency: 'BDT',
      intent: 'sale',
      callbackURL: `${shop.baseUrl}/api/payments/bkash/callback`,
    });
    const callback = await press(placed.payment.redirectUrl, 'pay');
    const back = await visit(shop, callback);
    expect(back.status).toBe(302);
    expect(back.location).toBe(`/dashboard/orders/${placed.orderId}?payment=paid`);
    const order = await orderOf(shop, placed.orderId);
    expect(order.payment.status).toBe('paid');
    const { payments } = await paymentsOf(shop, placed.orderId);
    expect(payments[0]).toMatchObject({ status: 'paid', amount: placed.total });
    expect(payments[0]?.ids.trxID).toMatch(/^TRX/);

    // The same callback again (a reload, a replay): no second execute, nothing changes.
    const executes = callsTo(shop.bkash, '/execute');
    expect((await visit(shop, callback)).location).toContain('payment=paid');
    expect(callsTo(shop.bkash, '/execute')).toBe(executes);
    const paidNotes = (await orderOf(shop, placed.orderId)).events.filter((e) =>
      e.note?.startsWith('Paid by'),
    );
    expect(paidNotes).toHaveLength(1);
    // The customer hears of the money once per channel, not of a second "order placed".
    const { rows: told } = await shop.database.pool.query<{ event: string; channel: string }>(
      'select event, channel from notices where order_id = $1 and audience = $2 order by event, channel',
      [placed.orderId, 'customer'],
    );
    expect(told).toEqual([
      { event: 'payment-received', channel: 'email' },
      { event: 'payment-received', channel: 'sms' },
      { event: 'placed', channel: 'email' },
      { event: 'placed', channel: 'sms' },
    ]);
  });

  test('failure and cancel at bKash leave the order due; a retry opens a new attempt that pays', async () => {
    const placed = await checkoutOnline(shop, 'bkash');
    const failed = await visit(shop, await press(placed.payment.redirectUrl, 'fail'));
    expect(failed.location).toContain('payment=failed');
    expect((await orderOf(shop, placed.orderId)).payment.status).toBe('due');

    const retry = await shop.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.orderId}/payments`,
      headers: shop.customer.headers,
    });
    expect(retry.statusCode, retry.body).toBe(201);
    const second = retry.json<StartedPayment>();
    expect(paymentIdOf(second.redirectUrl)).not.toBe(paymentIdOf(placed.payment.redirectUrl));
    const cancelled = await visit(shop, await press(second.redirectUrl, 'cancel'));
    expect(cancelled.location).toContain('payment=cancelled');

    const third = (
      await shop.app.inject({
        method: 'POST',
        url: `/api/orders/${placed.orderId}/payments`,
        headers: shop.customer.headers,
      })
    ).json<StartedPayment>();
    expect((await visit(shop, await press(third.redirectUrl, 'pay'))).location).toContain(
      'payment=paid',
    );
    const { payments } = await paymentsOf(shop, placed.orderId);
    expect(payments.map((p) => p.status)).toEqual(['paid', 'cancelled', 'failed']);
    // Paid: no more retries.
    const again = await shop.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.orderId}/payments`,
      headers: shop.customer.headers,
    });
    expect(again.statusCode).toBe(409);
  });

  test('the same idempotency key answers the same payment without a second bKash session', async () => {
    const creates = callsTo(shop.bkash, '/create');
    const first = await checkoutOnline(shop, 'bkash', { key: 'same-key-bkash-1' });
    const replay = await checkoutOnline(shop, 'bkash', { key: 'same-key-bkash-1' });
    expect(replay.orderId).toBe(first.orderId);
    expect(replay.payment.redirectUrl).toBe(first.payment.redirectUrl);
    expect(callsTo(shop.bkash, '/create')).toBe(creates + 1);
    // Replayed after paying: the same attempt, as it is now.
    await visit(shop, await press(first.payment.redirectUrl, 'pay'));
    const later = await checkoutOnline(shop, 'bkash', { key: 'same-key-bkash-1' });
    expect(later.payment).toEqual({ method: 'bkash', status: 'paid' });
  });

  test('execute timing out or answering 500 leaves the payment initiated; the status query settles it once', async () => {
    for (const kind of ['timeout', '500'] as const) {
      const placed = await checkoutOnline(shop, 'bkash');
      const callback = await press(placed.payment.redirectUrl, 'pay');
      shop.bkash.faults.push({ on: 'execute', kind });
      const back = await visit(shop, callback);
      expect(back.location, kind).toContain('payment=initiated');
      expect((await orderOf(shop, placed.orderId)).payment.status).toBe('due');
      const executes = callsTo(shop.bkash, '/execute');
      await holdRunsOut(shop, placed.orderId);
      await sweep();
      expect((await orderOf(shop, placed.orderId)).payment.status, kind).toBe('paid');
      // bKash was asked, never told to execute (charge) again.
      expect(callsTo(shop.bkash, '/execute')).toBe(executes);
      expect(shop.bkash.payments.get(paymentIdOf(placed.payment.redirectUrl))?.status).toBe(
        'Completed',
      );
      expect((await ledgerOf(shop, placed.orderId)).map((l) => l.reason)).toEqual(['order']);
    }
  });

  test('an amount that differs from the order changes nothing and is logged', async () => {
    const placed = await checkoutOnline(shop, 'bkash');
    const callback = await press(placed.payment.redirectUrl, 'pay');
    shop.bkash.tamperAmount = '1.00';
    try {
      expect((await visit(shop, callback)).location).toContain('payment=initiated');
    } finally {
      shop.bkash.tamperAmount = null;
    }
    expect((await orderOf(shop, placed.orderId)).payment.status).toBe('due');
    const { payments } = await paymentsOf(shop, placed.orderId);
    expect(payments[0]?.status).toBe('initiated');
    expect(payments[0]?.events.map((e) => e.kind)).toContain('mismatch');
    expect(shop.logLines.join('\n')).toContain('does not match the order');
  });

  test('an unknown or tampered paymentID is a 404 that changes nothing', async () => {
    const before = await shop.database.pool.query(
      'select status, count(*) from payments group by status order by status',
    );
    const unknown = await visit(
      shop,
      '/api/payments/bkash/callback?paymentID=TR00FORGED&status=success',
    );
    expect(unknown.status).toBe(404);
    const bad = await visit(shop, '/api/payments/bkash/callback?paymentID=x&status=paid');
    expect(bad.status).toBe(400);
    const after = await shop.database.pool.query(
      'select status, count(*) from payments group by status order by status',
    );
    expect(after.rows).toEqual(before.rows);
    expect(shop.logLines.join('\n')).toContain('unknown payment');
  });

  test('a token near its expiry is refreshed, and a revoked one granted anew', async () => {
    // The shop refreshes a token in the last minute before its expiry: one granted for a
    // minute is in that minute at once, and is refreshed at its next use.
    shop.bkash.tokenLifetime = 60;
    shop.bkash.revokeTokens();
    await checkoutOnline(shop, 'bkash'); // 401 -> grant
    const grants = callsTo(shop.bkash, '/token/grant');
    const refreshes = callsTo(shop.bkash, '/token/refresh');
    const placed = await checkoutOnline(shop, 'bkash');
    expect(placed.payment.status).toBe('initiated');
    expect(callsTo(shop.bkash, '/token/refresh')).toBe(refreshes + 1);
    expect(callsTo(shop.bkash, '/token/grant')).toBe(grants);
    const create = shop.bkash.calls.filter((c) => c.path.endsWith('/create')).pop();
    expect(create?.headers['x-app-key']).toBe('sim-app-key');
    shop.bkash.tokenLifetime = 3600;
  });
});
