import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PriceHistoryEntry } from '../../../shared/schemas/price-history.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import { signUpOwner, type SignedIn } from '../../test/auth-test-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The shop's own code (SKU) and the price history the catalogue file writes to, through the
// product form: the admin API on a real database.

let shop: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  shop = await createTestApp({ seeded: true });
  admin = await signUpOwner(shop.app, shop.database.db, { name: 'Import Owner' });
});
afterAll(() => shop.close());

describe('SKU and price history', () => {
  test('a SKU is unique ignoring case: the form gets a 409 naming it', async () => {
    const [first, second] = (await shop.app.inject({ method: 'GET', url: '/api/product' })).json<
      Product[]
    >();
    const clash = await shop.app.inject({
      method: 'PATCH',
      url: `/api/products/${second!.slug}`,
      headers: admin.headers,
      payload: { sku: first!.sku.toLowerCase() },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json<{ message: string }>().message).toContain(first!.sku.toLowerCase());
  });

  test('a price set on the form is in the history, newest first, with who set it', async () => {
    const [, , third] = (await shop.app.inject({ method: 'GET', url: '/api/product' })).json<
      Product[]
    >();
    const edited = await shop.app.inject({
      method: 'PATCH',
      url: `/api/products/${third!._id}`,
      headers: admin.headers,
      payload: { price: third!.price + 10 },
    });
    expect(edited.statusCode).toBe(200);
    const history = (
      await shop.app.inject({
        method: 'GET',
        url: `/api/products/${third!._id}/price-history`,
        headers: admin.headers,
      })
    ).json<PriceHistoryEntry[]>();
    expect(history[0]).toMatchObject({
      price: third!.price + 10,
      source: 'form',
      actor: 'Import Owner',
      regularPrice: null,
    });
    expect(history[1]).toMatchObject({ price: third!.price });
    const visitor = await shop.app.inject({
      method: 'GET',
      url: `/api/products/${third!._id}/price-history`,
    });
    expect(visitor.statusCode).toBe(401);
  });
});
