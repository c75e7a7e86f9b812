import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CheckoutResult } from '../../../shared/schemas/checkout.ts';
import type { OrderPayments } from '../../../shared/schemas/payment.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import type { SalesReport } from '../../../shared/schemas/sales-report.ts';
import { call } from '../../test/checkout-test-helpers.ts';
import { placeDatedOrder } from '../../test/dated-order.ts';
import { moveBody } from '../../test/order-moves.ts';
import {
  pressOnBkash,
  startPaymentShop,
  visit,
  type PaymentShop,
} from '../../test/payment-test-helpers.ts';

// How the report combines its figures (decision 090): the totals and the tables by day,
// payment method and district come from one pass over the period's orders, the best sellers
// from a pass of their own. A known September, worked out by hand: a refund of one unit of
// two, an order of a product without a cost, a cancelled order alone in its district and on
// its day, and the same kinds of order in the previous period (August).

let shop: PaymentShop;
let a: Product;
let b: Product;
const COST = 1000;
const charges: Record<string, number> = {};

const sylhet = { address: { district: 'Sylhet', area: 'Zindabazar', line: 'House 4, Road 2' } };
const khulna = { address: { district: 'Khulna', area: 'Sonadanga', line: 'House 7, Road 1' } };

/** Places an order by a new customer, dated `at` (a UTC instant); answers its result. */
async function place(
  name: string,
  at: string,
  items: { product: Product; quantity: number }[],
  extra: Record<string, unknown> = {},
): Promise<CheckoutResult> {
  const result = await placeDatedOrder(shop, at, items, extra);
  charges[name] = result.deliveryCharge ?? 0;
  return result;
}

async function cancel(orderId: string) {
  const moved = await call(
    shop,
    shop.admin,
    'PATCH',
    `/api/orders/${orderId}`,
    moveBody('cancelled'),
  );
  expect(moved.statusCode, moved.body).toBe(200);
}

beforeAll(async () => {
  shop = await startPaymentShop();
  [a, b] = shop.products as [Product, Product];
  for (const [product, costPrice] of [
    [a, COST],
    [b, null],
  ] as const) {
    const saved = await call(shop, shop.admin, 'PATCH', `/api/products/${product._id}`, {
      costPrice,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  await place('mixed', '2026-09-05T06:00:00Z', [
    { product: a, quantity: 1 },
    { product: b, quantity: 1 },
  ]);
  // Two units paid with bKash, one of them refunded: one unit kept, at its cost.
  const refunded = await place('refunded', '2026-09-10T06:00:00Z', [{ product: a, quantity: 2 }], {
    paymentMethod: 'bkash',
  });
  await visit(shop, await pressOnBkash(shop, refunded.payment.redirectUrl, 'pay'));
  const refund = await call(
    shop,
    shop.admin,
    'POST',
    `/api/admin/orders/${refunded.orderId}/refunds`,
    {
      reason: 'Returned',
      lines: [{ lineNo: 1, quantity: 1 }],
    },
  );
  expect(refund.statusCode, refund.body).toBe(200);
  expect(refund.json<OrderPayments>().lines[0]?.refundedQuantity).toBe(1);
  await place('noCost', '2026-09-12T06:00:00Z', [{ product: b, quantity: 2 }], sylhet);
  const cancelled = await place(
    'cancelled',
    '2026-09-20T06:00:00Z',
    [{ product: a, quantity: 1 }],
    khulna,
  );
  await cancel(cancelled.orderId);
  await place('previous', '2026-08-15T06:00:00Z', [{ product: a, quantity: 1 }]);
  const previousCancelled = await place('previousCancelled', '2026-08-16T06:00:00Z', [
    { product: b, quantity: 1 },
  ]);
  await cancel(previousCancelled.orderId);
});
afterAll(() => shop.close());

describe('the sales report combines its figures as the orders say', () => {
  test('totals of both periods: a refunded unit, a line without a cost, a cancelled order', async () => {
    const answer = await call(
      shop,
      shop.admin,
      'GET',
      '/api/admin/reports/sales?from=2026-09-01&to=2026-09-30&compare=previous',
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const sales = answer.json<SalesReport>();
    // mixed (a + b), refunded (a kept of 2), noCost (2 b); the cancelled order is no sale.
    const revenue = 2 * a.price + 3 * b.price;
    expect(sales.totals).toEqual({
      orders: 3,
      units: 5,
      revenue,
      discount: 0,
      deliveryCharges: (charges.mixed ?? 0) + (charges.refunded ?? 0) + (charges.noCost ?? 0),
      averageOrder: Math.round(revenue / 3),
      returnedOrders: 0,
      cancelledOrders: 1,
      grossMargin: 2 * (a.price - COST),
      revenueWithoutCost: 3 * b.price,
    });
    expect(sales.previous).toEqual({
      orders: 1,
      units: 1,
      revenue: a.price,
      discount: 0,
      deliveryCharges: charges.previous ?? 0,
      averageOrder: a.price,
      returnedOrders: 0,
      cancelledOrders: 1,
      grossMargin: a.price - COST,
      revenueWithoutCost: 0,
    });
  });

  test('tables by day, method, district and product leave out what only a cancelled order had', async () => {
    const sales = (
      await call(shop, shop.admin, 'GET', '/api/admin/reports/sales?from=2026-09-01&to=2026-09-30')
    ).json<SalesReport>();
    const day = (d: string) => sales.byDay.find((row) => row.day === d);
    expect(day('2026-09-05')).toEqual({ day: '2026-09-05', orders: 1, revenue: a.price + b.price });
    expect(day('2026-09-10')).toEqual({ day: '2026-09-10', orders: 1, revenue: a.price });
    expect(day('2026-09-20')).toEqual({ day: '2026-09-20', orders: 0, revenue: 0 });
    expect(sales.byPaymentMethod).toEqual(
      [
        { method: 'cod', orders: 2, revenue: a.price + 3 * b.price },
        { method: 'bkash', orders: 1, revenue: a.price },
      ].sort((x, y) => y.revenue - x.revenue),
    );
    expect(sales.byDistrict).toEqual(
      [
        { district: 'Rajshahi', orders: 2, revenue: 2 * a.price + b.price },
        { district: 'Sylhet', orders: 1, revenue: 2 * b.price },
      ].sort((x, y) => y.revenue - x.revenue),
    );
    expect(sales.topProducts).toEqual(
      [
        {
          productId: a._id,
          name: a.name,
          units: 2,
          revenue: 2 * a.price,
          margin: 2 * (a.price - COST),
        },
        { productId: b._id, name: b.name, units: 3, revenue: 3 * b.price, margin: null },
      ].sort((x, y) => y.revenue - x.revenue),
    );
    const orders = (rows: { orders: number }[]) => rows.reduce((sum, row) => sum + row.orders, 0);
    // The mixed order is one order of each of its categories, not one per line.
    const categories = new Set([a.category, b.category]).size;
    expect(orders(sales.byCategory)).toBe(categories === 1 ? 3 : 4);
    expect(sales.byCategory.reduce((sum, row) => sum + row.units, 0)).toBe(5);
  });
});
