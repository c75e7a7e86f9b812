import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CheckoutResult } from '../../../shared/schemas/checkout.ts';
import type { CouponQuote, CouponRefusal } from '../../../shared/schemas/coupon.ts';
import type { OrderSummary } from '../../../shared/schemas/order-detail.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import { signUpAs, type SignedIn } from '../../test/auth-test-helpers.ts';
import { call, checkoutAs, checkoutBody, couponOf } from '../../test/checkout-test-helpers.ts';
import {
  holdRunsOut,
  orderOf,
  paymentsOf,
  startPaymentShop,
  stockOf,
  sweepOnce,
  type PaymentShop,
} from '../../test/payment-test-helpers.ts';

// A coupon through checkout: the server's discount on the order and everything that shows
// or charges its total, the refusals between the check and the checkout, and the use given
// back by a cancel.

let shop: PaymentShop;
let products: Product[];

beforeAll(async () => {
  shop = await startPaymentShop();
  products = shop.products;
});
afterAll(() => shop.close());

const first = () => products[0] as Product;
const oneOfFirst = (quantity = 1) => [{ productId: first()._id, quantity }];

function order(as: SignedIn, couponCode: unknown, extra: Record<string, unknown> = {}) {
  return checkoutAs(shop, as, checkoutBody({ items: oneOfFirst(), couponCode, ...extra }));
}

async function usesOf(id: string) {
  const { rows } = await shop.database.pool.query<{ uses: number; rows: number }>(
    `select uses, (select count(*)::int from coupon_uses where coupon_id = c.id) as rows
       from coupons c where id = $1`,
    [id],
  );
  return rows[0];
}

async function orderCount() {
  const { rows } = await shop.database.pool.query<{ n: number }>(
    'select count(*)::int as n from orders',
  );
  return rows[0]?.n;
}

