import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ManagedProduct, Product } from '../../../shared/schemas/product.ts';
import { signUpAs, signUpOwner, type SignedIn } from '../../test/auth-test-helpers.ts';
import { call, checkoutAs, checkoutBody, setStock } from '../../test/checkout-test-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// A product's availability (decision 078): set by the owner, in the API, refused at checkout
// and Buy Now while coming soon; Manage Products counts the alerts waiting on each product.

let shop: TestApp;
let admin: SignedIn;
let customer: SignedIn;
let product: Product;

beforeAll(async () => {
  shop = await createTestApp({ seeded: true, env: { ORDER_LIMIT_PER_USER_PER_MINUTE: '1000' } });
  admin = await signUpOwner(shop.app, shop.database.db);
  customer = await signUpAs(shop.app);
  product = (await call(shop, undefined, 'GET', '/api/product?pageSize=1')).json<Product[]>()[0]!;
});
afterAll(() => shop.close());

describe('availability', () => {
  test('a coming-soon product is refused at checkout and Buy Now with its name', async () => {
    await setStock(shop, { [product._id]: 5 });
    const bad = await call(shop, admin, 'PATCH', `/api/products/${product._id}`, {
      availability: 'someday',
    });
    expect(bad.statusCode).toBe(400);
    const set = await call(shop, admin, 'PATCH', `/api/products/${product._id}`, {
      availability: 'coming-soon',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<Product>().availability).toBe('coming-soon');
    const shown = await call(shop, undefined, 'GET', `/api/product/${product._id}`);
    expect(shown.json<Product>().availability).toBe('coming-soon');

    await call(shop, customer, 'PUT', `/api/cart/items/${product._id}`, { quantity: 1 });
    const checkout = await checkoutAs(shop, customer, checkoutBody());
    expect(checkout.statusCode, checkout.body).toBe(409);
    expect(checkout.json<{ message: string }>().message).toContain(
      `${product.name} is coming soon`,
    );
    const buyNow = await call(shop, customer, 'POST', '/api/order', {
      productId: product._id,
      quantity: 1,
      phone: '01712345678',
      address: 'Road 1, Mirpur, Dhaka',
    });
    expect(buyNow.statusCode).toBe(409);
    expect(buyNow.json<{ message: string }>().message).toContain(`${product.name} is coming soon`);
    const stock = await shop.database.pool.query('select stock from products where id = $1', [
      product._id,
    ]);
    expect(stock.rows[0]).toEqual({ stock: 5 });
  });

  test('Manage Products counts waiting alerts; the product going on sale notifies them', async () => {
    const alert = await shop.app.inject({
      method: 'POST',
      url: `/api/products/${product._id}/stock-alerts`,
      payload: { phone: '01712000099' },
    });
    expect(alert.statusCode, alert.body).toBe(201);
    const manage = async () =>
      (await call(shop, admin, 'GET', '/api/manage-products?pageSize=100'))
        .json<ManagedProduct[]>()
        .find((row) => row._id === product._id);
    expect((await manage())?.waitingAlerts).toBe(1);
    await call(shop, admin, 'PATCH', `/api/products/${product._id}`, { availability: 'normal' });
    expect((await manage())?.waitingAlerts).toBe(0);
  });
});
