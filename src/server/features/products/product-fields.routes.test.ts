import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CategoryWeights } from '../../../shared/schemas/category-weights.ts';
import type { CheckoutResult } from '../../../shared/schemas/checkout.ts';
import type { OrderDetail } from '../../../shared/schemas/order-detail.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import type { Cart } from '../../../shared/schemas/cart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type SignedIn, signUpAs, signUpOwner } from '../../test/auth-test-helpers.ts';
import { call, checkoutAs, checkoutBody } from '../../test/checkout-test-helpers.ts';
import { saveWebpImage } from '../images/index.ts';
import { saveOrderLimits } from '../orders/index.ts';

// Weight, warranty and pictures of a product (docs/product.md#add-product, decision 042).

let shop: TestApp;
let owner: SignedIn;
let customer: SignedIn;
/** Seven distinct pictures uploaded to this shop. */
const pictures: string[] = [];

beforeAll(async () => {
  shop = await createTestApp({ seeded: true, env: { ORDER_LIMIT_PER_USER_PER_MINUTE: '1000' } });
  await saveOrderLimits(shop.database.db, { perProduct: 1000, total: 1000 });
  owner = await signUpOwner(shop.app, shop.database.db);
  customer = await signUpAs(shop.app, { name: 'Warranty Customer' });
  for (let i = 0; i < 7; i++) {
    const bytes = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 20 * i, g: 40, b: 60 } },
    })
      .webp()
      .toBuffer();
    pictures.push((await saveWebpImage(shop.database.db, bytes, { width: 8, height: 8 })).url);
  }
});
afterAll(() => shop.close());

const newProduct = (fields: Record<string, unknown> = {}) => ({
  name: `Test PSU ${Math.random().toString(36).slice(2, 8)}`,
  details: 'A power supply made for the tests.',
  price: 9500,
  quantity: 8,
  category: 'psu',
  brand: 'Testworks',
  specs: { wattage: 650, efficiency: '80 PLUS Bronze', formFactor: 'atx', modular: 'none' },
  ...fields,
});

async function create(fields: Record<string, unknown>): Promise<Product> {
  const answer = await call(shop, owner, 'POST', '/api/products', newProduct(fields));
  expect(answer.statusCode, answer.body).toBe(201);
  const { insertedId } = answer.json<{ insertedId: string }>();
  return (await call(shop, undefined, 'GET', `/api/product/${insertedId}`)).json<Product>();
}

async function productCount(): Promise<number> {
  const { rows } = await shop.database.pool.query<{ n: number }>(
    'select count(*)::int as n from products',
  );
  return rows[0]?.n ?? NaN;
}

describe('adding a product', () => {
  test('keeps its weight, warranty and pictures, the main picture first', async () => {
    const product = await create({
      images: [pictures[1], pictures[2]],
      weightGrams: 2300,
      warrantyMonths: 60,
      warrantyKind: 'brand',
    });
    expect(product).toMatchObject({
      image: pictures[1],
      images: [pictures[1], pictures[2]],
      weightGrams: 2300,
      warrantyMonths: 60,
      warrantyKind: 'brand',
    });
  });

  test('with only `image` it has that one picture, no warranty and its category’s weight', async () => {
    const weights = (
      await call(shop, owner, 'GET', '/api/admin/category-weights')
    ).json<CategoryWeights>();
    const product = await create({ image: pictures[0] });
    expect(product).toMatchObject({
      image: pictures[0],
      images: [pictures[0]],
      warrantyMonths: 0,
      warrantyKind: 'brand',
      weightGrams: weights.psu,
    });
  });

  test.each([
    ['seven pictures', () => ({ images: pictures.slice(0, 7) }), 'at most 6 pictures'],
    [
      'a warranty of 121 months',
      () => ({ image: pictures[0], warrantyMonths: 121 }),
      'at most 120',
    ],
    [
      'a warranty of half a month',
      () => ({ image: pictures[0], warrantyMonths: 0.5 }),
      'whole number',
    ],
    [
      'an unknown warranty kind',
      () => ({ image: pictures[0], warrantyKind: 'lifetime' }),
      'brand, shop',
    ],
    [
      'a picture of another site',
      () => ({ images: [pictures[0], 'https://example.com/a.webp'] }),
      'uploaded to this shop',
    ],
    ['the same picture twice', () => ({ images: [pictures[0], pictures[0]] }), 'listed twice'],
    ['no picture', () => ({ images: [] }), 'Image is Required'],
    [
      'an image other than the first picture',
      () => ({ image: pictures[0], images: [pictures[1], pictures[0]] }),
      'first of images',
    ],
  ])('refuses %s with a 400 naming it, and adds nothing', async (_, fields, words) => {
    const before = await productCount();
    const answer = await call(shop, owner, 'POST', '/api/products', newProduct(fields()));
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toContain(words);
    expect(await productCount()).toBe(before);
  });
});

