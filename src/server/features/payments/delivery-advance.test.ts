import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CheckoutResult } from '../../../shared/schemas/checkout.ts';
import type { OrderSummary } from '../../../shared/schemas/order-detail.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import { checkoutBody } from '../../test/checkout-test-helpers.ts';
import { noticeMail } from '../notices/index.ts';
import { readNoticeOrder, type NoticeOrder } from '../notices/index.ts';
import { smsText } from '../notices/index.ts';
import { deliveryAdvance } from './delivery-advance.ts';
import {
  holdRunsOut,
  ledgerOf,
  orderOf,
  paymentsOf,
  pressOnBkash,
  startPaymentShop,
  stockOf,
  sweepOnce,
  visit,
  type PaymentShop,
} from '../../test/payment-test-helpers.ts';
import { formatTk } from '../../../shared/money.ts';

// Cash on delivery in two parts: under the shop's rule, an order delivered outside Dhaka
// pays its delivery charge online first (bKash or SSLCommerz, at their simulators over
// real HTTP) and the rest in cash at the door.

let shop: PaymentShop;
beforeAll(async () => {
  shop = await startPaymentShop();
});
afterAll(() => shop.close());

async function setRule(on: boolean) {
  const saved = await shop.app.inject({
    method: 'PUT',
    url: '/api/admin/payment-rules',
    headers: shop.admin.headers,
    payload: { advanceDeliveryOutsideDhaka: on, codLimit: null },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

function checkOut(overrides: Record<string, unknown> = {}, quantity = 1) {
  const product = shop.products[0] as Product;
  return shop.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { ...shop.customer.headers, 'idempotency-key': randomUUID() },
    payload: checkoutBody({ items: [{ productId: product._id, quantity }], ...overrides }),
  });
}

async function placed(overrides: Record<string, unknown> = {}, quantity = 1) {
  const response = await checkOut(overrides, quantity);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CheckoutResult>();
}

async function orderCount() {
  const { rows } = await shop.database.pool.query<{ n: number }>(
    'select count(*)::int as n from orders',
  );
  return rows[0]?.n;
}

const myOrder = async (orderId: string) => {
  const mine = await shop.app.inject({
    method: 'GET',
    url: `/api/my-orders?email=${encodeURIComponent(shop.customer.user.email)}`,
    headers: shop.customer.headers,
  });
  expect(mine.statusCode, mine.body).toBe(200);
  return mine.json<OrderSummary[]>().find((order) => order._id === orderId);
};

const refund = (orderId: string, amount: number) =>
  shop.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: shop.admin.headers,
    payload: { amount, reason: 'Order cancelled' },
  });

