import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Review } from '../../../shared/schemas/review.ts';
import { reviews as reviewsTable } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({ seeded: true });
});
afterAll(() => shop.close());

describe('GET /api/reviews', () => {
  test('lists reviews newest first with the total, emails masked and phones never shown', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/reviews' });
    expect(response.statusCode).toBe(200);
    const reviews = response.json<Review[]>();
    expect(reviews.length).toBeGreaterThan(0);
    expect(Number(response.headers['x-total-count'])).toBe(reviews.length);
    const times = reviews.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    for (const review of reviews) {
      expect(review.email).toMatch(/^.\*\*\*@/);
      expect(review).not.toHaveProperty('phone');
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
    }
    const phones = await shop.database.db.select({ phone: reviewsTable.phone }).from(reviewsTable);
    expect(phones.length).toBeGreaterThan(0);
    for (const { phone } of phones) expect(response.body).not.toContain(phone);
  });

  test('lists one product’s reviews', async () => {
    const all = (await shop.app.inject({ method: 'GET', url: '/api/reviews' })).json<Review[]>();
    const productId = (all[0] as Review).productId;
    const response = await shop.app.inject({
      method: 'GET',
      url: `/api/reviews?productId=${productId}`,
    });
    const ofProduct = response.json<Review[]>();
    expect(ofProduct.length).toBe(all.filter((r) => r.productId === productId).length);
    expect(ofProduct.every((r) => r.productId === productId)).toBe(true);
  });

  test('refuses a malformed product id with a 400', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/reviews?productId=1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toHaveProperty('productId');
  });
});
