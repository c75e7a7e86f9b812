import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ActivityEntry } from '../../../shared/schemas/activity.ts';
import type { DeletedProduct } from '../../../shared/schemas/product-admin.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUpAs, signUpOwner, type SignedIn } from '../../test/auth-test-helpers.ts';

let shop: TestApp;
let owner: SignedIn;

beforeAll(async () => {
  shop = await createTestApp({ seeded: true });
  owner = await signUpOwner(shop.app, shop.database.db);
});
afterAll(() => shop.close());

const call = (as: SignedIn | undefined, method: 'GET' | 'POST' | 'DELETE', url: string) =>
  shop.app.inject({ method, url, headers: as?.headers ?? {} });

describe('restoring a removed product', () => {
  test('puts it back in the catalogue as it was, and records both steps', async () => {
    const [listed] = (await call(undefined, 'GET', '/api/product?pageSize=1')).json<
      (Product & { emiFrom?: number | null })[]
    >();
    if (!listed) throw new Error('The seed has no products.');
    // A listed product carries its card's "EMI from", which the product's own answers leave out.
    const { emiFrom: _card, ...product } = listed;
    const total = async () =>
      Number((await call(undefined, 'GET', '/api/product')).headers['x-total-count']);
    const before = await total();
    // The product page's answer also carries its EMI plans.
    const productPage = (await call(undefined, 'GET', `/api/product/${product._id}`)).json();

    expect((await call(owner, 'DELETE', `/api/products/${product._id}`)).statusCode).toBe(200);
    expect((await call(undefined, 'GET', `/api/product/${product._id}`)).statusCode).toBe(404);
    expect(await total()).toBe(before - 1);
    const deleted = (await call(owner, 'GET', '/api/deleted-products')).json<DeletedProduct[]>();
    expect(deleted[0]).toMatchObject({
      _id: product._id,
      name: product.name,
      price: product.price,
    });

    const restored = await call(owner, 'POST', `/api/products/${product._id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json<Product>()).toEqual(product);
    expect((await call(undefined, 'GET', `/api/product/${product._id}`)).json()).toEqual(
      productPage,
    );
    expect(await total()).toBe(before);
    expect((await call(owner, 'GET', '/api/deleted-products')).json()).toEqual([]);

    const log = (await call(owner, 'GET', '/api/admin/activity')).json<ActivityEntry[]>();
    expect(log.slice(0, 2)).toMatchObject([
      { action: 'restore-product', target: product.name, actor: owner.user.email },
      { action: 'delete-product', target: product.name },
    ]);
  });

  test('a product that is not removed, an unknown id or a bad id is refused', async () => {
    const [product] = (await call(undefined, 'GET', '/api/product?pageSize=1')).json<Product[]>();
    const live = await call(owner, 'POST', `/api/products/${product?._id}/restore`);
    expect(live.statusCode).toBe(404);
    expect(live.json().message).toBe('No removed product with this id.');
    const unknown = await call(owner, 'POST', `/api/products/${crypto.randomUUID()}/restore`);
    expect(unknown.statusCode).toBe(404);
    const bad = await call(owner, 'POST', '/api/products/not%20an%20id!/restore');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().issues)).toEqual(['id']);
    const customer = await signUpAs(shop.app);
    expect((await call(customer, 'POST', `/api/products/${product?._id}/restore`)).statusCode).toBe(
      403,
    );
    expect((await call(customer, 'GET', '/api/deleted-products')).statusCode).toBe(403);
  });
});
