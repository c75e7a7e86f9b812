import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Cart } from '../../../shared/schemas/cart.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUpAs, signUpOwner, type SignedIn } from '../../test/auth-test-helpers.ts';
import { call, setStock } from '../../test/checkout-test-helpers.ts';

let shop: TestApp;
let admin: SignedIn;
let customer: SignedIn;
let catalogue: Product[];

beforeAll(async () => {
  shop = await createTestApp({ seeded: true });
  admin = await signUpOwner(shop.app, shop.database.db);
  customer = await signUpAs(shop.app, { name: 'Cart Customer' });
  catalogue = (await call(shop, undefined, 'GET', '/api/product?pageSize=4')).json<Product[]>();
});
afterAll(() => shop.close());

const id = (i: number) => (catalogue[i] as Product)._id;
const put = (productId: string, quantity: unknown, as = customer) =>
  call(shop, as, 'PUT', `/api/cart/items/${productId}`, { quantity });

beforeEach(async () => {
  await call(shop, customer, 'DELETE', '/api/cart');
  await setStock(shop, { [id(0)]: 20, [id(1)]: 20, [id(2)]: 20, [id(3)]: 20 });
});

describe('the cart', () => {
  test('puts products in at today’s price; count and subtotal add up', async () => {
    await put(id(0), 2);
    const answer = await put(id(1), 1);
    expect(answer.statusCode).toBe(200);
    const cart = answer.json<Cart>();
    const [a, b] = catalogue as [Product, Product];
    expect(cart.items.map((item) => [item.productId, item.quantity, item.price])).toEqual([
      [a._id, 2, a.price],
      [b._id, 1, b.price],
    ]);
    expect(cart.count).toBe(3);
    expect(cart.subtotal).toBe(2 * a.price + b.price);
    expect(cart.items[0]).toMatchObject({ name: a.name, image: a.image, stock: 20 });
    expect((await call(shop, customer, 'GET', '/api/cart')).json<Cart>()).toEqual(cart);
  });

  test.each([0, 11, 1.5, '2', -1, null])('refuses quantity %j with a 400 naming it', async (q) => {
    const answer = await put(id(0), q);
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toContain('quantity');
    expect((await call(shop, customer, 'GET', '/api/cart')).json<Cart>().items).toEqual([]);
  });

  test('never holds more than the stock: 409 naming what is left', async () => {
    await setStock(shop, { [id(0)]: 3 });
    const answer = await put(id(0), 4);
    expect(answer.statusCode).toBe(409);
    expect(answer.json<{ message: string }>().message).toContain('only 3 left');
    expect((await put(id(0), 3)).statusCode).toBe(200);
  });

  test('refuses unknown and removed products with a 404', async () => {
    const unknown = await put('00000000-0000-4000-8000-000000000000', 1);
    expect(unknown.statusCode).toBe(404);
    const removed = catalogue[3] as Product;
    expect((await call(shop, admin, 'DELETE', `/api/products/${removed._id}`)).statusCode).toBe(
      200,
    );
    expect((await put(removed._id, 1)).statusCode).toBe(404);
  });

  test('flags lines whose product went out of stock, changed price or was removed', async () => {
    await put(id(0), 1);
    await put(id(1), 2);
    await put(id(2), 1);
    await setStock(shop, { [id(0)]: 0 });
    const repriced = catalogue[1] as Product;
    await call(shop, admin, 'PATCH', `/api/products/${repriced._id}`, {
      price: repriced.price + 500,
    });
    await shop.database.pool.query('update products set deleted_at = now() where id = $1', [id(2)]);
    const cart = (await call(shop, customer, 'GET', '/api/cart')).json<Cart>();
    const flags = cart.items.map((item) => ({
      outOfStock: item.outOfStock,
      priceChanged: item.priceChanged,
      removed: item.removed,
    }));
    expect(flags).toEqual([
      { outOfStock: true, priceChanged: false, removed: false },
      { outOfStock: false, priceChanged: true, removed: false },
      { outOfStock: false, priceChanged: false, removed: true },
    ]);
    expect(cart.items[1]).toMatchObject({
      price: repriced.price + 500,
      priceWhenAdded: repriced.price,
    });
    // Only the line that can be ordered counts towards the subtotal.
    expect(cart.subtotal).toBe(2 * (repriced.price + 500));
    await shop.database.pool.query('update products set deleted_at = null where id = $1', [id(2)]);
  });

  test('removes one line, then empties the cart', async () => {
    await put(id(0), 1);
    await put(id(1), 1);
    const removed = await call(shop, customer, 'DELETE', `/api/cart/items/${id(0)}`);
    expect(removed.json<Cart>().items.map((item) => item.productId)).toEqual([id(1)]);
    const emptied = await call(shop, customer, 'DELETE', '/api/cart');
    expect(emptied.json<Cart>()).toEqual({ items: [], count: 0, subtotal: 0 });
  });

  test('a customer’s cart is theirs alone, and a visitor has none', async () => {
    await put(id(0), 2);
    const other = await signUpAs(shop.app, { name: 'Other Cart' });
    expect((await call(shop, other, 'GET', '/api/cart')).json<Cart>().items).toEqual([]);
    expect((await call(shop, undefined, 'GET', '/api/cart')).statusCode).toBe(401);
  });
});

describe('merging a browser cart at sign-in', () => {
  test('adds quantities up, capped at 10 and at the stock, and drops unknown products', async () => {
    await setStock(shop, { [id(2)]: 4 });
    await put(id(0), 7);
    const answer = await call(shop, customer, 'POST', '/api/cart/merge', {
      items: [
        { productId: id(0), quantity: 6 },
        { productId: id(1), quantity: 2 },
        { productId: id(2), quantity: 9 },
        { productId: '00000000-0000-4000-8000-000000000000', quantity: 1 },
      ],
    });
    expect(answer.statusCode).toBe(200);
    const lines = answer.json<Cart>().items.map((item) => [item.productId, item.quantity]);
    expect(new Map(lines as [string, number][])).toEqual(
      new Map([
        [id(0), 10],
        [id(1), 2],
        [id(2), 4],
      ]),
    );
  });

  test('refuses a malformed browser cart with a 400, changing nothing', async () => {
    await put(id(0), 1);
    const answer = await call(shop, customer, 'POST', '/api/cart/merge', {
      items: [{ productId: id(1), quantity: 0 }],
    });
    expect(answer.statusCode).toBe(400);
    const cart = (await call(shop, customer, 'GET', '/api/cart')).json<Cart>();
    expect(cart.items.map((item) => item.productId)).toEqual([id(0)]);
  });
});
