import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Product } from '../../../shared/schemas/product.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({ seeded: true });
});
afterAll(() => shop.close());

async function list(query = '') {
  const response = await shop.app.inject({ method: 'GET', url: `/api/product${query}` });
  return { response, body: response.json<Product[]>() };
}

describe('GET /api/product', () => {
  test('answers the first page of the catalogue in the order products were added, with the total', async () => {
    const { response, body } = await list();
    expect(response.statusCode).toBe(200);
    const total = Number(response.headers['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(24);
    expect(body).toHaveLength(12);
    const added = body.map((p) => p.createdAt);
    expect(added).toEqual([...added].sort());
    const first = body[0] as Product;
    expect(Object.keys(first).sort()).toEqual(
      [
        '_id',
        'availability',
        'brand',
        'category',
        'createdAt',
        'details',
        'emiFrom',
        'holdLimit',
        'lowStockAt',
        'image',
        'images',
        'name',
        'origin',
        'price',
        'quantity',
        'rating',
        'regularPrice',
        'saleEndsAt',
        'serialTracked',
        'sku',
        'slug',
        'specs',
        'warrantyKind',
        'warrantyMonths',
        'weightGrams',
      ].sort(),
    );
    expect(first.image).toMatch(/^\/images\/[0-9a-f]{32}\.webp$/);
    expect(first.images).toEqual([first.image]);
  });

  test('shows each product’s average rating and review count from its reviews', async () => {
    const { body } = await list('?pageSize=100');
    const reviews = (
      await shop.app.inject({ method: 'GET', url: '/api/reviews?pageSize=100' })
    ).json<{ productId: string; rating: number }[]>();
    for (const product of body) {
      const own = reviews.filter((r) => r.productId === product._id);
      const average = own.length ? own.reduce((sum, r) => sum + r.rating, 0) / own.length : 0;
      expect(product.rating, product.name).toEqual({
        count: own.length,
        average: Math.round(average * 10) / 10,
      });
    }
    expect(body.some((p) => p.rating.count > 0)).toBe(true);
  });

  test('pages do not overlap and together cover the catalogue', async () => {
    const { response } = await list('?pageSize=10');
    const total = Number(response.headers['x-total-count']);
    const seen = new Set<string>();
    for (let page = 1; page <= Math.ceil(total / 10); page++) {
      const { body } = await list(`?pageSize=10&page=${page}`);
      for (const product of body) seen.add(product._id);
    }
    expect(seen.size).toBe(total);
  });

  test('filters by category and searches by name, brand or details', async () => {
    const gpus = await list('?category=gpu&pageSize=100');
    expect(gpus.body.length).toBeGreaterThanOrEqual(3);
    expect(gpus.body.every((p) => p.category === 'gpu')).toBe(true);
    expect(Number(gpus.response.headers['x-total-count'])).toBe(gpus.body.length);

    const ryzen = await list('?q=ryzen&pageSize=100');
    expect(ryzen.body.length).toBeGreaterThan(0);
    expect(ryzen.body.every((p) => /ryzen/i.test(`${p.name} ${p.brand} ${p.details}`))).toBe(true);

    const none = await list('?q=%25%25nothing-like-this%25');
    expect(none.body).toEqual([]);
    expect(none.response.headers['x-total-count']).toBe('0');
  });

  test('sorts by price both ways', async () => {
    const up = (await list('?sort=price-asc&pageSize=100')).body.map((p) => p.price);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await list('?sort=price-desc&pageSize=100')).body.map((p) => p.price);
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  test.each([
    ['?page=1.5', 'page'],
    ['?page=-1', 'page'],
    ['?page=abc', 'page'],
    ['?pageSize=1e3', 'pageSize'],
    ['?page=99999999999', 'page'],
    ['?sort=cheapest', 'sort'],
    ['?category=toasters', 'category'],
    ['?page=1&page=2', 'page'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const { response } = await list(query);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(body.issues).toHaveProperty(field);
    expect(body.message).toContain(field);
  });

  test('clamps an out-of-range page size or page number instead of failing', async () => {
    const big = await list('?pageSize=500');
    expect(big.response.statusCode).toBe(200);
    expect(big.body).toHaveLength(Math.min(100, Number(big.response.headers['x-total-count'])));
    const zero = await list('?page=0&pageSize=0');
    expect(zero.response.statusCode).toBe(200);
    expect(zero.body).toHaveLength(1);
    expect(zero.body[0]?._id).toBe((await list('?pageSize=1')).body[0]?._id);
  });
});

describe('GET /api/product/:id', () => {
  test('answers one product with its rating summary', async () => {
    const { body } = await list('?pageSize=1');
    const { emiFrom, ...first } = body[0] as Product & { emiFrom: number | null };
    expect(emiFrom).toBeNull();
    const response = await shop.app.inject({ method: 'GET', url: `/api/product/${first._id}` });
    expect(response.statusCode).toBe(200);
    // One product's answer has its EMI plans (null: none offered) where the list's card has
    // only the lowest monthly.
    expect(response.json()).toEqual({ ...first, emi: null });
  });

  test('answers the same product by its slug as by its id', async () => {
    const [first] = (await list()).body;
    const bySlug = await shop.app.inject({ method: 'GET', url: `/api/product/${first?.slug}` });
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json<Product>()._id).toBe(first?._id);
    expect(first?.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  test('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await shop.app.inject({
      method: 'GET',
      url: '/api/product/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No product with this id.');
    const malformed = await shop.app.inject({ method: 'GET', url: '/api/product/not%20an%20id!' });
    expect(malformed.statusCode).toBe(400);
  });
});
