import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { OrderPayments } from '../../../shared/schemas/payment.ts';
import {
  callsTo,
  checkoutOnline,
  paymentsOf,
  pressOnBkash,
  startPaymentShop,
  sweepOnce,
  visit,
  type PaymentShop,
} from '../../test/payment-test-helpers.ts';

// Money that leaves the shop is reserved before the gateway is asked (docs/product.md#refunds):
// a double click on Refund, or ten clicks at once, sends one refund to the gateway; a refund
// whose answer was lost is settled by asking the gateway, never by sending it again. bKash and
// SSLCommerz are their simulators over real HTTP.

let shop: PaymentShop;
beforeAll(async () => {
  shop = await startPaymentShop();
});
afterAll(() => shop.close());

const refund = (orderId: string, body: object) =>
  shop.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: shop.admin.headers,
    payload: { reason: 'Returned', ...body },
  });

async function paidWithBkash(quantity = 2) {
  const placed = await checkoutOnline(shop, 'bkash', { quantity });
  await visit(shop, await pressOnBkash(shop, placed.payment.redirectUrl, 'pay'));
  const reference = (await paymentsOf(shop, placed.orderId)).payments[0]?.reference;
  const bkashPayment = [...shop.bkash.payments.values()].find(
    (payment) => payment.merchantInvoiceNumber === reference,
  );
  expect(bkashPayment?.status).toBe('Completed');
  return {
    placed,
    paymentID: bkashPayment?.paymentID,
    atBkash: () => bkashPayment?.refunded ?? 0,
  };
}

async function paidWithSslcommerz(quantity = 2) {
  const placed = await checkoutOnline(shop, 'sslcommerz', { quantity });
  const tranId = (await paymentsOf(shop, placed.orderId)).payments[0]?.reference as string;
  await shop.ssl.customer(tranId, 'pay');
  const session = [...shop.ssl.sessions.values()].find((s) => s.fields.tran_id === tranId);
  expect(session?.status).toBe('VALID');
  return { placed, atGateway: () => session?.refunded ?? 0 };
}

const refundedByShop = async (orderId: string) =>
  (await paymentsOf(shop, orderId)).payments[0]?.refunded;

/** Ten refunds of the same unit at once: the answers' status codes, sorted. */
async function tenAtOnce(orderId: string) {
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => refund(orderId, { lines: [{ lineNo: 1, quantity: 1 }] })),
  );
  // A click that reads the line after the first refund is done is told every unit is refunded.
  for (const answer of answers) expect([200, 400, 409], answer.body).toContain(answer.statusCode);
  return answers;
}

/** The refunds a sweep settles are those older than the gateway's longest wait: age them. */
async function refundAnswerLongAgo(orderId: string) {
  await shop.database.pool.query(
    `update payment_refunds r set created_at = now() - interval '1 hour'
       from payments p where p.id = r.payment_id and p.order_id = $1`,
    [orderId],
  );
}

describe('ten refunds of the same unit at once', () => {
  test('bKash is asked once and pays back one unit; the shop records what bKash paid', async () => {
    const { placed, atBkash } = await paidWithBkash(1);
    const unit = placed.lines[0]!.unitPrice;
    const before = callsTo(shop.bkash, '/payment/refund');
    const answers = await tenAtOnce(placed.orderId);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    // The others are told another refund came first (409) or, read after it, that the unit is
    // refunded already (400), whichever the timing gives them.
    for (const refused of answers.filter((answer) => answer.statusCode !== 200))
      expect(refused.json<{ message: string }>().message).toMatch(/refund/i);
    expect(callsTo(shop.bkash, '/payment/refund') - before).toBe(1);
    expect(atBkash()).toBe(unit);
    expect(await refundedByShop(placed.orderId)).toBe(unit);
    const lines = (await paymentsOf(shop, placed.orderId)).lines;
    expect(lines[0]?.refundedQuantity).toBe(1);
  });

  test('SSLCommerz is asked once and pays back one unit; the shop records what it paid', async () => {
    const { placed, atGateway } = await paidWithSslcommerz(1);
    const unit = placed.lines[0]!.unitPrice;
    const refundCalls = () =>
      shop.ssl.calls.filter((call) => call.query.refund_amount !== undefined).length;
    const before = refundCalls();
    const answers = await tenAtOnce(placed.orderId);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(refundCalls() - before).toBe(1);
    expect((await paymentsOf(shop, placed.orderId)).lines[0]?.refundedQuantity).toBe(1);
    expect(atGateway()).toBe(unit);
    expect(await refundedByShop(placed.orderId)).toBe(unit);
  });

  test('ten refunds of the whole payment at once: bKash is asked once', async () => {
    const { placed, atBkash, paymentID } = await paidWithBkash();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => refund(placed.orderId, { amount: placed.total })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const asked = shop.bkash.calls.filter(
      (call) => call.path.endsWith('/payment/refund') && call.body.paymentID === paymentID,
    );
    expect(asked).toHaveLength(1);
    expect(atBkash()).toBe(placed.total);
    expect(await refundedByShop(placed.orderId)).toBe(placed.total);
  });
});

