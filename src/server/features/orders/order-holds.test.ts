import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Order } from '../../../shared/schemas/order.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import { orders, products, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUpAs, type SignedIn } from '../../test/auth-test-helpers.ts';

// One customer's units in unconfirmed orders are limited per product and in all (shop
// settings, defaults 5 and 40; decision 039), and the shop may cancel stale unconfirmed orders in bulk.
let shop: TestApp;
let admin: SignedIn;
let otherAdmin: SignedIn;
let catalogue: Product[];

async function promote(account: SignedIn) {
  await shop.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, account.user._id));
  return account;
}

beforeAll(async () => {
  // The flood limit (orders a minute) is not what these tests are about.
  shop = await createTestApp({ seeded: true, env: { ORDER_LIMIT_PER_USER_PER_MINUTE: '1000' } });
  admin = await promote(await signUpAs(shop.app, { name: 'Shop Owner' }));
  otherAdmin = await promote(await signUpAs(shop.app, { name: 'Second Helper' }));
  const listed = await shop.app.inject({ method: 'GET', url: '/api/product?pageSize=6' });
  catalogue = listed.json<Product[]>();
});
afterAll(() => shop.close());

beforeEach(async () => {
  await shop.database.db.execute(sql`delete from settings where key = 'order_limits'`);
  const ids = catalogue.map((p) => p._id);
  await shop.database.db.update(products).set({ stock: 28 }).where(inArray(products.id, ids));
});

const productAt = (i: number) => (catalogue[i] as Product)._id;

function order(as: SignedIn, productId: string, quantity: number) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: as.headers,
    payload: { productId, quantity, phone: '01712345678', address: 'Road 2, Uttara, Dhaka' },
  });
}

function call(as: SignedIn, method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, body?: object) {
  return shop.app.inject({ method, url, headers: as.headers, ...(body ? { payload: body } : {}) });
}

async function setLimits(perProduct: number, total: number) {
  const saved = await call(admin, 'PUT', '/api/admin/order-limits', { perProduct, total });
  expect(saved.statusCode).toBe(200);
}

async function stockOf(id: string) {
  const [row] = await shop.database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, id));
  return row?.stock ?? NaN;
}

async function ordersOf(customer: SignedIn) {
  return shop.database.db.select().from(orders).where(eq(orders.userId, customer.user._id));
}

