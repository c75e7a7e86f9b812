import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FlaggedOrders, StartedPayment } from '../../../shared/schemas/payment.ts';
import { signUpAs, type SignedIn } from '../../test/auth-test-helpers.ts';
import {
  callsTo,
  checkoutOnline,
  orderOf,
  paymentsOf,
  pressOnBkash,
  startPaymentShop,
  visit,
  type PaymentShop,
} from '../../test/payment-test-helpers.ts';

// Paying again over an attempt still open at the gateway (the customer left its page):
// the gateway is asked first, the old attempt is superseded, and whatever the old page
// does later is never lost and never pays the order twice.

let shop: PaymentShop;
beforeAll(async () => {
  shop = await startPaymentShop();
});
afterAll(() => shop.close());

const retry = (orderId: string, as: SignedIn = shop.customer) =>
  shop.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/payments`,
    headers: as.headers,
  });
const paymentIdOf = (redirectUrl: string | undefined) =>
  String(redirectUrl).split('/').pop() as string;
const creates = () => callsTo(shop.bkash, '/tokenized/checkout/create');
const sessions = () => callsTo(shop.ssl, '/gwprocess/v4/api.php');
const flagged = async () =>
  (
    await shop.app.inject({
      method: 'GET',
      url: '/api/admin/payment-flags',
      headers: shop.admin.headers,
    })
  ).json<FlaggedOrders>();

describe('bKash: paying again over an open attempt', () => {
  test('the old attempt is superseded, the new one pays, and the old page’s late success executes nothing', async () => {
    const placed = await checkoutOnline(shop, 'bkash');
    const oldId = paymentIdOf(placed.payment.redirectUrl);
    const again = await retry(placed.orderId);
    expect(again.statusCode, again.body).toBe(201);
    const started = again.json<StartedPayment>();
    expect(started.status).toBe('initiated');
    expect(paymentIdOf(started.redirectUrl)).not.toBe(oldId);
    const before = await paymentsOf(shop, placed.orderId);
    expect(before.payments.map((p) => p.status)).toEqual(['initiated', 'cancelled']);
    expect(before.payments[1]?.events.map((e) => e.kind)).toContain('superseded');

    const paid = await visit(shop, await pressOnBkash(shop, started.redirectUrl, 'pay'));
    expect(paid.location).toBe(`/dashboard/orders/${placed.orderId}?payment=paid`);
    expect((await orderOf(shop, placed.orderId)).payment.status).toBe('paid');

    // The customer finds the old tab and pays there: bKash calls back with success.
    const executes = callsTo(shop.bkash, '/tokenized/checkout/execute');
    const late = await visit(shop, await pressOnBkash(shop, placed.payment.redirectUrl, 'pay'));
    expect(late.status).toBe(302);
    expect(late.location).toBe(`/dashboard/orders/${placed.orderId}?payment=paid`);
    expect(callsTo(shop.bkash, '/tokenized/checkout/execute')).toBe(executes);
    expect(shop.bkash.payments.get(oldId)?.status).not.toBe('Completed');
    const after = await paymentsOf(shop, placed.orderId);
    expect(after.payments.map((p) => p.status)).toEqual(['paid', 'cancelled']);
    expect(after.flag).toBe('');
  });

  test('an execute whose answer was lost: paying again finds it paid, with no new attempt', async () => {
    const placed = await checkoutOnline(shop, 'bkash');
    shop.bkash.faults.push({ on: 'execute', kind: '500' });
    const back = await visit(shop, await pressOnBkash(shop, placed.payment.redirectUrl, 'pay'));
    expect(back.location).toContain('payment=initiated');
    const made = creates();
    const again = await retry(placed.orderId);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<StartedPayment>()).toEqual({ method: 'bkash', status: 'paid' });
    expect(creates()).toBe(made);
    expect((await orderOf(shop, placed.orderId)).payment.status).toBe('paid');
    const { payments } = await paymentsOf(shop, placed.orderId);
    expect(payments.map((p) => p.status)).toEqual(['paid']);
  });

  test('two retries at once make one new attempt', async () => {
    const placed = await checkoutOnline(shop, 'bkash');
    const made = creates();
    const answers = await Promise.all([retry(placed.orderId), retry(placed.orderId)]);
    // One makes the attempt (201); the other answers it (200) or asks to reload (409).
    const codes = answers.map((answer) => answer.statusCode).sort((a, b) => b - a);
    expect(
      codes.filter((code) => code === 201),
      answers.map((a) => a.body).join('\n'),
    ).toEqual([201]);
    expect([200, 409]).toContain(codes.find((code) => code !== 201));
    expect(creates()).toBe(made + 1);
    const { payments } = await paymentsOf(shop, placed.orderId);
    expect(payments.map((p) => p.status)).toEqual(['initiated', 'cancelled']);
    const urls = answers
      .map((answer) => answer.json<StartedPayment>().redirectUrl)
      .filter((url): url is string => Boolean(url));
    expect(new Set(urls).size).toBe(1);
  });

  test('bKash unreachable while paying again: a 503 that says so, and nothing changed', async () => {
    const placed = await checkoutOnline(shop, 'bkash');
    const made = creates();
    shop.bkash.faults.push({ on: 'status', kind: '500' });
    const again = await retry(placed.orderId);
    expect(again.statusCode, again.body).toBe(503);
    expect(again.json<{ message: string }>().message).toMatch(
      /could not be reached.*Nothing was changed/,
    );
    expect(creates()).toBe(made);
    const { payments } = await paymentsOf(shop, placed.orderId);
    expect(payments.map((p) => p.status)).toEqual(['initiated']);
    // The old page still works.
    await visit(shop, await pressOnBkash(shop, placed.payment.redirectUrl, 'pay'));
    expect((await orderOf(shop, placed.orderId)).payment.status).toBe('paid');
  });

  test('another customer cannot pay again for the order: 404, the gateway not asked', async () => {
    const placed = await checkoutOnline(shop, 'bkash');
    const other = await signUpAs(shop.app, { name: 'Someone Else' });
    const queries = callsTo(shop.bkash, '/payment/status');
    const again = await retry(placed.orderId, other);
    expect(again.statusCode, again.body).toBe(404);
    expect(callsTo(shop.bkash, '/payment/status')).toBe(queries);
    const { payments } = await paymentsOf(shop, placed.orderId);
    expect(payments.map((p) => p.status)).toEqual(['initiated']);
  });
});

describe('SSLCommerz: paying again over an open attempt', () => {
  const tranIds = async (orderId: string) =>
    (await paymentsOf(shop, orderId)).payments.map((p) => p.reference);

  test('a new tran_id pays; the old page paid later is kept, flagged for refund, the order paid once', async () => {
    const placed = await checkoutOnline(shop, 'sslcommerz');
    const [oldTran] = await tranIds(placed.orderId);
    const again = await retry(placed.orderId);
    expect(again.statusCode, again.body).toBe(201);
    const [newTran] = await tranIds(placed.orderId);
    expect(newTran).not.toBe(oldTran);
    expect(callsTo(shop.ssl, 'merchantTransIDvalidationAPI.php')).toBeGreaterThan(0);

    const paid = await shop.ssl.customer(String(newTran), 'pay');
    expect((await visit(shop, paid.url, paid.fields)).location).toBe(
      `/dashboard/orders/${placed.orderId}?payment=paid`,
    );
    expect((await orderOf(shop, placed.orderId)).payment.status).toBe('paid');

    // The old page was still open: the customer pays there too. Its IPN is validated.
    const late = await shop.ssl.customer(String(oldTran), 'pay');
    const returned = await visit(shop, late.url, late.fields);
    expect(returned.location).toBe(`/dashboard/orders/${placed.orderId}?payment=refund-due`);
    const after = await paymentsOf(shop, placed.orderId);
    expect(after.payments.map((p) => [p.reference, p.status])).toEqual([
      [newTran, 'paid'],
      [oldTran, 'paid'],
    ]);
    expect(after.flag).toBe('refund-due');
    expect((await flagged()).find((f) => f.orderId === placed.orderId)).toMatchObject({
      flag: 'refund-due',
      paid: placed.total * 2,
    });
    const order = await orderOf(shop, placed.orderId);
    expect(order.payment.status).toBe('paid');
  });

  test('the old page paid before the new one: it pays the order and the new attempt is superseded', async () => {
    const placed = await checkoutOnline(shop, 'sslcommerz');
    const [oldTran] = await tranIds(placed.orderId);
    expect((await retry(placed.orderId)).statusCode).toBe(201);
    const [newTran] = await tranIds(placed.orderId);
    await shop.ssl.customer(String(oldTran), 'pay');
    expect((await orderOf(shop, placed.orderId)).payment.status).toBe('paid');
    const { payments, flag } = await paymentsOf(shop, placed.orderId);
    expect(payments.map((p) => [p.reference, p.status])).toEqual([
      [newTran, 'cancelled'],
      [oldTran, 'paid'],
    ]);
    expect(payments[0]?.events.map((e) => e.kind)).toContain('superseded');
    expect(flag).toBe('');
  });

  test('paid at the gateway with every notice lost: paying again finds it paid', async () => {
    const placed = await checkoutOnline(shop, 'sslcommerz');
    const [tranId] = await tranIds(placed.orderId);
    shop.ssl.ipn.copies = 0;
    try {
      await shop.ssl.customer(String(tranId), 'pay');
    } finally {
      shop.ssl.ipn.copies = 1;
    }
    expect((await paymentsOf(shop, placed.orderId)).payments[0]?.status).toBe('initiated');
    const made = sessions();
    const again = await retry(placed.orderId);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<StartedPayment>()).toEqual({ method: 'sslcommerz', status: 'paid' });
    expect(sessions()).toBe(made);
    expect((await orderOf(shop, placed.orderId)).payment.status).toBe('paid');
    const { payments } = await paymentsOf(shop, placed.orderId);
    expect(payments.map((p) => p.status)).toEqual(['paid']);
    expect(payments[0]?.ids.valId).toBeTruthy();
  });

  test('the transaction query failing: a 503, and nothing changed', async () => {
    const placed = await checkoutOnline(shop, 'sslcommerz');
    const made = sessions();
    shop.ssl.faults.push({ on: 'query', kind: '500' });
    const again = await retry(placed.orderId);
    expect(again.statusCode, again.body).toBe(503);
    expect(sessions()).toBe(made);
    const { payments } = await paymentsOf(shop, placed.orderId);
    expect(payments.map((p) => p.status)).toEqual(['initiated']);
  });
});
