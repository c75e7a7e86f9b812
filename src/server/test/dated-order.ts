import { expect } from 'vitest';
import type { CheckoutResult } from '../../shared/schemas/checkout.ts';
import type { Product } from '../../shared/schemas/product.ts';
import { signUpAs } from './auth-test-helpers.ts';
import { checkoutAs, checkoutBody } from './checkout-test-helpers.ts';
import type { PaymentShop } from './payment-test-helpers.ts';

/**
 * Places an order of `items` through checkout by a new customer (so each line keeps the cost
 * it was sold at), then dates it at `at` (a UTC instant): how the report tests build a month.
 */
export async function placeDatedOrder(
  shop: PaymentShop,
  at: string,
  items: { product: Product; quantity: number }[],
  extra: Record<string, unknown> = {},
): Promise<CheckoutResult> {
  const customer = await signUpAs(shop.app, { name: 'Report Buyer' });
  const body = checkoutBody({
    items: items.map(({ product, quantity }) => ({ productId: product._id, quantity })),
    ...extra,
  });
  const placed = await checkoutAs(shop, customer, body);
  expect(placed.statusCode, placed.body).toBe(201);
  const result = placed.json<CheckoutResult>();
  await shop.database.pool.query('update orders set created_at = $2 where id = $1', [
    result.orderId,
    at,
  ]);
  return result;
}
