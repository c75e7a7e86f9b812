import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CheckoutResult } from '../../../shared/schemas/checkout.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import type { StockFigures } from '../../../shared/schemas/sales-report.ts';
import { signUpAs } from '../../test/auth-test-helpers.ts';
import { call, checkoutAs, checkoutBody } from '../../test/checkout-test-helpers.ts';
import { startPaymentShop, type PaymentShop } from '../../test/payment-test-helpers.ts';

// Slow movers (in stock, on sale over 60 days, not sold in 60) and days of stock left at the
// last 30 days' pace, from orders placed through checkout and then dated.

let shop: PaymentShop;
let a: Product;
let b: Product;

async function sell(product: Product, quantity: number, daysAgo: number) {
  const customer = await signUpAs(shop.app, { name: 'Stock Buyer' });
  const body = checkoutBody({ items: [{ productId: product._id, quantity }] });
  const placed = await checkoutAs(shop, customer, body);
  expect(placed.statusCode, placed.body).toBe(201);
  await shop.database.pool.query(
    `update orders set created_at = now() - make_interval(days => $2) where id = $1`,
    [placed.json<CheckoutResult>().orderId, daysAgo],
  );
}

beforeAll(async () => {
  shop = await startPaymentShop();
  [a, b] = shop.products as [Product, Product];
  // Both on sale for a year; a sold 3 units 10 days ago, b last sold 90 days ago.
  await shop.database.pool.query(
    `update products set created_at = now() - interval '365 days' where id = any($1)`,
    [[a._id, b._id]],
  );
  await sell(a, 3, 10);
  await sell(b, 1, 90);
});
afterAll(() => shop.close());

describe('stock figures', () => {
  test('slow movers and days of stock left', async () => {
    const answer = await call(shop, shop.admin, 'GET', '/api/admin/reports/stock');
    expect(answer.statusCode, answer.body).toBe(200);
    const figures = answer.json<StockFigures>();
    const { rows } = await shop.database.pool.query<{ id: string; stock: number }>(
      'select id, stock from products where id = any($1)',
      [[a._id, b._id]],
    );
    const stock = new Map(rows.map((row) => [row.id, row.stock]));
    const slow = figures.slowMovers.map((item) => item.productId);
    expect(slow).toContain(b._id);
    expect(slow).not.toContain(a._id);
    const left = figures.daysLeft.find((item) => item.productId === a._id);
    // 3 sold in 30 days: a unit every 10 days.
    expect(left?.days).toBe(Math.floor(((stock.get(a._id) ?? 0) * 30) / 3));
    expect(figures.daysLeft.map((item) => item.productId)).not.toContain(b._id);
  });
});