describe('limits on units held in unconfirmed orders', () => {
  test('9 parallel orders of 3 by one account take 3 units, not 27; the rest get a clear 409', async () => {
    const hoarder = await signUpAs(shop.app, { name: 'Hoarding Harun' });
    const productId = productAt(0);
    const answers = await Promise.all(
      Array.from({ length: 9 }, () => order(hoarder, productId, 3)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(8);
    const refusal = answers.find((a) => a.statusCode === 409)?.json();
    const name = (catalogue[0] as Product).name;
    expect(refusal).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: `${name}: at most 5 per customer until the shop confirms the orders; you already have 3 in orders awaiting confirmation, and this order asks for 3. Nothing was ordered: lower the quantity, or wait for the shop to confirm your orders (or cancel one) before ordering more.`,
      lines: [{ productId, limit: 5 }],
    });
    expect(await stockOf(productId)).toBe(25);
    expect(await ordersOf(hoarder)).toHaveLength(1);
  });

  test('at most 10 units in all when so set: a fourth pack of 3 is refused, a single unit is taken', async () => {
    await setLimits(3, 10);
    const builder = await signUpAs(shop.app, { name: 'PC Builder' });
    for (const i of [0, 1, 2]) expect((await order(builder, productAt(i), 3)).statusCode).toBe(201);
    const fourth = await order(builder, productAt(3), 3);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toMatch(
      /^At most 10 units in all per customer until the shop confirms the orders; you already have 9 in orders awaiting confirmation, and this order asks for 3\./,
    );
    expect(fourth.json().lines).toEqual([]);
    expect(await stockOf(productAt(3))).toBe(28);
    expect((await order(builder, productAt(3), 1)).statusCode).toBe(201);
    expect((await order(builder, productAt(4), 1)).statusCode).toBe(409);
  });

  test('confirmed and cancelled orders no longer count against the limits', async () => {
    await setLimits(3, 10);
    const customer = await signUpAs(shop.app);
    const first = (await order(customer, productAt(0), 3)).json<{ order: Order }>().order;
    const second = (await order(customer, productAt(1), 3)).json<{ order: Order }>().order;
    expect((await order(customer, productAt(0), 1)).statusCode).toBe(409);
    expect(
      (await call(admin, 'PATCH', `/api/orders/${first._id}`, { status: 'confirmed' })).statusCode,
    ).toBe(200);
    expect((await order(customer, productAt(0), 3)).statusCode).toBe(201);
    expect((await order(customer, productAt(1), 1)).statusCode).toBe(409);
    expect(
      (await call(customer, 'PATCH', `/api/orders/${second._id}`, { status: 'cancelled' }))
        .statusCode,
    ).toBe(200);
    expect((await order(customer, productAt(1), 1)).statusCode).toBe(201);
  });

  test('admins read and change the limits; the next order obeys them', async () => {
    expect((await call(admin, 'GET', '/api/admin/order-limits')).json()).toEqual({
      perProduct: 5,
      total: 40,
    });
    const saved = await call(admin, 'PUT', '/api/admin/order-limits', { perProduct: 1, total: 2 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ perProduct: 1, total: 2 });
    expect((await call(otherAdmin, 'GET', '/api/admin/order-limits')).json()).toEqual({
      perProduct: 1,
      total: 2,
    });
    const customer = await signUpAs(shop.app);
    expect((await order(customer, productAt(0), 2)).json().message).toMatch(
      /: at most 1 per customer until the shop confirms the orders, and this order asks for 2\./,
    );
    expect((await order(customer, productAt(0), 1)).statusCode).toBe(201);
    expect((await order(customer, productAt(1), 1)).statusCode).toBe(201);
    expect((await order(customer, productAt(2), 1)).json().message).toMatch(
      /^At most 2 units in all/,
    );
  });

  test.each([
    ['a total below the limit per product', { perProduct: 5, total: 4 }, 'total'],
    ['zero', { perProduct: 0, total: 10 }, 'perProduct'],
    ['a fraction', { perProduct: 3, total: 10.5 }, 'total'],
    ['text', { perProduct: '3', total: 10 }, 'perProduct'],
    ['too large', { perProduct: 3, total: 100_001 }, 'total'],
    ['a missing field', { perProduct: 3 }, 'total'],
  ])('refuses %s with a 400 naming the field, and keeps the limits', async (_n, body, field) => {
    await call(admin, 'PUT', '/api/admin/order-limits', { perProduct: 4, total: 12 });
    const refused = await call(admin, 'PUT', '/api/admin/order-limits', body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toHaveProperty(field);
    expect((await call(admin, 'GET', '/api/admin/order-limits')).json()).toEqual({
      perProduct: 4,
      total: 12,
    });
  });

  test('customers may neither read nor change the limits', async () => {
    const customer = await signUpAs(shop.app);
    expect((await call(customer, 'GET', '/api/admin/order-limits')).statusCode).toBe(403);
    const put = await call(customer, 'PUT', '/api/admin/order-limits', {
      perProduct: 99,
      total: 99,
    });
    expect(put.statusCode).toBe(403);
    expect((await call(admin, 'GET', '/api/admin/order-limits')).json()).toEqual({
      perProduct: 5,
      total: 40,
    });
  });
});

describe('POST /api/orders/cancel-stale', () => {
  async function age(ids: string[], hours: number) {
    await shop.database.db
      .update(orders)
      .set({ createdAt: sql`now() - make_interval(hours => ${hours}::int)` })
      .where(inArray(orders.id, ids));
  }

  test('two admins at once: each stale order is cancelled once and its units come back once', async () => {
    const ids: string[] = [];
    for (let c = 0; c < 4; c++) {
      const customer = await signUpAs(shop.app);
      for (const i of [0, 1]) {
        ids.push(
          (await order(customer, productAt(i), 2)).json<{ insertedId: string }>().insertedId,
        );
      }
    }
    await age(ids, 50);
    const fresh = await signUpAs(shop.app);
    const freshId = (await order(fresh, productAt(0), 1)).json<{ insertedId: string }>().insertedId;
    const confirmedId = ids.pop() as string;
    await call(admin, 'PATCH', `/api/orders/${confirmedId}`, { status: 'confirmed' });
    const before = [await stockOf(productAt(0)), await stockOf(productAt(1))];

    const [a, b] = await Promise.all([
      call(admin, 'POST', '/api/orders/cancel-stale', { olderThanHours: 48 }),
      call(otherAdmin, 'POST', '/api/orders/cancel-stale', { olderThanHours: 48 }),
    ]);
    expect([a?.statusCode, b?.statusCode]).toEqual([200, 200]);
    const counts = [a?.json().cancelled, b?.json().cancelled];
    expect(counts.reduce((x: number, y: number) => x + y, 0)).toBe(7);
    expect(counts).toContain(0);
    // 4 orders of 2 units of product 0 and 3 of product 1 (one was confirmed).
    expect(await stockOf(productAt(0))).toBe((before[0] as number) + 8);
    expect(await stockOf(productAt(1))).toBe((before[1] as number) + 6);

    const statuses = await shop.database.db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(inArray(orders.id, [...ids, freshId, confirmedId]));
    const byId = new Map(statuses.map((s) => [s.id, s.status]));
    for (const id of ids) expect(byId.get(id)).toBe('cancelled');
    expect(byId.get(freshId)).toBe('pending');
    expect(byId.get(confirmedId)).toBe('confirmed');
  });

  test('a customer’s own cancel racing a bulk cancel restores the units once', async () => {
    const customer = await signUpAs(shop.app);
    const placed = (await order(customer, productAt(5), 3)).json<{ insertedId: string }>();
    await age([placed.insertedId], 30);
    const before = await stockOf(productAt(5));
    const [own, bulk] = await Promise.all([
      call(customer, 'PATCH', `/api/orders/${placed.insertedId}`, { status: 'cancelled' }),
      call(admin, 'POST', '/api/orders/cancel-stale', { olderThanHours: 24 }),
    ]);
    const cancelledByBulk = bulk?.json().cancelled as number;
    expect(own?.statusCode === 200 ? 0 : 1).toBe(cancelledByBulk);
    expect(await stockOf(productAt(5))).toBe(before + 3);
  });

  test('refuses a bad age with a 400 and a customer with a 403, cancelling nothing', async () => {
    const customer = await signUpAs(shop.app);
    const placed = (await order(customer, productAt(2), 1)).json<{ insertedId: string }>();
    await age([placed.insertedId], 100);
    for (const olderThanHours of [0, -5, 1.5, '48', 9000]) {
      const refused = await call(admin, 'POST', '/api/orders/cancel-stale', { olderThanHours });
      expect(refused.statusCode, String(olderThanHours)).toBe(400);
      expect(refused.json().issues).toHaveProperty('olderThanHours');
    }
    const byCustomer = await call(customer, 'POST', '/api/orders/cancel-stale', {
      olderThanHours: 1,
    });
    expect(byCustomer.statusCode).toBe(403);
    const [row] = await shop.database.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, placed.insertedId));
    expect(row?.status).toBe('pending');
  });
});
