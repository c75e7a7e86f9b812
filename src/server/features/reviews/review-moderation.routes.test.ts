import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ActivityEntry } from '../../../shared/schemas/activity.ts';
import type { ModeratedReview } from '../../../shared/schemas/moderation.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import type { Review } from '../../../shared/schemas/review.ts';
import { tableDigests } from '../../security/table-digests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUpAs, signUpOwner, type SignedIn } from '../../test/auth-test-helpers.ts';
import { ONLY_BUYERS_MAY_REVIEW } from './reviews.service.ts';
import { moveBody } from '../../test/order-moves.ts';

let shop: TestApp;
let owner: SignedIn;
let customer: SignedIn;
let product: Product;

beforeAll(async () => {
  shop = await createTestApp({ seeded: true });
  owner = await signUpOwner(shop.app, shop.database.db);
  customer = await signUpAs(shop.app, { name: 'Tanvir Ahmed' });
  const listed = await shop.app.inject({ url: '/api/product?pageSize=1' });
  product = listed.json<Product[]>()[0] as Product;
});
afterAll(() => shop.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (as: SignedIn | undefined, method: Method, url: string, payload?: object) =>
  shop.app.inject({ method, url, headers: as?.headers ?? {}, ...(payload && { payload }) });

async function postReview(as: SignedIn, rating: number, productId = product._id) {
  const posted = await call(as, 'POST', '/api/reviews', {
    productId,
    phone: '01712345678',
    comment: `Rated ${rating}.`,
    rating,
  });
  expect(posted.statusCode).toBe(200);
  return posted.json<{ review: Review }>().review;
}

/** What the public sees of the product: its reviews, their total, and its rating. */
async function publicView() {
  const list = await call(undefined, 'GET', `/api/reviews?productId=${product._id}&pageSize=100`);
  const detail = (await call(undefined, 'GET', `/api/product/${product._id}`)).json<Product>();
  return {
    ids: list.json<Review[]>().map((r) => r._id),
    total: Number(list.headers['x-total-count']),
    rating: detail.rating,
  };
}

const activity = async () =>
  (await call(owner, 'GET', '/api/admin/activity')).json<ActivityEntry[]>();

describe('review moderation', () => {
  test('a hidden review leaves the lists, the count and the average at once; restoring brings it back', async () => {
    const critic = await signUpAs(shop.app, { name: 'Harsh Critic' });
    const unfair = await postReview(critic, 1);
    const before = await publicView();
    expect(before.ids).toContain(unfair._id);

    const hidden = await call(owner, 'PATCH', `/api/reviews/${unfair._id}`, {
      hidden: true,
      reason: 'Abusive language',
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json<ModeratedReview>()).toMatchObject({
      hidden: true,
      hiddenReason: 'Abusive language',
    });
    const after = await publicView();
    expect(after.ids).not.toContain(unfair._id);
    expect(after.total).toBe(before.total - 1);
    expect(after.rating.count).toBe(before.rating.count - 1);
    expect(after.rating.average).toBeGreaterThan(before.rating.average);
    const all = (await call(undefined, 'GET', '/api/reviews?pageSize=100')).json<Review[]>();
    expect(all.map((r) => r._id)).not.toContain(unfair._id);
    const own = await call(critic, 'GET', `/api/review?email=${critic.user.email}`);
    expect(own.json<Review[]>()).toEqual([]);

    const queue = await call(owner, 'GET', '/api/admin/reviews?show=hidden');
    expect(queue.json<ModeratedReview[]>().map((r) => r._id)).toEqual([unfair._id]);

    const restored = await call(owner, 'PATCH', `/api/reviews/${unfair._id}`, {
      hidden: false,
      reason: 'Appeal accepted',
    });
    expect(restored.json<ModeratedReview>()).toMatchObject({ hidden: false, hiddenReason: null });
    expect(await publicView()).toEqual(before);

    const [restoreEntry, hideEntry] = await activity();
    expect(hideEntry).toMatchObject({
      actor: owner.user.email,
      action: 'hide-review',
      target: `Harsh Critic on ${product.name}`,
      details: 'Abusive language',
    });
    expect(restoreEntry).toMatchObject({ action: 'restore-review', details: 'Appeal accepted' });
  });

  test('a review rewritten while hidden stays hidden', async () => {
    const author = await signUpAs(shop.app);
    const first = await postReview(author, 2);
    await call(owner, 'PATCH', `/api/reviews/${first._id}`, { hidden: true, reason: 'Spam' });
    const second = await postReview(author, 5);
    expect(second._id).toBe(first._id);
    expect((await publicView()).ids).not.toContain(first._id);
  });

  test('deleting a review removes it for good and records why', async () => {
    const author = await signUpAs(shop.app, { name: 'Spam Bot' });
    const spam = await postReview(author, 5);
    const removed = await call(owner, 'DELETE', `/api/reviews/${spam._id}`, {
      reason: 'Advertising',
    });
    expect(removed.json()).toEqual({ deletedCount: 1 });
    expect((await publicView()).ids).not.toContain(spam._id);
    const again = await call(owner, 'DELETE', `/api/reviews/${spam._id}`, { reason: 'Again' });
    expect(again.statusCode).toBe(404);
    expect((await activity())[0]).toMatchObject({
      action: 'delete-review',
      target: `Spam Bot on ${product.name}`,
      details: 'Advertising',
    });
  });

  test('customers cannot moderate; bad input and unknown reviews are refused and change nothing', async () => {
    const target = await postReview(customer, 4);
    const before = await tableDigests(shop.database.pool);
    const asCustomer = await call(customer, 'PATCH', `/api/reviews/${target._id}`, {
      hidden: true,
      reason: 'Mine',
    });
    expect(asCustomer.statusCode).toBe(403);
    expect((await call(undefined, 'DELETE', `/api/reviews/${target._id}`)).statusCode).toBe(401);
    expect((await call(customer, 'GET', '/api/admin/reviews')).statusCode).toBe(403);

    const noReason = await call(owner, 'PATCH', `/api/reviews/${target._id}`, { hidden: true });
    expect(noReason.statusCode).toBe(400);
    expect(Object.keys(noReason.json().issues)).toEqual(['reason']);
    const blankReason = await call(owner, 'DELETE', `/api/reviews/${target._id}`, {
      reason: '   ',
    });
    expect(Object.keys(blankReason.json().issues)).toEqual(['reason']);
    const notBoolean = await call(owner, 'PATCH', `/api/reviews/${target._id}`, {
      hidden: 'yes',
      reason: 'x',
    });
    expect(Object.keys(notBoolean.json().issues)).toEqual(['hidden']);
    const badId = await call(owner, 'PATCH', '/api/reviews/not-an-id', {
      hidden: true,
      reason: 'x',
    });
    expect(badId.statusCode).toBe(400);
    const unknown = await call(owner, 'PATCH', `/api/reviews/${crypto.randomUUID()}`, {
      hidden: true,
      reason: 'Gone',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No review with this id.');
    const badShow = await call(owner, 'GET', '/api/admin/reviews?show=secret');
    expect(Object.keys(badShow.json().issues)).toEqual(['show']);
    expect(await tableDigests(shop.database.pool)).toEqual(before);
  });
});

describe('only buyers may review', () => {
  test('is off by default; when on, a review without a delivered order is refused', async () => {
    expect((await call(owner, 'GET', '/api/admin/review-policy')).json()).toEqual({
      buyersOnly: false,
    });
    const on = await call(owner, 'PUT', '/api/admin/review-policy', { buyersOnly: true });
    expect(on.json()).toEqual({ buyersOnly: true });

    const stranger = await signUpAs(shop.app);
    const refused = await call(stranger, 'POST', '/api/reviews', {
      productId: product._id,
      phone: '01712345678',
      comment: 'Never bought it.',
      rating: 1,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ONLY_BUYERS_MAY_REVIEW);

    const buyer = await signUpAs(shop.app);
    const placed = await call(buyer, 'POST', '/api/order', {
      productId: product._id,
      quantity: 1,
      phone: '01712345678',
      address: 'Agrabad, Chattogram',
    });
    const orderId = placed.json<{ insertedId: string }>().insertedId;
    for (const status of ['confirmed', 'shipped']) {
      await call(owner, 'PATCH', `/api/orders/${orderId}`, moveBody(status));
    }
    // Shipped is not delivered yet.
    expect(
      (
        await call(buyer, 'POST', '/api/reviews', {
          productId: product._id,
          phone: '01712345678',
          comment: 'Soon.',
          rating: 4,
        })
      ).statusCode,
    ).toBe(403);
    await call(owner, 'PATCH', `/api/orders/${orderId}`, { status: 'delivered' });
    const accepted = await postReview(buyer, 4);
    expect(accepted.verifiedPurchase).toBe(true);

    const bad = await call(owner, 'PUT', '/api/admin/review-policy', { buyersOnly: 'yes' });
    expect(Object.keys(bad.json().issues)).toEqual(['buyersOnly']);
    expect(
      (await call(customer, 'PUT', '/api/admin/review-policy', { buyersOnly: false })).statusCode,
    ).toBe(403);
    await call(owner, 'PUT', '/api/admin/review-policy', { buyersOnly: false });
    expect((await postReview(stranger, 2)).verifiedPurchase).toBe(false);
  });
});