describe('a refund whose answer was lost', () => {
  test('bKash refunded but the answer never came: held, then settled by asking, never sent again', async () => {
    const { placed, atBkash, paymentID } = await paidWithBkash();
    const unit = placed.lines[0]!.unitPrice;
    shop.bkash.faults.push({ on: 'refund', kind: '500' });
    const lost = await refund(placed.orderId, { lines: [{ lineNo: 1, quantity: 1 }] });
    expect(lost.statusCode).toBe(409);
    expect(lost.json<{ message: string }>().message).toContain('do not refund it again');
    expect(atBkash()).toBe(unit);
    // The unit is held by the refund in doubt: a second click is refused, bKash not asked.
    const sent = callsTo(shop.bkash, '/payment/refund');
    const again = await refund(placed.orderId, { lines: [{ lineNo: 1, quantity: 1 }] });
    expect(again.statusCode).toBe(409);
    expect(callsTo(shop.bkash, '/payment/refund')).toBe(sent);
    await refundAnswerLongAgo(placed.orderId);
    await sweepOnce(shop);
    await sweepOnce(shop);
    // One status question per sweep that found it pending, and no refund sent.
    const asked = shop.bkash.calls.filter(
      (call) => call.path.endsWith('/payment/refund') && call.body.paymentID === paymentID,
    );
    expect(asked.filter((call) => call.body.amount !== undefined)).toHaveLength(1);
    expect(asked.filter((call) => call.body.amount === undefined)).toHaveLength(1);
    expect(await refundedByShop(placed.orderId)).toBe(unit);
    const after: OrderPayments = await paymentsOf(shop, placed.orderId);
    expect(after.lines[0]?.refundedQuantity).toBe(1);
    // The second unit can still be refunded.
    const second = await refund(placed.orderId, { lines: [{ lineNo: 1, quantity: 1 }] });
    expect(second.statusCode, second.body).toBe(200);
    expect(atBkash()).toBe(2 * unit);
    expect(await refundedByShop(placed.orderId)).toBe(2 * unit);
  });

  test('bKash never got the refund: the sweep finds none and gives the units back to refund', async () => {
    const { placed, atBkash } = await paidWithBkash();
    shop.bkash.faults.push({ on: 'refund', kind: 'unreachable' });
    const lost = await refund(placed.orderId, { lines: [{ lineNo: 1, quantity: 1 }] });
    expect(lost.statusCode).toBe(409);
    expect(atBkash()).toBe(0);
    await refundAnswerLongAgo(placed.orderId);
    await sweepOnce(shop);
    expect(await refundedByShop(placed.orderId)).toBe(0);
    expect((await paymentsOf(shop, placed.orderId)).lines[0]?.refundedQuantity).toBe(0);
    const retried = await refund(placed.orderId, { lines: [{ lineNo: 1, quantity: 1 }] });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(atBkash()).toBe(placed.lines[0]!.unitPrice);
  });

  test('a refund bKash refuses is released at once: its units can be refunded again', async () => {
    const { placed, paymentID } = await paidWithBkash(1);
    const atBkash = shop.bkash.payments.get(String(paymentID))!;
    // Refunded in bKash's merchant panel, not through the shop: bKash refuses what the shop offers.
    atBkash.refunded = Number(atBkash.amount);
    const refused = await refund(placed.orderId, { lines: [{ lineNo: 1, quantity: 1 }] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('Nothing was refunded');
    const after = await paymentsOf(shop, placed.orderId);
    expect(after.payments[0]?.refunded).toBe(0);
    expect(after.lines[0]?.refundedQuantity).toBe(0);
    expect(after.payments[0]?.events.map((event) => event.kind)).toContain('refund-released');
    atBkash.refunded = 0;
    const retried = await refund(placed.orderId, { lines: [{ lineNo: 1, quantity: 1 }] });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(atBkash.refunded).toBe(placed.lines[0]!.unitPrice);
  });

  test('SSLCommerz answer lost: held until staff record what the merchant panel shows', async () => {
    const { placed, atGateway } = await paidWithSslcommerz();
    const unit = placed.lines[0]!.unitPrice;
    shop.ssl.faults.push({ on: 'refund', kind: '500' });
    const lost = await refund(placed.orderId, { lines: [{ lineNo: 1, quantity: 1 }] });
    expect(lost.statusCode).toBe(409);
    expect(atGateway()).toBe(unit);
    const doubt = (await paymentsOf(shop, placed.orderId)).payments[0]?.refundInDoubt;
    expect(doubt).toMatchObject({ amount: unit });
    const settle = (body: object) =>
      shop.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${placed.orderId}/refunds/${doubt?._id}/settle`,
        headers: shop.admin.headers,
        payload: body,
      });
    // While SSLCommerz may still answer the call itself, staff cannot settle it.
    const early = await settle({ outcome: 'refunded', note: 'Listed in the panel' });
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toContain('wait five minutes');
    await refundAnswerLongAgo(placed.orderId);
    // Without its refund_ref_id SSLCommerz cannot be asked: the sweep leaves it held.
    await sweepOnce(shop);
    expect((await paymentsOf(shop, placed.orderId)).payments[0]?.refundInDoubt).not.toBeNull();
    expect((await settle({ outcome: 'maybe', note: 'x' })).statusCode).toBe(400);
    const settled = await settle({ outcome: 'refunded', note: 'Listed in the panel' });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json<OrderPayments>().payments[0]).toMatchObject({
      refunded: unit,
      refundInDoubt: null,
    });
    expect((await settle({ outcome: 'refunded', note: 'again' })).statusCode).toBe(409);
    expect(await refundedByShop(placed.orderId)).toBe(atGateway());
  });
});