describe('checkout with a coupon', () => {
  test('the order carries the discount; its total, My Orders, the order page and the filter agree', async () => {
    const customer = await signUpAs(shop.app, { name: 'Coupon Buyer' });
    const offer = await couponOf(shop, shop.admin, {
      kind: 'percent',
      value: 10,
      maxDiscount: 100_000,
    });
    const placed = await order(customer, offer.code.toLowerCase());
    expect(placed.statusCode, placed.body).toBe(201);
    const result = placed.json<CheckoutResult>();
    const discount = Math.floor(first().price / 10);
    expect(result).toMatchObject({ discount, couponCode: offer.code, subtotal: first().price });
    expect(result.total).toBe(result.subtotal - discount + (result.deliveryCharge ?? 0));

    const detail = await orderOf(shop, result.orderId, customer);
    expect(detail).toMatchObject({ discount, couponCode: offer.code, total: result.total });
    const mine = await call(
      shop,
      customer,
      'GET',
      `/api/my-orders?email=${encodeURIComponent(customer.user.email)}`,
    );
    expect(mine.json<OrderSummary[]>()[0]).toMatchObject({ discount, total: result.total });
    const filtered = await call(
      shop,
      shop.admin,
      'GET',
      `/api/orders?coupon=${offer.code.toLowerCase()}`,
    );
    expect(filtered.statusCode, filtered.body).toBe(200);
    expect(filtered.json<OrderSummary[]>().map((o) => o._id)).toEqual([result.orderId]);
    expect(await usesOf(offer.id)).toEqual({ uses: 1, rows: 1 });
  });

  test('bKash is asked for the discounted total', async () => {
    const offer = await couponOf(shop, shop.admin, { value: 700 });
    const placed = await order(shop.customer, offer.code, { paymentMethod: 'bkash' });
    expect(placed.statusCode, placed.body).toBe(201);
    const result = placed.json<CheckoutResult>();
    expect(result.total).toBe(first().price - 700 + (result.deliveryCharge ?? 0));
    const payments = await paymentsOf(shop, result.orderId);
    const attempt = payments.payments[0];
    expect(attempt?.amount).toBe(result.total);
    const sent = [...shop.bkash.payments.values()].find(
      (payment) => payment.merchantInvoiceNumber === attempt?.reference,
    );
    expect(sent?.amount).toBe(`${result.total}.00`);
  });

  test('free delivery: the discount is the delivery charge, so the total is the subtotal', async () => {
    const offer = await couponOf(shop, shop.admin, { kind: 'free-delivery', value: 0 });
    const placed = await order(shop.customer, offer.code);
    const result = placed.json<CheckoutResult>();
    expect(result.deliveryCharge).toBeGreaterThan(0);
    expect(result).toMatchObject({ discount: result.deliveryCharge, total: result.subtotal });
  });

  test('two coupons are a 400 and order nothing', async () => {
    const before = await orderCount();
    const placed = await order(shop.customer, ['SHOP-1', 'SHOP-2']);
    expect(placed.statusCode).toBe(400);
    expect(placed.json<{ message: string }>().message).toContain('one coupon');
    expect(await orderCount()).toBe(before);
  });

  test('an unknown code is a 404 with its reason, and nothing is ordered', async () => {
    const before = await orderCount();
    const placed = await order(shop.customer, 'NOT-A-CODE');
    expect(placed.statusCode).toBe(404);
    expect(placed.json<CouponRefusal>().reason).toBe('unknown');
    expect(await orderCount()).toBe(before);
  });

  test('the last use taken between the check and the checkout: used-up, no order, no stock taken', async () => {
    const offer = await couponOf(shop, shop.admin, { maxUses: 1 });
    const late = await signUpAs(shop.app, { name: 'Late Shopper' });
    const checked = await call(shop, late, 'POST', '/api/coupons/check', {
      code: offer.code,
      items: oneOfFirst(),
    });
    expect(checked.statusCode).toBe(200);
    expect((await order(shop.customer, offer.code)).statusCode).toBe(201);
    const [count, stock] = [await orderCount(), await stockOf(shop)];
    const placed = await order(late, offer.code);
    expect(placed.statusCode).toBe(409);
    expect(placed.json<CouponRefusal>()).toMatchObject({ reason: 'used-up' });
    expect([await orderCount(), await stockOf(shop)]).toEqual([count, stock]);
  });

  test('prices changed since the check: checkout charges the discount on the price it locks', async () => {
    const offer = await couponOf(shop, shop.admin, { kind: 'percent', value: 20 });
    const checked = await call(shop, shop.customer, 'POST', '/api/coupons/check', {
      code: offer.code,
      items: oneOfFirst(),
    });
    expect(checked.json<CouponQuote>().discount).toBe(Math.floor(first().price / 5));
    const newPrice = first().price + 1000;
    await shop.database.pool.query('update products set price_tk = $2 where id = $1', [
      first()._id,
      newPrice,
    ]);
    try {
      const placed = await order(shop.customer, offer.code);
      const result = placed.json<CheckoutResult>();
      expect(result).toMatchObject({ subtotal: newPrice, discount: Math.floor(newPrice / 5) });
      expect(result.total).toBe(newPrice - result.discount + (result.deliveryCharge ?? 0));
    } finally {
      await shop.database.pool.query('update products set price_tk = $2 where id = $1', [
        first()._id,
        first().price,
      ]);
    }
  });

  test('a price fall below the minimum since the check is a 409 below-minimum, not a discount', async () => {
    const offer = await couponOf(shop, shop.admin, { minSubtotal: first().price });
    const lowered = first().price - 1;
    await shop.database.pool.query('update products set price_tk = $2 where id = $1', [
      first()._id,
      lowered,
    ]);
    try {
      const placed = await order(shop.customer, offer.code);
      expect(placed.statusCode).toBe(409);
      expect(placed.json<CouponRefusal>().reason).toBe('below-minimum');
    } finally {
      await shop.database.pool.query('update products set price_tk = $2 where id = $1', [
        first()._id,
        first().price,
      ]);
    }
  });

  test('one use per customer: the second is used-by-you, and a cancel gives the use back', async () => {
    const offer = await couponOf(shop, shop.admin, { maxUsesPerCustomer: 1 });
    const buyer = await signUpAs(shop.app, { name: 'Once Only' });
    const placed = (await order(buyer, offer.code)).json<CheckoutResult>();
    const again = await order(buyer, offer.code);
    expect(again.statusCode).toBe(409);
    expect(again.json<CouponRefusal>().reason).toBe('used-by-you');
    const cancelled = await call(shop, buyer, 'PATCH', `/api/orders/${placed.orderId}`, {
      status: 'cancelled',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await usesOf(offer.id)).toEqual({ uses: 0, rows: 0 });
    const afterCancel = await order(buyer, offer.code);
    expect(afterCancel.statusCode, afterCancel.body).toBe(201);
    expect(await usesOf(offer.id)).toEqual({ uses: 1, rows: 1 });
  });

  test('an unpaid online order whose hold runs out gives its use back', async () => {
    const offer = await couponOf(shop, shop.admin, { maxUses: 5 });
    const placed = await order(shop.customer, offer.code, { paymentMethod: 'bkash' });
    const result = placed.json<CheckoutResult>();
    expect(await usesOf(offer.id)).toEqual({ uses: 1, rows: 1 });
    await holdRunsOut(shop, result.orderId);
    await sweepOnce(shop);
    expect((await orderOf(shop, result.orderId)).status).toBe('cancelled');
    expect(await usesOf(offer.id)).toEqual({ uses: 0, rows: 0 });
  });

  test('the same idempotency key sent again answers the same order and counts one use', async () => {
    const offer = await couponOf(shop, shop.admin, { maxUses: 3 });
    const key = randomUUID();
    const body = checkoutBody({ items: oneOfFirst(), couponCode: offer.code });
    const one = await checkoutAs(shop, shop.customer, body, key);
    const two = await checkoutAs(shop, shop.customer, body, key);
    expect(two.json<CheckoutResult>().orderId).toBe(one.json<CheckoutResult>().orderId);
    expect(await usesOf(offer.id)).toEqual({ uses: 1, rows: 1 });
  });
});

describe('Buy Now (POST /api/order) with a coupon', () => {
  const buyNow = (couponCode: unknown, extra: Record<string, unknown> = {}) =>
    call(shop, shop.customer, 'POST', '/api/order', {
      productId: first()._id,
      quantity: 1,
      phone: '01712345678',
      address: 'House 1, Road 2, Dhanmondi',
      district: 'Dhaka',
      couponCode,
      ...extra,
    });

  test('the order carries the discount the checkout would give, and counts the use', async () => {
    const offer = await couponOf(shop, shop.admin, { value: 600 });
    const placed = await buyNow(` ${offer.code.toLowerCase()} `);
    expect(placed.statusCode, placed.body).toBe(201);
    const { order: made } = placed.json<{ order: OrderSummary }>();
    expect(made).toMatchObject({ discount: 600, couponCode: offer.code });
    expect(made.total).toBe(first().price - 600 + (made.deliveryCharge ?? 0));
    expect(await usesOf(offer.id)).toEqual({ uses: 1, rows: 1 });
  });

  test('a coupon for other products is a 409 not-covered, and nothing is ordered', async () => {
    const other = products[1] as Product;
    const offer = await couponOf(shop, shop.admin, { scope: { productIds: [other._id] } });
    const before = await orderCount();
    const placed = await buyNow(offer.code);
    expect(placed.statusCode).toBe(409);
    expect(placed.json<CouponRefusal>()).toMatchObject({
      reason: 'not-covered',
      message: 'This coupon does not cover anything in your cart.',
    });
    expect(await orderCount()).toBe(before);
    expect(await usesOf(offer.id)).toEqual({ uses: 0, rows: 0 });
  });

  test('an unknown code is a 404 with its reason', async () => {
    const placed = await buyNow('NO-SUCH-CODE');
    expect(placed.statusCode).toBe(404);
    expect(placed.json<CouponRefusal>().reason).toBe('unknown');
  });

  test('free delivery without a district: refused when the address names none (the charge it would waive is not known), taken for the district it names', async () => {
    const offer = await couponOf(shop, shop.admin, { kind: 'free-delivery', value: 0 });
    const placed = await buyNow(offer.code, { district: undefined });
    expect(placed.statusCode, placed.body).toBe(400);
    expect(placed.json<{ message: string }>().message).toMatch(/^district: choose the district/);
    expect(await usesOf(offer.id)).toEqual({ uses: 0, rows: 0 });
    for (const extra of [
      {},
      { district: undefined, address: 'House 1, Road 2, Dhanmondi, Dhaka' },
    ]) {
      const taken = await buyNow(offer.code, extra);
      expect(taken.statusCode, taken.body).toBe(201);
      const { order: made } = taken.json<{ order: OrderSummary }>();
      expect(made.deliveryCharge).toBeGreaterThan(0);
      expect(made.discount).toBe(made.deliveryCharge);
      expect(made.total).toBe(first().price);
    }
  });
});
