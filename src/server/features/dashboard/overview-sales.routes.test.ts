import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Overview } from '../../../shared/schemas/dashboard.ts';
import type { CheckoutResult } from '../../../shared/schemas/checkout.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import type { SalesReport } from '../../../shared/schemas/sales-report.ts';
import { signUpAs } from '../../test/auth-test-helpers.ts';
import { call, checkoutAs, checkoutBody } from '../../test/checkout-test-helpers.ts';
import { moveBody } from '../../test/order-moves.ts';
import { startPaymentShop, type PaymentShop } from '../../test/payment-test-helpers.ts';

// The overview's today and last-30-days figures are the sales report's, for the same days:
// one definition of revenue (docs/product.md#reports).

const DAY_MS = 86_400_000;
const dhakaDay = (time: number) => new Date(time + 6 * 3_600_000).toISOString().slice(0, 10);

let shop: PaymentShop;
let product: Product;

/** Places an order of `quantity` and moves it back `daysAgo` days. */
async function place(quantity: number, daysAgo: number): Promise<string> {
  const customer = await signUpAs(shop.app, { name: 'Overview Buyer' });
  const body = checkoutBody({ items: [{ productId: product._id, quantity }] });
  const placed = await checkoutAs(shop, customer, body);
  expect(placed.statusCode, placed.body).toBe(201);
  const { orderId } = placed.json<CheckoutResult>();
  await shop.database.pool.query(
    `update orders set created_at = created_at - make_interval(days => $2) where id = $1`,
    [orderId, daysAgo],
  );
  return orderId;
}

beforeAll(async () => {
  shop = await startPaymentShop();
  product = shop.products[0] as Product;
});
afterAll(() => shop.close());

describe("the overview's sales figures", () => {
  test('an empty period is zeros', async () => {
    const answer = await call(shop, shop.admin, 'GET', '/api/dashboard/overview');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<Overview>().sales).toEqual({
      today: { orders: 0, revenue: 0 },
      last30Days: { orders: 0, revenue: 0 },
    });
  });

  test('today and the last 30 days agree with the sales report', async () => {
    await place(1, 0);
    const cancelled = await place(3, 0);
    const moved = await call(shop, shop.admin, 'PATCH', `/api/orders/${cancelled}`, {
      ...moveBody('cancelled'),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await place(2, 10);
    await place(4, 40);

    const answer = await call(shop, shop.admin, 'GET', '/api/dashboard/overview');
    expect(answer.statusCode, answer.body).toBe(200);
    const { sales } = answer.json<Overview>();
    // Today: the one kept order; 30 days: it and the one 10 days ago, not the one 40 days ago.
    expect(sales).toEqual({
      today: { orders: 1, revenue: product.price },
      last30Days: { orders: 2, revenue: 3 * product.price },
    });

    const now = Date.now();
    const totals = async (from: string, to: string) => {
      const report = await call(
        shop,
        shop.admin,
        'GET',
        `/api/admin/reports/sales?from=${from}&to=${to}`,
      );
      expect(report.statusCode, report.body).toBe(200);
      const { orders, revenue } = report.json<SalesReport>().totals;
      return { orders, revenue };
    };
    expect(sales.today).toEqual(await totals(dhakaDay(now), dhakaDay(now)));
    expect(sales.last30Days).toEqual(await totals(dhakaDay(now - 29 * DAY_MS), dhakaDay(now)));
  });
});
