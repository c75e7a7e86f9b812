import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Order } from '../../../shared/schemas/order.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import type { Review } from '../../../shared/schemas/review.ts';
import { users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUpAs, type SignedIn } from '../../test/auth-test-helpers.ts';

// Orders and reviews belong to an account id: a deleted customer's records stay with
// the shop, and whoever signs up with the same email later never sees them.
let shop: TestApp;
let admin: SignedIn;
let product: Product;

beforeAll(async () => {
  shop = await createTestApp({ seeded: true });
  admin = await signUpAs(shop.app, { name: 'Shop Owner' });
  await shop.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user._id));
  const listed = await shop.app.inject({ method: 'GET', url: '/api/product?pageSize=1' });
  product = listed.json<Product[]>()[0] as Product;
});
afterAll(() => shop.close());

function get(as: SignedIn, url: string) {
  return shop.app.inject({ method: 'GET', url, headers: as.headers });
}
const myOrders = (as: SignedIn, email: string) =>
  get(as, `/api/my-orders?email=${encodeURIComponent(email)}`);
const myReviews = (as: SignedIn, email: string) =>
  get(as, `/api/review?email=${encodeURIComponent(email)}`);

async function orderAndReview(customer: SignedIn) {
  const placed = await shop.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: customer.headers,
    payload: {
      productId: product._id,
      quantity: 1,
      phone: '01911223344',
      address: 'Flat 4B, House 9, Road 11, Banani, Dhaka',
    },
  });
  expect(placed.statusCode).toBe(201);
  const reviewed = await shop.app.inject({
    method: 'POST',
    url: '/api/reviews',
    headers: customer.headers,
    payload: { productId: product._id, phone: '01911223344', comment: 'Solid part.', rating: 5 },
  });
  expect(reviewed.statusCode).toBe(200);
  return {
    orderId: placed.json<{ insertedId: string }>().insertedId,
    reviewId: reviewed.json<{ review: Review }>().review._id,
  };
}

describe('records of a deleted account', () => {
  test('a new account with the same email sees none of them; the shop keeps them all', async () => {
    const email = 'returning.customer@example.com';
    const first = await signUpAs(shop.app, { name: 'First Holder', email });
    const old = await orderAndReview(first);
    expect((await myOrders(first, email)).json<Order[]>().map((o) => o._id)).toEqual([old.orderId]);

    const deleted = await shop.app.inject({
      method: 'DELETE',
      url: `/api/userDelete/${encodeURIComponent(email)}`,
      headers: admin.headers,
    });
    expect(deleted.json()).toEqual({ deletedCount: 1 });

    const second = await signUpAs(shop.app, { name: 'Second Holder', email });
    const ordersSeen = await myOrders(second, email);
    expect(ordersSeen.statusCode).toBe(200);
    expect(ordersSeen.json()).toEqual([]);
    expect(ordersSeen.body).not.toContain('Banani');
    const reviewsSeen = await myReviews(second, email);
    expect(reviewsSeen.statusCode).toBe(200);
    expect(reviewsSeen.json()).toEqual([]);

    // An admin asking by the email gets the account that holds it now: none of the old.
    expect((await myOrders(admin, email)).json()).toEqual([]);
    expect((await myReviews(admin, email)).json()).toEqual([]);

    // The shop keeps them: Manage Orders still lists the order, the review stays public.
    const all = (await get(admin, '/api/orders')).json<Order[]>();
    expect(all.find((o) => o._id === old.orderId)).toMatchObject({
      email,
      user: 'First Holder',
      address: 'Flat 4B, House 9, Road 11, Banani, Dhaka',
    });
    const reviews = await shop.app.inject({
      method: 'GET',
      url: `/api/reviews?productId=${product._id}`,
    });
    expect(reviews.json<Review[]>().map((r) => r._id)).toContain(old.reviewId);

    // The new account's own records are theirs, and only theirs.
    const mine = await orderAndReview(second);
    expect((await myOrders(second, email)).json<Order[]>().map((o) => o._id)).toEqual([
      mine.orderId,
    ]);
    expect((await myReviews(second, email)).json<Review[]>().map((r) => r._id)).toEqual([
      mine.reviewId,
    ]);
    expect((await myOrders(admin, email)).json<Order[]>().map((o) => o._id)).toEqual([
      mine.orderId,
    ]);
  });

  test('an admin asking for an email no account holds gets empty lists', async () => {
    expect((await myOrders(admin, 'nobody.here@example.com')).json()).toEqual([]);
    expect((await myReviews(admin, 'nobody.here@example.com')).json()).toEqual([]);
  });

  test('a customer still cannot read someone else’s records by their email', async () => {
    const owner = await signUpAs(shop.app);
    const snoop = await signUpAs(shop.app);
    expect((await myOrders(snoop, owner.user.email)).statusCode).toBe(403);
    expect((await myReviews(snoop, owner.user.email)).statusCode).toBe(403);
    // Capitals do not make an own email someone else’s.
    expect((await myOrders(owner, owner.user.email.toUpperCase())).statusCode).toBe(200);
  });
});
