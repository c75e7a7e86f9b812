import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Product } from '../../../shared/schemas/product.ts';
import type { Review } from '../../../shared/schemas/review.ts';
import { users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUpAs, type SignedIn } from '../../test/auth-test-helpers.ts';
import { moveBody } from '../../test/order-moves.ts';

// A review says `verifiedPurchase: true` when its author's account has a delivered
// order of the product, in every answer that carries reviews.
let shop: TestApp;
let admin: SignedIn;
let product: Product;
let otherProduct: Product;
/** Reviews these tests wrote; every other one is a demo review of the seed. */
const written = new Set<string>();

beforeAll(async () => {
  shop = await createTestApp({ seeded: true });
  admin = await signUpAs(shop.app, { name: 'Shop Owner' });
  await shop.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user._id));
  const listed = await shop.app.inject({ method: 'GET', url: '/api/product?pageSize=2' });
  [product, otherProduct] = listed.json<Product[]>() as [Product, Product];
});
afterAll(() => shop.close());

async function orderMovedTo(customer: SignedIn, productId: string, statuses: string[]) {
  const placed = await shop.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: customer.headers,
    payload: { productId, quantity: 1, phone: '01712345678', address: 'Sector 7, Uttara, Dhaka' },
  });
  const id = placed.json<{ insertedId: string }>().insertedId;
  for (const status of statuses) {
    const moved = await shop.app.inject({
      method: 'PATCH',
      url: `/api/orders/${id}`,
      headers: admin.headers,
      payload: moveBody(status),
    });
    expect(moved.statusCode, status).toBe(200);
  }
}

async function review(customer: SignedIn, productId: string) {
  const posted = await shop.app.inject({
    method: 'POST',
    url: '/api/reviews',
    headers: customer.headers,
    payload: { productId, phone: '01712345678', comment: 'Works as described.', rating: 4 },
  });
  expect(posted.statusCode).toBe(200);
  const saved = posted.json<{ review: Review }>().review;
  written.add(saved._id);
  return saved;
}

async function publicList(query = '') {
  const listed = await shop.app.inject({ method: 'GET', url: `/api/reviews${query}` });
  return new Map(listed.json<Review[]>().map((r) => [r._id, r.verifiedPurchase]));
}

describe('verified purchase', () => {
  test('true only for an author with a delivered order of that very product', async () => {
    const buyer = await signUpAs(shop.app, { name: 'Delivered Buyer' });
    await orderMovedTo(buyer, product._id, ['confirmed', 'shipped', 'delivered']);
    const onTheWay = await signUpAs(shop.app, { name: 'Still Waiting' });
    await orderMovedTo(onTheWay, product._id, ['confirmed', 'shipped']);
    const cancelled = await signUpAs(shop.app, { name: 'Changed Mind' });
    await orderMovedTo(cancelled, product._id, ['cancelled']);
    const otherPart = await signUpAs(shop.app, { name: 'Bought Something Else' });
    await orderMovedTo(otherPart, otherProduct._id, ['confirmed', 'shipped', 'delivered']);
    const stranger = await signUpAs(shop.app, { name: 'Never Bought' });

    const verified = await review(buyer, product._id);
    expect(verified.verifiedPurchase).toBe(true);
    const notYet = [
      await review(onTheWay, product._id),
      await review(cancelled, product._id),
      await review(otherPart, product._id),
      await review(stranger, product._id),
    ];
    for (const r of notYet) expect(r.verifiedPurchase, r.userName).toBe(false);

    for (const list of [await publicList(`?productId=${product._id}`), await publicList()]) {
      expect(list.get(verified._id)).toBe(true);
      for (const r of notYet) expect(list.get(r._id), r.userName).toBe(false);
    }
    const own = await shop.app.inject({
      method: 'GET',
      url: `/api/review?email=${encodeURIComponent(buyer.user.email)}`,
      headers: buyer.headers,
    });
    expect(own.json<Review[]>().map((r) => r.verifiedPurchase)).toEqual([true]);
  });

  test('a review becomes verified when its author’s order is delivered later', async () => {
    const patient = await signUpAs(shop.app, { name: 'Reviewed Early' });
    const early = await review(patient, otherProduct._id);
    expect(early.verifiedPurchase).toBe(false);
    await orderMovedTo(patient, otherProduct._id, ['confirmed', 'shipped', 'delivered']);
    expect((await publicList(`?productId=${otherProduct._id}`)).get(early._id)).toBe(true);
  });

  test('demo reviews, written by no account, are not verified', async () => {
    const listed = await shop.app.inject({ method: 'GET', url: '/api/reviews?pageSize=100' });
    const demo = listed
      .json<Review[]>()
      .filter((r) => !r.userName.match(/^(Delivered|Still|Changed|Bought|Never|Reviewed)/));
    expect(demo.length).toBeGreaterThan(0);
    for (const r of demo) expect(r.verifiedPurchase).toBe(false);
  });
});
