import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Product } from '../../../shared/schemas/product.ts';
import type { Review } from '../../../shared/schemas/review.ts';
import { reviews } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type SignedIn, signUpAs, signUpOwner } from '../../test/auth-test-helpers.ts';

let shop: TestApp;
let admin: SignedIn;
let customer: SignedIn;
let otherCustomer: SignedIn;
let product: Product;

beforeAll(async () => {
  shop = await createTestApp({ seeded: true });
  admin = await signUpOwner(shop.app, shop.database.db);
  customer = await signUpAs(shop.app, { name: 'Farhana Akter' });
  otherCustomer = await signUpAs(shop.app, { name: 'Imran Kabir' });
  const listed = await shop.app.inject({ method: 'GET', url: '/api/product?pageSize=20' });
  // A product nobody has reviewed yet, so its rating summary is ours to watch.
  product = listed.json<Product[]>().find((p) => p.rating.count === 0) as Product;
});
afterAll(() => shop.close());

const validReview = () => ({
  productId: product._id,
  phone: '01712345678',
  comment: 'Runs cool and quiet. Delivered in two days.',
  rating: 4,
});

function post(as: SignedIn | undefined, payload: object) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/reviews',
    headers: as?.headers ?? {},
    payload,
  });
}

async function countReviews() {
  return (await shop.database.db.select().from(reviews)).length;
}

describe('POST /api/reviews', () => {
  test('saves a review under the signed-in customer’s name and shows it at once', async () => {
    const response = await post(customer, { ...validReview(), userName: 'Forged', email: 'x@y.z' });
    expect(response.statusCode).toBe(200);
    const { success, review } = response.json<{ success: boolean; review: Review }>();
    expect(success).toBe(true);
    expect(review).toMatchObject({
      productId: product._id,
      name: product.name,
      userName: 'Farhana Akter',
      rating: 4,
    });
    expect(review.email).toMatch(/^c\*\*\*@example\.com$/);

    const onProduct = await shop.app.inject({
      method: 'GET',
      url: `/api/reviews?productId=${product._id}`,
    });
    expect(onProduct.json<Review[]>().map((r) => r._id)).toContain(review._id);
    const summary = await shop.app.inject({ method: 'GET', url: `/api/product/${product._id}` });
    expect(summary.json<Product>().rating).toEqual({ average: 4, count: 1 });
  });

  test('a second review of the same product replaces the first', async () => {
    await post(customer, validReview());
    const again = await post(customer, { ...validReview(), rating: 2, comment: 'Fan got loud.' });
    expect(again.statusCode).toBe(200);
    const list = await shop.app.inject({
      method: 'GET',
      url: `/api/reviews?productId=${product._id}`,
    });
    const mine = list.json<Review[]>().filter((r) => r.userName === 'Farhana Akter');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ rating: 2, comment: 'Fan got loud.' });
  });

  test.each([
    ['rating 0', { rating: 0 }, 'rating'],
    ['rating 6', { rating: 6 }, 'rating'],
    ['rating 2.5', { rating: 2.5 }, 'rating'],
    ['rating "five"', { rating: 'five' }, 'rating'],
    ['an empty comment', { comment: '  ' }, 'comment'],
    ['a comment of 1001 characters', { comment: 'x'.repeat(1001) }, 'comment'],
    ['a bad phone', { phone: '999' }, 'phone'],
  ])('refuses %s with a 400 naming the field, and saves nothing', async (_n, change, field) => {
    const before = await countReviews();
    const response = await post(otherCustomer, { ...validReview(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toHaveProperty(field);
    expect(await countReviews()).toBe(before);
  });

  test('an anonymous visitor is asked to sign in; an unknown product is a 404', async () => {
    expect((await post(undefined, validReview())).statusCode).toBe(401);
    const unknown = await post(customer, {
      ...validReview(),
      productId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /api/review', () => {
  function mine(as: SignedIn, email: string) {
    return shop.app.inject({
      method: 'GET',
      url: `/api/review?email=${encodeURIComponent(email)}`,
      headers: as.headers,
    });
  }

  test('lists a customer’s own reviews for them or an admin, and refuses anyone else', async () => {
    const own = await mine(customer, customer.user.email);
    expect(own.statusCode).toBe(200);
    const list = own.json<Review[]>();
    expect(list.length).toBe(1);
    expect(list[0]?.email).toBe(customer.user.email);
    expect(list[0]).not.toHaveProperty('phone');
    expect((await mine(otherCustomer, customer.user.email)).statusCode).toBe(403);
    expect((await mine(admin, customer.user.email)).statusCode).toBe(200);
  });
});
