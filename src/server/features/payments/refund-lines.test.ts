import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CheckoutResult } from '../../../shared/schemas/checkout.ts';
import type { OrderPayments } from '../../../shared/schemas/payment.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import { call, checkoutAs, checkoutBody, couponOf } from '../../test/checkout-test-helpers.ts';
import {
  callsTo,
  orderOf,
  pressOnBkash,
  startPaymentShop,
  visit,
  type PaymentShop,
} from '../../test/payment-test-helpers.ts';
import { formatTk } from '../../../shared/money.ts';

// Refunds of some lines of a discounted order, paid with bKash (its simulator, real HTTP):
// the shop gives back what was paid for them, the line's total less its share of the coupon.

let shop: PaymentShop;
beforeAll(async () => {
  shop = await startPaymentShop();
});
afterAll(() => shop.close());

/** A paid bKash order of the shop's three products (2 of the first) with a Tk 500 coupon. */
async function paidThreeLineOrder(): Promise<CheckoutResult> {
  const offer = await couponOf(shop, shop.admin, { value: 500 });
  const [one, two, three] = shop.products as [Product, Product, Product];
  const placed = await checkoutAs(
    shop,
    shop.customer,
    checkoutBody({
      paymentMethod: 'bkash',
      couponCode: offer.code,
      items: [
        { productId: one._id, quantity: 2 },
        { productId: two._id, quantity: 1 },
        { productId: three._id, quantity: 1 },
      ],
    }),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const result = placed.json<CheckoutResult>();
  await visit(shop, await pressOnBkash(shop, result.payment.redirectUrl, 'pay'));
  expect((await orderOf(shop, result.orderId)).payment.status).toBe('paid');
  return result;
}

const refund = (orderId: string, body: object) =>
  call(shop, shop.admin, 'POST', `/api/admin/orders/${orderId}/refunds`, {
    reason: 'Returned',
    ...body,
  });

/** Each line's share of 500, in proportion to the line totals, largest remainder first. */
function expectedShares(result: CheckoutResult): number[] {
  const totals = result.lines.map((line) => line.lineTotal);
  const subtotal = totals.reduce((a, b) => a + b, 0);
  const floors = totals.map((total) => Math.floor((500 * total) / subtotal));
  const order = totals
    .map((total, index) => ({ index, lost: (500 * total) % subtotal }))
    .sort((a, b) => b.lost - a.lost || a.index - b.index);
  let short = 500 - floors.reduce((a, b) => a + b, 0);
  for (const { index } of order) if (short-- > 0) floors[index] = (floors[index] ?? 0) + 1;
  return floors;
}

describe('a refund of lines of a discounted order', () => {
  test('one line, then the rest: each is what was paid for it, and all of them what was paid', async () => {
    const result = await paidThreeLineOrder();
    expect(result.discount).toBe(500);
    const shares = expectedShares(result);
    const paid = result.lines.map((line, index) => line.lineTotal - (shares[index] ?? 0));

    const payments = (
      await call(shop, shop.admin, 'GET', `/api/admin/orders/${result.orderId}/payments`)
    ).json<OrderPayments>();
    expect(payments.lines.map((line) => line.discount)).toEqual(shares);
    expect(payments.orderTotal).toBe(result.total);

    const first = await refund(result.orderId, { lines: [{ lineNo: 2, quantity: 1 }] });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<OrderPayments>().payments[0]).toMatchObject({ refunded: paid[1] });

    const rest = await refund(result.orderId, {
      lines: [
        { lineNo: 1, quantity: 2 },
        { lineNo: 3, quantity: 1 },
      ],
    });
    expect(rest.statusCode, rest.body).toBe(200);
    const after = rest.json<OrderPayments>();
    expect(after.payments[0]?.refunded).toBe(result.subtotal - 500);
    expect(after.lines.map((line) => line.refundedQuantity)).toEqual([2, 1, 1]);

    // The lines are all given back: what is left of the payment is the delivery charge.
    const delivery = await refund(result.orderId, { amount: result.deliveryCharge });
    expect(delivery.statusCode, delivery.body).toBe(200);
    expect(delivery.json<OrderPayments>().payments[0]).toMatchObject({
      status: 'refunded',
      refunded: result.total,
    });
  });

  test('units of one line one at a time add up to the line; a unit refunded twice is a 400', async () => {
    const result = await paidThreeLineOrder();
    const share = expectedShares(result)[0] ?? 0;
    const line = result.lines[0] as CheckoutResult['lines'][number];
    const one = await refund(result.orderId, { lines: [{ lineNo: 1, quantity: 1 }] });
    const two = await refund(result.orderId, { lines: [{ lineNo: 1, quantity: 1 }] });
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(two.json<OrderPayments>().payments[0]?.refunded).toBe(line.lineTotal - share);

    const bkashRefunds = callsTo(shop.bkash, '/refund');
    const again = await refund(result.orderId, { lines: [{ lineNo: 1, quantity: 1 }] });
    expect(again.statusCode).toBe(400);
    expect(again.json<{ message: string }>().message).toContain('every unit is refunded already');
    expect(callsTo(shop.bkash, '/refund')).toBe(bkashRefunds);
  });

  test('more than was paid for the lines is a 400 and asks bKash nothing; less is given back', async () => {
    const result = await paidThreeLineOrder();
    const paidForThird = (result.lines[2]?.lineTotal ?? 0) - (expectedShares(result)[2] ?? 0);
    const bkashRefunds = callsTo(shop.bkash, '/refund');
    const above = await refund(result.orderId, {
      lines: [{ lineNo: 3, quantity: 1 }],
      amount: paidForThird + 1,
    });
    expect(above.statusCode).toBe(400);
    expect(above.json<{ message: string }>().message).toBe(
      `amount: at most ${formatTk(paidForThird)} was paid for these units`,
    );
    expect(callsTo(shop.bkash, '/refund')).toBe(bkashRefunds);
    const payments = (
      await call(shop, shop.admin, 'GET', `/api/admin/orders/${result.orderId}/payments`)
    ).json<OrderPayments>();
    expect(payments.payments[0]?.refunded).toBe(0);
    expect(payments.lines[2]?.refundedQuantity).toBe(0);

    const lower = await refund(result.orderId, {
      lines: [{ lineNo: 3, quantity: 1 }],
      amount: paidForThird - 100,
    });
    expect(lower.statusCode, lower.body).toBe(200);
    expect(lower.json<OrderPayments>().payments[0]?.refunded).toBe(paidForThird - 100);
  });

  test('a line the order does not have, or a refund with neither amount nor lines, is a 400', async () => {
    const result = await paidThreeLineOrder();
    const unknown = await refund(result.orderId, { lines: [{ lineNo: 9, quantity: 1 }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toContain('this order has no line 9');
    const empty = await refund(result.orderId, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toContain(
      'amount is required unless lines are given',
    );
  });
});
