import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ProductDetail } from '../../../shared/schemas/emi.ts';
import { saveWebpImage } from '../images/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type SignedIn, signUpAs, signUpOwner } from '../../test/auth-test-helpers.ts';
import { checkoutBody } from '../../test/checkout-test-helpers.ts';

// The owner's card EMI plans through the API (docs/product.md#emi, decision 086): what may
// be kept, what a refusal leaves alone, and the EMI a product answers.

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

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
  shop.app.inject({
    method,
    url,
    headers: admin.headers,
    ...(payload !== undefined && { payload: payload as object }),
  });

const cityBank = {
  bank: 'City Bank',
  months: [3, 6, 12],
  feePercent: { '3': 0, '6': 0, '12': 3.5 },
  minAmount: 5000,
  enabled: true,
};

let named = 0;
async function product(fields: object): Promise<string> {
  const answer = await call('POST', '/api/products', {
    name: `RTX 4060 Ti ${++named}`,
    details: 'Eight gigabytes.',
    quantity: 3,
    image: imageUrl,
    category: 'gpu',
    ...fields,
  });
  expect(answer.statusCode).toBe(201);
  return answer.json<{ insertedId: string }>().insertedId;
}

const shown = async (id: string) =>
  (await shop.app.inject({ method: 'GET', url: `/api/product/${id}` })).json<ProductDetail>();

describe('the owner keeps EMI plans', () => {
  test.each([
    [{ ...cityBank, minAmount: 4999 }, 'minAmount must be at least 5000'],
    [{ ...cityBank, months: [2, 6] }, 'months must be whole numbers from 3 to 36'],
    [{ ...cityBank, months: [3, 48] }, 'months must be whole numbers from 3 to 36'],
    [{ ...cityBank, feePercent: { '12': 31 } }, 'feePercent must be from 0 to 30 %'],
    [{ ...cityBank, feePercent: { '12': -1 } }, 'feePercent must be from 0 to 30 %'],
    [{ ...cityBank, feePercent: { '24': 5 } }, 'which the plan does not offer'],
    [{ ...cityBank, bank: ' ' }, 'bank is required'],
  ])('%j is refused with a 400 naming why, and nothing is kept', async (plan, why) => {
    await call('PUT', '/api/admin/emi-plans', []);
    const answer = await call('PUT', '/api/admin/emi-plans', [plan]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain(why);
    expect((await call('GET', '/api/admin/emi-plans')).json()).toEqual([]);
  });

  test('one plan per bank', async () => {
    const answer = await call('PUT', '/api/admin/emi-plans', [
      cityBank,
      { ...cityBank, bank: 'city bank' },
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain('a bank is listed twice');
  });

  test('kept plans are answered to the owner, and the switched-on ones to everyone', async () => {
    const ebl = { ...cityBank, bank: 'EBL', enabled: false };
    const saved = await call('PUT', '/api/admin/emi-plans', [cityBank, ebl]);
    expect(saved.statusCode).toBe(200);
    expect((await call('GET', '/api/admin/emi-plans')).json()).toEqual([cityBank, ebl]);
    const offered = await shop.app.inject({ method: 'GET', url: '/api/emi-plans' });
    expect(offered.json()).toEqual({ plans: [cityBank], excludedProductIds: [] });
  });
});

describe('a product answers its EMI', () => {
  test('at its regular price, the monthly rounded up, and none below the minimum', async () => {
    await call('PUT', '/api/admin/emi-plans', [cityBank]);
    const onSale = await product({ price: 45_000, regularPrice: 48_001 });
    const cheap = await product({ price: 4_500 });
    await expect
      .poll(async () => (await shown(onSale)).emi)
      .toEqual({
        from: 4141,
        plans: [
          { bank: 'City Bank', months: 3, monthly: 16_001, total: 48_001 },
          { bank: 'City Bank', months: 6, monthly: 8001, total: 48_001 },
          { bank: 'City Bank', months: 12, monthly: 4141, total: 49_682 },
        ],
      });
    expect((await shown(cheap)).emi).toBeNull();
  });

  test('a product the owner keeps out of EMI answers none', async () => {
    await call('PUT', '/api/admin/emi-plans', [cityBank]);
    const bundle = await product({ price: 60_000 });
    await expect.poll(async () => (await shown(bundle)).emi?.from).toBe(5175);
    const kept = await call('PUT', '/api/admin/emi-exclusions', { productIds: [bundle] });
    expect(kept.json()).toEqual({ productIds: [bundle] });
    await expect.poll(async () => (await shown(bundle)).emi).toBeNull();
    const offered = await shop.app.inject({ method: 'GET', url: '/api/emi-plans' });
    expect(offered.json().excludedProductIds).toEqual([bundle]);
    await call('PUT', '/api/admin/emi-exclusions', { productIds: [] });
  });
});

describe('the catalogue list answers each product’s EMI from', () => {
  test('the lowest monthly at its regular price; null when kept out or below the minimum', async () => {
    await call('PUT', '/api/admin/emi-plans', [cityBank]);
    const onSale = await product({ name: 'Listed RTX A', price: 45_000, regularPrice: 48_001 });
    const cheap = await product({ name: 'Listed RTX B', price: 4_500 });
    const kept = await product({ name: 'Listed RTX C', price: 60_000 });
    await call('PUT', '/api/admin/emi-exclusions', { productIds: [kept] });
    const listed = async () => {
      const answer = await shop.app.inject({ method: 'GET', url: '/api/product?q=Listed%20RTX' });
      const items = answer.json<{ _id: string; emiFrom: number | null }[]>();
      return Object.fromEntries(items.map((item) => [item._id, item.emiFrom]));
    };
    await expect.poll(listed).toEqual({ [onSale]: 4141, [cheap]: null, [kept]: null });
    // Switching the plan off clears every card's EMI.
    await call('PUT', '/api/admin/emi-plans', [{ ...cityBank, enabled: false }]);
    await expect.poll(listed).toEqual({ [onSale]: null, [cheap]: null, [kept]: null });
    await call('PUT', '/api/admin/emi-exclusions', { productIds: [] });
  });
});

test('card EMI without SSLCommerz set up is refused with a 400 naming why', async () => {
  await call('PUT', '/api/admin/emi-plans', [cityBank]);
  const gpu = await product({ price: 60_000 });
  const customer = await signUpAs(shop.app, { name: 'EMI Shopper' });
  const answer = await shop.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { ...customer.headers, 'idempotency-key': 'emi-without-ssl-0001' },
    payload: checkoutBody({
      paymentMethod: 'emi',
      emi: { bank: 'City Bank', months: 12 },
      items: [{ productId: gpu, quantity: 1 }],
    }),
  });
  expect(answer.statusCode).toBe(400);
  expect(answer.json().message).toContain('SSLCommerz, which this shop has not set up');
  const { rows } = await shop.database.pool.query(
    'select 1 from order_lines where product_id = $1',
    [gpu],
  );
  expect(rows).toHaveLength(0);
});
