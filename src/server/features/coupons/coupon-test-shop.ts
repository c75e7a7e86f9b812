import type { Product } from '../../../shared/schemas/product.ts';
import { signUpAs, signUpOwner, type SignedIn } from '../../test/auth-test-helpers.ts';
import { call } from '../../test/checkout-test-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** A seeded shop with its owner, one customer, and an order's items of one product. */
export interface CouponTestShop {
  shop: TestApp;
  owner: SignedIn;
  customer: SignedIn;
  items: { productId: string; quantity: number }[];
}

export async function startCouponTestShop(customerName: string): Promise<CouponTestShop> {
  const shop = await createTestApp({ seeded: true });
  const owner = await signUpOwner(shop.app, shop.database.db);
  const customer = await signUpAs(shop.app, { name: customerName });
  const [product] = (await call(shop, undefined, 'GET', '/api/product?pageSize=1')).json<
    Product[]
  >();
  return { shop, owner, customer, items: [{ productId: product!._id, quantity: 1 }] };
}
