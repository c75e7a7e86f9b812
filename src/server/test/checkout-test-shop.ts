import { expect } from 'vitest';
import type { Product } from '../../shared/schemas/product.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { signUpAs, type SignedIn } from './auth-test-helpers.ts';
import { saveOrderLimits } from '../features/orders/index.ts';
import { call, setStock } from './checkout-test-helpers.ts';

// The shop the checkout API tests order from: seeded, with order limits out of the way,
// one customer, and four products of one kilogram each so the weight surcharge is easy
// to follow. Shared by the tests of good and of bad checkouts.

export interface CheckoutShop {
  shop: TestApp;
  customer: SignedIn;
  product(i: number): Product;
  /** The three products every test starts with ten of. */
  ids(): string[];
  /** Empties the cart of `as`, then puts these [product index, quantity] lines in it. */
  fillCart(as: SignedIn, lines: [number, number][]): Promise<void>;
  orderCount(): Promise<number>;
  /** Ten of each of the first three products, before each test. */
  restock(): Promise<void>;
}

export async function startCheckoutShop(): Promise<CheckoutShop> {
  const shop = await createTestApp({
    seeded: true,
    env: { ORDER_LIMIT_PER_USER_PER_MINUTE: '1000' },
  });
  await saveOrderLimits(shop.database.db, { perProduct: 1000, total: 1000 });
  const customer = await signUpAs(shop.app, { name: 'Checkout Customer' });
  const catalogue = (await call(shop, undefined, 'GET', '/api/product?pageSize=4')).json<
    Product[]
  >();
  await shop.database.pool.query('update products set weight_grams = 1000 where id = any($1)', [
    catalogue.map((p) => p._id),
  ]);
  const product = (i: number) => catalogue[i] as Product;
  const ids = () => catalogue.slice(0, 3).map((p) => p._id);
  return {
    shop,
    customer,
    product,
    ids,
    async fillCart(as, lines) {
      await call(shop, as, 'DELETE', '/api/cart');
      for (const [i, quantity] of lines) {
        const put = await call(shop, as, 'PUT', `/api/cart/items/${product(i)._id}`, { quantity });
        expect(put.statusCode).toBe(200);
      }
    },
    async orderCount() {
      const { rows } = await shop.database.pool.query<{ n: number }>(
        'select count(*)::int as n from orders',
      );
      return rows[0]?.n ?? NaN;
    },
    restock: () => setStock(shop, Object.fromEntries(ids().map((id) => [id, 10]))),
  };
}