describe('with the rule on', () => {
  beforeAll(() => setRule(true));

  test('the quote tells a cash payer what is paid in advance, by district', async () => {
    const quote = async (district: string) =>
      (
        await shop.app.inject({
          method: 'POST',
          url: '/api/delivery/quote',
          payload: { district },
        })
      ).json<{ options: { method: string; charge: number; codAdvance: number | null }[] }>();
    const outside = (await quote('Rajshahi')).options.find((o) => o.method === 'home');
    expect(outside?.charge).toBeGreaterThan(0);
    expect(outside?.codAdvance).toBe(outside?.charge);
    for (const option of (await quote('Dhaka')).options) expect(option.codAdvance).toBeNull();
  });

  test('cash outside Dhaka without an advance method: 400 naming it, nothing changed', async () => {
    const [orders, stock] = [await orderCount(), await stockOf(shop)];
    const missing = await checkOut();
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^advanceMethod: .*delivery charge of Tk \d[\d,]*/);
    expect(missing.json().issues).toHaveProperty('advanceMethod');
    const unknown = await checkOut({ advanceMethod: 'nagad' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('advanceMethod');
    expect(await orderCount()).toBe(orders);
    expect(await stockOf(shop)).toBe(stock);
  });

  test('the delivery charge paid with bKash: cash to collect is the rest', async () => {
    const before = await stockOf(shop);
    const order = await placed({ advanceMethod: 'bkash' });
    const charge = order.deliveryCharge as number;
    expect(charge).toBeGreaterThan(0);
    expect(order.payment).toEqual({ method: 'cod', status: 'due' });
    expect(order.advance).toMatchObject({ amount: charge, method: 'bkash', status: 'initiated' });
    expect(await stockOf(shop)).toBe((before as number) - 1);
    const { payments, dueBy } = await paymentsOf(shop, order.orderId);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ method: 'bkash', amount: charge, status: 'initiated' });
    expect(dueBy).not.toBeNull();
    const due = await orderOf(shop, order.orderId);
    expect(due.advance).toEqual({ amount: charge, status: 'due' });
    expect(due.cashToCollect).toBe(order.total);
    const early = await shop.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order.orderId}`,
      headers: shop.admin.headers,
      payload: { status: 'confirmed' },
    });
    expect(early.statusCode, 'confirmed before the advance').toBe(409);

    const back = await pressOnBkash(shop, order.advance?.redirectUrl, 'pay');
    const landed = await visit(shop, back);
    expect(landed.location).toBe(`/dashboard/orders/${order.orderId}?payment=paid`);
    const paid = await orderOf(shop, order.orderId);
    expect(paid.payment).toEqual({ method: 'cod', status: 'due' });
    expect(paid.advance).toEqual({ amount: charge, status: 'paid' });
    expect(paid.cashToCollect).toBe(order.total - charge);
    expect(paid.events.at(-1)?.note).toContain(
      `Delivery charge of ${formatTk(charge)} paid in advance`,
    );
    expect(await myOrder(order.orderId)).toMatchObject({
      paymentStatus: 'due',
      advance: { amount: charge, status: 'paid' },
      cashToCollect: order.total - charge,
    });
    expect((await paymentsOf(shop, order.orderId)).dueBy).toBeNull();
    // Paid in time: the sweeper leaves it alone.
    await holdRunsOut(shop, order.orderId);
    await sweepOnce(shop);
    expect((await orderOf(shop, order.orderId)).status).toBe('pending');

    // The notices, as they are worded when sent, ask only for the rest in cash.
    const told = (await readNoticeOrder(shop.database.pool as never, order.orderId)) as NoticeOrder;
    const rest = `Tk ${(order.total - charge).toLocaleString('en-IN')}`;
    expect(smsText('payment-received', told, 'Circuit Haat', 'https://shop.test/t')).toBe(
      `Circuit Haat: order ${order.orderNumber} delivery charge Tk ${charge} paid in advance. Pay ${rest} on delivery. Track: https://shop.test/t`,
    );
    expect(smsText('confirmed', told, 'Circuit Haat', 'x')).toContain(`Pay ${rest} on delivery.`);
    const context = {
      shopName: 'Circuit Haat',
      orderUrl: 'https://shop.test/o',
      host: 'shop.test',
    };
    const mail = noticeMail('placed', told, false, 'a@b.test', 'k', context).text;
    expect(mail).toContain(`To pay on delivery: ${rest}`);
    expect(mail).toContain(`Delivery charge paid in advance: Tk ${charge}`);
  });

  test('the delivery charge paid through SSLCommerz', async () => {
    const order = await placed({ advanceMethod: 'sslcommerz' });
    const charge = order.deliveryCharge as number;
    expect(order.advance).toMatchObject({ amount: charge, method: 'sslcommerz' });
    const page = await visit(shop, String(order.advance?.redirectUrl));
    expect(page.body).toContain(`${charge}.00`);
    const tranId = (await paymentsOf(shop, order.orderId)).payments[0]?.reference as string;
    const back = await shop.ssl.customer(tranId, 'pay');
    expect((await visit(shop, back.url, back.fields)).location).toBe(
      `/dashboard/orders/${order.orderId}?payment=paid`,
    );
    const paid = await orderOf(shop, order.orderId);
    expect(paid.advance).toEqual({ amount: charge, status: 'paid' });
    expect(paid.cashToCollect).toBe(order.total - charge);
  });

  test('an advance not paid in time: cancelled, stock back once', async () => {
    const before = await stockOf(shop);
    const order = await placed({ advanceMethod: 'bkash' }, 2);
    await pressOnBkash(shop, order.advance?.redirectUrl, 'cancel');
    await holdRunsOut(shop, order.orderId);
    await sweepOnce(shop);
    await sweepOnce(shop);
    const cancelled = await orderOf(shop, order.orderId);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.paymentStatus).toBe('void');
    expect(cancelled.cashToCollect).toBe(0);
    expect(cancelled.events.at(-1)?.note).toContain('Not paid in time');
    expect(await stockOf(shop)).toBe(before);
    expect(await ledgerOf(shop, order.orderId)).toEqual([
      { reason: 'order', change: -2 },
      { reason: 'payment-expired', change: 2 },
    ]);
  });

  test('a retry after a cancelled advance asks for the delivery charge again', async () => {
    const order = await placed({ advanceMethod: 'bkash' });
    await visit(shop, await pressOnBkash(shop, order.advance?.redirectUrl, 'cancel'));
    const retry = await shop.app.inject({
      method: 'POST',
      url: `/api/orders/${order.orderId}/payments`,
      headers: shop.customer.headers,
    });
    expect(retry.statusCode, retry.body).toBe(201);
    await visit(shop, await pressOnBkash(shop, retry.json().redirectUrl, 'pay'));
    const { payments } = await paymentsOf(shop, order.orderId);
    expect(payments.map((p) => [p.amount, p.status])).toEqual([
      [order.deliveryCharge, 'paid'],
      [order.deliveryCharge, 'cancelled'],
    ]);
    const again = await shop.app.inject({
      method: 'POST',
      url: `/api/orders/${order.orderId}/payments`,
      headers: shop.customer.headers,
    });
    expect(again.statusCode).toBe(409);
  });

  test('cancelled after the advance was paid: refund due, never above the advance', async () => {
    const order = await placed({ advanceMethod: 'bkash' });
    const charge = order.deliveryCharge as number;
    await visit(shop, await pressOnBkash(shop, order.advance?.redirectUrl, 'pay'));
    const cancel = await shop.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order.orderId}`,
      headers: shop.customer.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await paymentsOf(shop, order.orderId)).flag).toBe('refund-due');
    const above = await refund(order.orderId, charge + 1);
    expect(above.statusCode).toBe(400);
    expect(above.json().message).toContain(`at most ${formatTk(charge)}`);
    const whole = await refund(order.orderId, charge);
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.json()).toMatchObject({ flag: '', payments: [{ status: 'refunded' }] });
    expect((await orderOf(shop, order.orderId)).paymentStatus).toBe('refunded');
    const told = (await readNoticeOrder(shop.database.pool as never, order.orderId)) as NoticeOrder;
    expect(smsText('payment-refunded', told, 'Circuit Haat', 'https://shop.test/t')).toBe(
      `Circuit Haat: order ${order.orderNumber} delivery charge Tk ${charge} refunded. Track: https://shop.test/t`,
    );
    const context = {
      shopName: 'Circuit Haat',
      orderUrl: 'https://shop.test/o',
      host: 'shop.test',
    };
    expect(noticeMail('payment-refunded', told, false, 'a@b.test', 'k', context).text).toContain(
      `We have refunded the delivery charge of Tk ${charge} you paid in advance for order ${order.orderNumber}.`,
    );
  });

  test('inside Dhaka, cash is paid in one part as before', async () => {
    const dhaka = await placed({
      address: { district: 'Dhaka', area: 'Dhanmondi', line: 'Road 2' },
      advanceMethod: 'bkash',
    });
    expect(dhaka.advance).toBeUndefined();
    expect(dhaka.payment).toEqual({ method: 'cod', status: 'due' });
    expect((await paymentsOf(shop, dhaka.orderId)).payments).toEqual([]);
    const detail = await orderOf(shop, dhaka.orderId);
    expect(detail.advance).toBeNull();
    expect(detail.cashToCollect).toBe(dhaka.total);
  });
});

