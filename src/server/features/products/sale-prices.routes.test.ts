import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Product } from '../../../shared/schemas/product.ts';
import type { PriceHistoryEntry } from '../../../shared/schemas/price-history.ts';
import { saveWebpImage } from '../images/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type SignedIn, signUpOwner } from '../../test/auth-test-helpers.ts';

// Sale prices through the API (docs/product.md#sale-prices, decision 053): what the
// product form may send, what the storefront answers, and what a refusal leaves alone.

let shop: TestApp;
let admin: SignedIn;
let imageUrl: string;

beforeAll(async () => {
  shop = await createTestApp();
  admin = await signUpOwner(shop.app, shop.database.db);
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#654321' } })
    .webp()
    .toBuffer();
  imageUrl = (await saveWebpImage(shop.database.db, bytes, { width: 8, height: 8 })).url;
});
afterAll(() => shop.close());

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, payload?: object) =>
  shop.app.inject({ method, url, headers: admin.headers, ...(payload && { payload }) });

const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
const anHourAgo = () => new Date(Date.now() - 3600 * 1000).toISOString();

let named = 0;
const newProduct = (fields: object = {}) => ({
  name: `Ryzen 5 7600 tray ${++named}`,
  details: 'Six cores, AM5.',
  price: 21_000,
  quantity: 4,
  image: imageUrl,
  ...fields,
});

async function productsNamed(name: string): Promise<number> {
  const { rows } = await shop.database.pool.query<{ n: number }>(
    'select count(*)::int as n from products where name = $1',
    [name],
  );
  return rows[0]?.n ?? NaN;
}

async function created(fields: object = {}): Promise<string> {
  const answer = await call('POST', '/api/products', newProduct(fields));
  expect(answer.statusCode).toBe(201);
  return answer.json<{ insertedId: string }>().insertedId;
}

const shown = async (id: string) =>
  (await shop.app.inject({ method: 'GET', url: `/api/product/${id}` })).json<Product>();

describe('a product put on sale', () => {
  test('the storefront answers the price charged, the regular price and the end', async () => {
    const ends = inAWeek();
    const id = await created({ regularPrice: 22_500, saleEndsAt: ends });
    expect(await shown(id)).toMatchObject({
      price: 21_000,
      regularPrice: 22_500,
      saleEndsAt: ends,
    });
  });

  test('a product not on sale answers null for both', async () => {
    const id = await created();
    expect(await shown(id)).toMatchObject({ price: 21_000, regularPrice: null, saleEndsAt: null });
  });

  test('a sale without an end keeps the regular price until the owner ends it', async () => {
    const id = await created({ regularPrice: 23_000 });
    expect(await shown(id)).toMatchObject({ regularPrice: 23_000, saleEndsAt: null });
    const ended = await call('PATCH', `/api/products/${id}`, { regularPrice: null });
    expect(ended.statusCode).toBe(200);
    expect(ended.json<Product>()).toMatchObject({ price: 21_000, regularPrice: null });
  });
});

describe('bad sale input is refused and changes nothing', () => {
  test.each([
    [
      'a regular price equal to the price',
      { regularPrice: 21_000 },
      'regularPrice',
      'above the price',
    ],
    [
      'a regular price below the price',
      { regularPrice: 20_000 },
      'regularPrice',
      'above the price',
    ],
    ['a regular price not whole', { regularPrice: 22_000.5 }, 'regularPrice', 'whole Taka'],
    [
      'a sale end in the past',
      { regularPrice: 22_000, saleEndsAt: anHourAgo() },
      'saleEndsAt',
      'in the future',
    ],
    [
      'a sale end without a regular price',
      { saleEndsAt: inAWeek() },
      'saleEndsAt',
      'regular price',
    ],
    [
      'a sale end that is no date',
      { regularPrice: 22_000, saleEndsAt: 'next Eid' },
      'saleEndsAt',
      'date and time',
    ],
  ])('a new product with %s: 400 naming it', async (_, fields, field, words) => {
    const body = newProduct(fields);
    const answer = await call('POST', '/api/products', body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toContain(field);
    expect(answer.json<{ message: string }>().message).toContain(words);
    expect(await productsNamed(body.name)).toBe(0);
  });

  test.each([
    ['a regular price equal to the stored price', { regularPrice: 21_000 }, 'above the price'],
    [
      'a regular price below a new price sent with it',
      { price: 26_000, regularPrice: 25_000 },
      'above the price',
    ],
    ['a sale end in the past', { saleEndsAt: anHourAgo() }, 'in the future'],
    [
      'ending the sale but keeping an end',
      { regularPrice: null, saleEndsAt: inAWeek() },
      'regular price',
    ],
  ])('an edit with %s: 400, the product as it was', async (_, patch, words) => {
    const ends = inAWeek();
    const id = await created({ regularPrice: 24_000, saleEndsAt: ends });
    const answer = await call('PATCH', `/api/products/${id}`, patch);
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toContain(words);
    expect(await shown(id)).toMatchObject({
      price: 21_000,
      regularPrice: 24_000,
      saleEndsAt: ends,
    });
  });

  test('an end set on a product not on sale: 400, nothing changes', async () => {
    const id = await created();
    const answer = await call('PATCH', `/api/products/${id}`, { saleEndsAt: inAWeek() });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toContain('needs a regular price');
    expect(await shown(id)).toMatchObject({ regularPrice: null, saleEndsAt: null });
  });
});

describe('the price edited during a sale (decision 053)', () => {
  test('a lower sale price keeps the sale', async () => {
    const id = await created({ regularPrice: 24_000 });
    const answer = await call('PATCH', `/api/products/${id}`, { price: 19_500 });
    expect(answer.json<Product>()).toMatchObject({ price: 19_500, regularPrice: 24_000 });
  });

  test('a price sent alone at or above the regular price ends the sale', async () => {
    const id = await created({ regularPrice: 24_000, saleEndsAt: inAWeek() });
    const answer = await call('PATCH', `/api/products/${id}`, { price: 24_000 });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<Product>()).toMatchObject({
      price: 24_000,
      regularPrice: null,
      saleEndsAt: null,
    });
  });

  test('the price history keeps the regular price beside each price', async () => {
    const id = await created();
    await call('PATCH', `/api/products/${id}`, { price: 18_000, regularPrice: 21_000 });
    const history = (await call('GET', `/api/products/${id}/price-history`)).json<
      PriceHistoryEntry[]
    >();
    expect(
      history.map(({ price, regularPrice, source }) => ({ price, regularPrice, source })),
    ).toEqual([
      { price: 18_000, regularPrice: 21_000, source: 'form' },
      { price: 21_000, regularPrice: null, source: 'form' },
    ]);
  });
});
