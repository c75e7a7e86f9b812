import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CheckoutResult } from '../../../shared/schemas/checkout.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import type { SalesReport } from '../../../shared/schemas/sales-report.ts';
import { signUpAs } from '../../test/auth-test-helpers.ts';
import { call, checkoutAs, checkoutBody } from '../../test/checkout-test-helpers.ts';
import { startPaymentShop, type PaymentShop } from '../../test/payment-test-helpers.ts';

// A shop that has traded for a while sells more than 2,147,483,647 Taka (the largest 4-byte
// integer) in a year: the bench's 20,000 past orders of PC parts come to about 2.5 billion.
// Two orders whose lines are brought to 1.5 billion each stand for that trade here.

const DAY = '2026-08-20';
const LINE_TK = 1_500_000_000;

let shop: PaymentShop;

beforeAll(async () => {
  shop = await startPaymentShop();
  const product = shop.products[0] as Product;
  for (let i = 0; i < 2; i++) {
    const customer = await signUpAs(shop.app, { name: 'Large Buyer' });
    const body = checkoutBody({ items: [{ productId: product._id, quantity: 1 }] });
    const placed = await checkoutAs(shop, customer, body);
    expect(placed.statusCode, placed.body).toBe(201);
    const { orderId } = placed.json<CheckoutResult>();
    await shop.database.pool.query(
      `update order_lines set unit_price_tk = $2, line_total_tk = $2, cost_price_tk = $2 - 1000
         where order_id = $1`,
      [orderId, LINE_TK],
    );
    await shop.database.pool.query(
      `update orders set created_at = $2::date + interval '6 hours' where id = $1`,
      [orderId, DAY],
    );
  }
});
afterAll(() => shop.close());

describe('the sales report over sums past 4-byte integers', () => {
  test('answers every figure in whole Taka, not an error', async () => {
    const answer = await call(
      shop,
      shop.admin,
      'GET',
      `/api/admin/reports/sales?from=${DAY}&to=${DAY}`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const sales = answer.json<SalesReport>();
    expect(sales.totals).toMatchObject({ orders: 2, revenue: 2 * LINE_TK, grossMargin: 2000 });
    expect(sales.byDay).toEqual([{ day: DAY, orders: 2, revenue: 2 * LINE_TK }]);
    expect(sales.byPaymentMethod).toEqual([{ method: 'cod', orders: 2, revenue: 2 * LINE_TK }]);
    expect(sales.topProducts[0]).toMatchObject({ units: 2, revenue: 2 * LINE_TK, margin: 2000 });
  });
});