describe('with the rule off', () => {
  beforeAll(() => setRule(false));

  test('cash outside Dhaka is paid in one part, the advance method ignored', async () => {
    const order = await placed({ advanceMethod: 'bkash' });
    expect(order.advance).toBeUndefined();
    expect((await paymentsOf(shop, order.orderId)).payments).toEqual([]);
    expect((await orderOf(shop, order.orderId)).cashToCollect).toBe(order.total);
  });
});

test('the rule asks nothing of a pickup, free or unpriced delivery, or a shop with no online method', () => {
  const on = { advanceDeliveryOutsideDhaka: true, codLimit: null, phoneCodeOnline: true };
  const home = { district: 'Rajshahi', deliveryMethod: 'home', deliveryCharge: 130 } as const;
  expect(deliveryAdvance(on, ['bkash'], home)).toBe(130);
  expect(deliveryAdvance(on, ['bkash'], { ...home, deliveryMethod: 'pickup' })).toBeNull();
  expect(deliveryAdvance(on, ['bkash'], { ...home, deliveryCharge: 0 })).toBeNull();
  expect(deliveryAdvance(on, ['bkash'], { ...home, deliveryCharge: null })).toBeNull();
  expect(deliveryAdvance(on, ['bkash'], { ...home, district: 'Dhaka' })).toBeNull();
  expect(deliveryAdvance(on, [], home)).toBeNull();
  expect(
    deliveryAdvance({ ...on, advanceDeliveryOutsideDhaka: false }, ['bkash'], home),
  ).toBeNull();
});