describe('editing a product', () => {
  test('a new order of pictures changes the main picture; `image` alone replaces them all', async () => {
    const product = await create({ images: [pictures[3], pictures[4], pictures[5]] });
    const reordered = await call(shop, owner, 'PATCH', `/api/products/${product._id}`, {
      images: [pictures[5], pictures[3]],
      warrantyMonths: 12,
      warrantyKind: 'service',
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json<Product>()).toMatchObject({
      image: pictures[5],
      images: [pictures[5], pictures[3]],
      warrantyMonths: 12,
      warrantyKind: 'service',
    });
    const single = await call(shop, owner, 'PATCH', `/api/products/${product._id}`, {
      image: pictures[6],
    });
    expect(single.json<Product>()).toMatchObject({ image: pictures[6], images: [pictures[6]] });
  });

  test('a refused edit (7 pictures, 121 months) changes nothing', async () => {
    const product = await create({ images: [pictures[0]], warrantyMonths: 36 });
    for (const patch of [{ images: pictures.slice(0, 7) }, { warrantyMonths: 121 }]) {
      const answer = await call(shop, owner, 'PATCH', `/api/products/${product._id}`, patch);
      expect(answer.statusCode).toBe(400);
    }
    const now = (await call(shop, undefined, 'GET', `/api/product/${product._id}`)).json<Product>();
    expect(now).toMatchObject({ images: [pictures[0]], warrantyMonths: 36 });
  });
});

describe('default weights by category', () => {
  test('a new default applies to products added after it, not to those added before', async () => {
    const before = await create({ image: pictures[0], category: 'case', specs: undefined });
    const weights = (
      await call(shop, owner, 'GET', '/api/admin/category-weights')
    ).json<CategoryWeights>();
    expect(before.weightGrams).toBe(weights.case);
    const saved = await call(shop, owner, 'PUT', '/api/admin/category-weights', {
      ...weights,
      case: 11_500,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<CategoryWeights>().case).toBe(11_500);
    const after = await create({ image: pictures[0], category: 'case', specs: undefined });
    expect(after.weightGrams).toBe(11_500);
    const again = (
      await call(shop, undefined, 'GET', `/api/product/${before._id}`)
    ).json<Product>();
    expect(again.weightGrams).toBe(weights.case);
  });

  test('a weight given with the product wins over the default', async () => {
    expect((await create({ image: pictures[0], weightGrams: 777 })).weightGrams).toBe(777);
  });

  test('only staff read or change the defaults; a bad weight is a 400 and changes nothing', async () => {
    expect((await call(shop, customer, 'GET', '/api/admin/category-weights')).statusCode).toBe(403);
    const weights = (
      await call(shop, owner, 'GET', '/api/admin/category-weights')
    ).json<CategoryWeights>();
    for (const bad of [{ ...weights, gpu: 0 }, { ...weights, gpu: 1.5 }, { cpu: 500 }]) {
      const answer = await call(shop, owner, 'PUT', '/api/admin/category-weights', bad);
      expect(answer.statusCode).toBe(400);
    }
    const bad = await call(shop, owner, 'PUT', '/api/admin/category-weights', {
      ...weights,
      gpu: 0,
    });
    expect(bad.json<{ message: string }>().message).toContain('at least 1 g');
    expect((await call(shop, owner, 'GET', '/api/admin/category-weights')).json()).toEqual(weights);
  });
});

describe('warranty in the cart and on orders', () => {
  test('the cart shows the warranty; an order keeps the one it was sold with', async () => {
    const product = await create({ image: pictures[0], warrantyMonths: 36, warrantyKind: 'brand' });
    const put = await call(shop, customer, 'PUT', `/api/cart/items/${product._id}`, {
      quantity: 1,
    });
    expect(put.json<Cart>().items[0]?.warranty).toEqual({ months: 36, kind: 'brand' });
    const placed = await checkoutAs(shop, customer, checkoutBody());
    expect(placed.statusCode).toBe(201);
    const { orderId } = placed.json<CheckoutResult>();

    await call(shop, owner, 'PATCH', `/api/products/${product._id}`, {
      warrantyMonths: 6,
      warrantyKind: 'shop',
    });
    const order = (await call(shop, customer, 'GET', `/api/orders/${orderId}`)).json<OrderDetail>();
    expect(order.lines[0]?.warranty).toEqual({ months: 36, kind: 'brand' });
  });
});
