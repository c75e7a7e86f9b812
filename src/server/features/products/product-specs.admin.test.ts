import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Product } from '../../../shared/schemas/product.ts';
import { saveWebpImage } from '../images/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type SignedIn, signUpOwner } from '../../test/auth-test-helpers.ts';

let shop: TestApp;
let admin: SignedIn;
let imageUrl: string;

beforeAll(async () => {
  shop = await createTestApp();
  admin = await signUpOwner(shop.app, shop.database.db);
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#345678' } })
    .webp()
    .toBuffer();
  imageUrl = (await saveWebpImage(shop.database.db, bytes, { width: 8, height: 8 })).url;
});
afterAll(() => shop.close());

const send = (method: 'POST' | 'PATCH', url: string, payload: object) =>
  shop.app.inject({ method, url, headers: admin.headers, payload });

const processor = (specs: object) => ({
  name: 'AMD Ryzen 5 7600',
  details: 'Six cores for AM5.',
  price: 21500,
  quantity: 4,
  image: imageUrl,
  category: 'cpu',
  brand: 'AMD',
  specs,
});

async function productsNow(): Promise<number> {
  const response = await shop.app.inject({ method: 'GET', url: '/api/product' });
  return Number(response.headers['x-total-count']);
}

describe('typed specs on add and edit', () => {
  test('a product with valid (even partial) specs is added and shows them', async () => {
    const specs = { socket: 'AM5', cores: 6, memoryTypes: ['DDR5'], integratedGraphics: true };
    const created = await send('POST', '/api/products', processor(specs));
    expect(created.statusCode, created.body).toBe(201);
    const { insertedId } = created.json<{ insertedId: string }>();
    const shown = await shop.app.inject({ method: 'GET', url: `/api/product/${insertedId}` });
    expect(shown.json<Product>().specs).toEqual(specs);
  });

  test.each([
    [{ socket: 7 }, 'specs.socket'],
    [{ cores: 6.5 }, 'specs.cores'],
    [{ memoryTypes: ['DDR3'] }, 'specs.memoryTypes'],
    [{ wattage: 650 }, 'specs.wattage'],
  ])('specs %j are a 400 naming %s, and nothing is added', async (specs, field) => {
    const before = await productsNow();
    const refused = await send('POST', '/api/products', processor(specs));
    expect(refused.statusCode).toBe(400);
    const body = refused.json<{ message: string; issues: Record<string, string> }>();
    expect(Object.keys(body.issues)).toContain(field);
    expect(body.message).toContain(field);
    expect(await productsNow()).toBe(before);
  });

  test('a product without a category may carry no specs', async () => {
    const { category: _category, ...other } = processor({ socket: 'AM5' });
    const refused = await send('POST', '/api/products', other);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json<{ issues: object }>().issues)).toContain('specs.socket');
  });

  test('an edit checks new specs against the stored category, and stored specs against a new one', async () => {
    const created = await send('POST', '/api/products', processor({ socket: 'AM5' }));
    const { insertedId } = created.json<{ insertedId: string }>();
    const url = `/api/products/${insertedId}`;

    const badSpecs = await send('PATCH', url, { specs: { boostGhz: 'fast' } });
    expect(badSpecs.statusCode).toBe(400);
    expect(Object.keys(badSpecs.json<{ issues: object }>().issues)).toEqual(['specs.boostGhz']);

    const badCategory = await send('PATCH', url, { category: 'psu' });
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json<{ message: string }>().message).toContain('specs.socket');

    const shown = await shop.app.inject({ method: 'GET', url: `/api/product/${insertedId}` });
    expect(shown.json<Product>()).toMatchObject({ category: 'cpu', specs: { socket: 'AM5' } });

    const both = await send('PATCH', url, { category: 'psu', specs: { wattage: 650 } });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json<Product>()).toMatchObject({ category: 'psu', specs: { wattage: 650 } });
    const other = await send('PATCH', url, { price: 9000 });
    expect(other.statusCode).toBe(200);
  });
});
