import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  callsTo,
  checkoutOnline,
  holdRunsOut,
  orderOf,
  paymentsOf,
  startPaymentShop,
  visit,
  type PaymentShop,
  sweepOnce,
} from '../../test/payment-test-helpers.ts';

// SSLCommerz against its simulator over real HTTP: the session, the customer's page, the
// IPN and the browser returns, each believed only after the Order Validation API.

let shop: PaymentShop;
beforeAll(async () => {
  shop = await startPaymentShop();
});
afterAll(() => shop.close());

const tranIdOf = async (orderId: string) =>
  (await paymentsOf(shop, orderId)).payments[0]?.reference as string;
const ipn = (fields: Record<string, string>) => visit(shop, '/api/payments/sslcommerz/ipn', fields);
const paymentStatus = async (orderId: string) =>
  (await paymentsOf(shop, orderId)).payments[0]?.status;

const sweep = () => sweepOnce(shop);

describe('paying through SSLCommerz', () => {
  test('success: the IPN is validated and pays the order; the return shows it paid', async () => {
    const placed = await checkoutOnline(shop, 'sslcommerz');
    expect(placed.payment).toMatchObject({ method: 'sslcommerz', status: 'initiated' });
    const page = await visit(shop, String(placed.payment.redirectUrl));
    expect(page.body).toContain(`${placed.total}.00`);
    const session = shop.ssl.calls.find((call) => call.path === '/gwprocess/v4/api.php');
    expect(session?.body).toMatchObject({
      total_amount: `${placed.total}.00`,
      currency: 'BDT',
      ipn_url: `${shop.baseUrl}/api/payments/sslcommerz/ipn`,
      success_url: `${shop.baseUrl}/api/payments/sslcommerz/return/success`,
    });
    const validations = callsTo(shop.ssl, 'validationserverAPI.php');
    const back = await shop.ssl.customer(await tranIdOf(placed.orderId), 'pay');
    expect(await paymentStatus(placed.orderId)).toBe('paid');
    const returned = await visit(shop, back.url, back.fields);
    expect(returned.status).toBe(303);
    expect(returned.location).toBe(`/dashboard/orders/${placed.orderId}?payment=paid`);
    expect((await orderOf(shop, placed.orderId)).payment.status).toBe('paid');
    // The IPN was validated once; the return of a paid payment asks nothing more.
    expect(callsTo(shop.ssl, 'validationserverAPI.php')).toBe(validations + 1);
    const { payments } = await paymentsOf(shop, placed.orderId);
    expect(payments[0]?.ids.valId).toBe(back.fields.val_id);
    expect(payments[0]?.ids.bankTranId).toBe(back.fields.bank_tran_id);
  });

  test('a duplicate IPN, and a replayed one, change the payment once', async () => {
    const placed = await checkoutOnline(shop, 'sslcommerz');
    shop.ssl.ipn.copies = 2;
    let back;
    try {
      back = await shop.ssl.customer(await tranIdOf(placed.orderId), 'pay');
    } finally {
      shop.ssl.ipn.copies = 1;
    }
    expect((await ipn(back.fields)).status).toBe(200);
    const { payments } = await paymentsOf(shop, placed.orderId);
    expect(payments[0]?.events.filter((e) => e.status === 'paid')).toHaveLength(1);
    const notes = (await orderOf(shop, placed.orderId)).events.filter((e) =>
      e.note?.startsWith('Paid by'),
    );
    expect(notes).toHaveLength(1);
  });

  test('the IPN and the browser return racing pay once', async () => {
    const placed = await checkoutOnline(shop, 'sslcommerz');
    shop.ssl.ipn.copies = 0;
    let back;
    try {
      back = await shop.ssl.customer(await tranIdOf(placed.orderId), 'pay');
    } finally {
      shop.ssl.ipn.copies = 1;
    }
    const [a, b, c] = await Promise.all([
      ipn(back.fields),
      visit(shop, back.url, back.fields),
      ipn(back.fields),
    ]);
    expect([a.status, b.status, c.status]).toEqual([200, 303, 200]);
    const { payments } = await paymentsOf(shop, placed.orderId);
    expect(payments[0]?.status).toBe('paid');
    expect(payments[0]?.events.filter((e) => e.status === 'paid')).toHaveLength(1);
  });

  test('a forged IPN (validation says INVALID_TRANSACTION) changes nothing and is logged', async () => {
    const placed = await checkoutOnline(shop, 'sslcommerz');
    const tranId = await tranIdOf(placed.orderId);
    const forged = await ipn({
      status: 'VALID',
      tran_id: tranId,
      val_id: 'FORGED0001',
      amount: `${placed.total}.00`,
      currency: 'BDT',
    });
    expect(forged.status).toBe(200);
    expect(await paymentStatus(placed.orderId)).toBe('initiated');
    expect((await orderOf(shop, placed.orderId)).payment.status).toBe('due');
    expect(shop.logLines.join('\n')).toContain('the gateway does not confirm it');
  });

  test('a validated payment of another order, or of another amount, pays nothing', async () => {
    const mine = await checkoutOnline(shop, 'sslcommerz');
    const theirs = await checkoutOnline(shop, 'sslcommerz', { quantity: 2 });
    const paid = await shop.ssl.customer(await tranIdOf(theirs.orderId), 'pay');
    const aimed = await ipn({ ...paid.fields, tran_id: await tranIdOf(mine.orderId) });
    expect(aimed.status).toBe(200);
    expect(await paymentStatus(mine.orderId)).toBe('initiated');
    expect(await paymentStatus(theirs.orderId)).toBe('paid');

    const tampered = await checkoutOnline(shop, 'sslcommerz');
    shop.ssl.tamperAmount = '10.00';
    try {
      await shop.ssl.customer(await tranIdOf(tampered.orderId), 'pay');
    } finally {
      shop.ssl.tamperAmount = null;
    }
    expect(await paymentStatus(tampered.orderId)).toBe('initiated');
    expect(
      (await paymentsOf(shop, tampered.orderId)).payments[0]?.events.map((e) => e.kind),
    ).toContain('mismatch');
  });

  test('an unknown tran_id is a 404; a notice without tran_id a 400', async () => {
    expect(
      (await ipn({ tran_id: 'CH999999-000000000000', val_id: 'X', status: 'VALID' })).status,
    ).toBe(404);
    expect((await ipn({ val_id: 'X' })).status).toBe(400);
  });

  test('fail and cancel at the gateway end the attempt; the order can be paid again', async () => {
    const placed = await checkoutOnline(shop, 'sslcommerz');
    const failed = await shop.ssl.customer(await tranIdOf(placed.orderId), 'fail');
    expect((await visit(shop, failed.url, failed.fields)).location).toContain('payment=failed');
    const retry = await shop.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.orderId}/payments`,
      headers: shop.customer.headers,
    });
    expect(retry.statusCode, retry.body).toBe(201);
    const cancelled = await shop.ssl.customer(await tranIdOf(placed.orderId), 'cancel');
    expect((await visit(shop, cancelled.url, cancelled.fields)).location).toContain(
      'payment=cancelled',
    );
    expect((await paymentsOf(shop, placed.orderId)).payments.map((p) => p.status)).toEqual([
      'cancelled',
      'failed',
    ]);
  });

  test('validation failing (500) leaves it initiated; the sweeper validates the val_id later', async () => {
    const placed = await checkoutOnline(shop, 'sslcommerz');
    shop.ssl.faults.push({ on: 'validate', kind: '500' }, { on: 'validate', kind: 'timeout' });
    const back = await shop.ssl.customer(await tranIdOf(placed.orderId), 'pay');
    expect((await visit(shop, back.url, back.fields)).location).toContain('payment=initiated');
    await holdRunsOut(shop, placed.orderId);
    await sweep();
    expect(await paymentStatus(placed.orderId)).toBe('paid');
    expect((await orderOf(shop, placed.orderId)).status).toBe('pending');
  });

  test('a payment whose IPN and return were both lost is found by the sweeper by its tran_id', async () => {
    const placed = await checkoutOnline(shop, 'sslcommerz');
    shop.ssl.ipn.copies = 0;
    try {
      // Paid at the gateway; the browser never comes back and no IPN arrives.
      await shop.ssl.customer(await tranIdOf(placed.orderId), 'pay');
    } finally {
      shop.ssl.ipn.copies = 1;
    }
    expect(await paymentStatus(placed.orderId)).toBe('initiated');
    await holdRunsOut(shop, placed.orderId);
    await sweep();
    expect(await paymentStatus(placed.orderId)).toBe('paid');
    expect((await orderOf(shop, placed.orderId)).status).toBe('pending');
  });

  test('risk level 1 pays but holds the order for review', async () => {
    const placed = await checkoutOnline(shop, 'sslcommerz');
    shop.ssl.riskLevel = '1';
    try {
      await shop.ssl.customer(await tranIdOf(placed.orderId), 'pay');
    } finally {
      shop.ssl.riskLevel = '0';
    }
    const payments = await paymentsOf(shop, placed.orderId);
    expect(payments.flag).toBe('review');
    expect(payments.payments[0]).toMatchObject({ status: 'paid', riskReview: true });
  });

  test('a refund goes through SSLCommerz with the bank_tran_id; above what is left is a 400', async () => {
    const placed = await checkoutOnline(shop, 'sslcommerz');
    const back = await shop.ssl.customer(await tranIdOf(placed.orderId), 'pay');
    const refund = (amount: number) =>
      shop.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${placed.orderId}/refunds`,
        headers: shop.admin.headers,
        payload: { amount, reason: 'Wrong item' },
      });
    expect((await refund(placed.total + 1)).statusCode).toBe(400);
    const partial = await refund(50);
    expect(partial.statusCode, partial.body).toBe(200);
    const call = shop.ssl.calls
      .filter((c) => c.path.endsWith('merchantTransIDvalidationAPI.php'))
      .pop();
    expect(call?.query).toMatchObject({
      bank_tran_id: back.fields.bank_tran_id,
      refund_amount: '50.00',
    });
    expect(partial.json().payments[0]).toMatchObject({ status: 'paid', refunded: 50 });
  });

  test('a customer cannot retry or see another customer’s order', async () => {
    const placed = await checkoutOnline(shop, 'sslcommerz');
    await shop.ssl.customer(await tranIdOf(placed.orderId), 'cancel');
    const retry = await shop.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.orderId}/payments`,
      headers: shop.admin.headers,
    });
    expect(retry.statusCode).toBe(404);
  });
});
