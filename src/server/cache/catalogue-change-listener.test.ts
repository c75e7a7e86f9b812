import type { FastifyInstance } from 'fastify';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Product } from '../../shared/schemas/product.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { connectDatabase, type Database } from '../db/client.ts';
import { products } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { type SignedIn, signUpAs, signUpOwner } from '../test/auth-test-helpers.ts';
import { LISTENER_APPLICATION_NAME } from './catalogue-change-listener.ts';

// Two instances of the shop on one database, as behind a load balancer.
let first: TestApp;
let second: FastifyInstance;
let secondDatabase: Database;
let admin: SignedIn;
let customer: SignedIn;
let product: Product;

beforeAll(async () => {
  first = await createTestApp({ seeded: true });
  secondDatabase = connectDatabase(first.database.pool.options, 4);
  second = await buildApp({
    config: loadConfig({ NODE_ENV: 'test' }),
    database: secondDatabase,
    webDir: '/nonexistent-web-build',
  });
  await second.ready();
  admin = await signUpOwner(first.app, first.database.db);
  customer = await signUpAs(first.app, { name: 'Nusrat Jahan' });
  const listed = await first.app.inject({ method: 'GET', url: '/api/product?pageSize=1' });
  product = listed.json<Product[]>()[0]!;
  await first.database.db.update(products).set({ stock: 50 }).where(eq(products.id, product._id));
});
afterAll(async () => {
  await second.close();
  await secondDatabase.close();
  await first.close();
});

async function productOn(app: FastifyInstance): Promise<Product> {
  const response = await app.inject({ method: 'GET', url: `/api/product/${product._id}` });
  expect(response.statusCode).toBe(200);
  return response.json<Product>();
}

async function listedOn(app: FastifyInstance): Promise<Product | undefined> {
  const response = await app.inject({ method: 'GET', url: '/api/product?pageSize=100' });
  return response.json<Product[]>().find((p) => p._id === product._id);
}

/**
 * How long a change may take to show on an instance before the test fails. The shop
 * sees one within a second (a check every COMMIT_CHECK_INTERVAL_MS); the limit is
 * generous because a loaded test machine delays every timer. The one-second figure is
 * measured where timing is the point: the scale-out system test.
 */
const SEEN_WITHIN = { timeout: 10_000, interval: 10 };

/**
 * Waits until each instance's listening connection has started three statements since
 * this call (pg_stat_activity shows each connection's latest statement and when it
 * started). Checks run one after another and a prune is rare, so by then each instance
 * has finished a whole commit check that began after the caller's commits.
 */
async function checksSinceNow(): Promise<void> {
  // Milliseconds since 1970 as float8, which arrives as a number.
  const ms = (time: SQL) => sql`(extract(epoch from ${time}) * 1000)::float8`;
  const listeners = sql`
    select pid, ${ms(sql`query_start`)} as "startedAt" from pg_stat_activity
     where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`;
  const clock = await first.database.db.execute<{ now: number }>(
    sql`select ${ms(sql`clock_timestamp()`)} as now`,
  );
  const since = clock.rows[0]!.now;
  const starts = new Map<number, Set<number>>();
  await expect
    .poll(async () => {
      const { rows } = await first.database.db.execute<{ pid: number; startedAt: number }>(
        listeners,
      );
      for (const { pid, startedAt } of rows) {
        if (startedAt > since) starts.set(pid, (starts.get(pid) ?? new Set()).add(startedAt));
      }
      return [...starts.values()].filter((seen) => seen.size >= 3).length;
    }, SEEN_WITHIN)
    .toBeGreaterThanOrEqual(2);
}

function placeOrder(quantity: number) {
  return first.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: customer.headers,
    payload: {
      productId: product._id,
      quantity,
      phone: '01712345678',
      address: 'House 12, Road 5, Dhanmondi, Dhaka',
    },
  });
}

describe('the catalogue cache', () => {
  test('answers repeat requests from memory, with an ETag and a 304 for a browser that has it', async () => {
    const firstAnswer = await first.app.inject({
      method: 'GET',
      url: `/api/product/${product._id}`,
    });
    const etag = firstAnswer.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await first.app.inject({
      method: 'GET',
      url: `/api/product/${product._id}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  test('a price change by an admin is seen at once here and on the other instance', async () => {
    await productOn(second); // the other instance now holds the old price
    const price = product.price + 111;
    const patched = await first.app.inject({
      method: 'PATCH',
      url: `/api/products/${product._id}`,
      headers: admin.headers,
      payload: { price },
    });
    expect(patched.statusCode).toBe(200);
    expect((await productOn(first.app)).price).toBe(price);
    expect((await listedOn(first.app))?.price).toBe(price);
    await expect.poll(async () => (await productOn(second)).price, SEEN_WITHIN).toBe(price);
    expect((await listedOn(second))?.price).toBe(price);
  });

  test('a change made straight in the database reaches both instances', async () => {
    await productOn(first.app);
    await productOn(second);
    await first.database.db.execute(
      sql`update products set name = 'Renamed in the database' where id = ${product._id}`,
    );
    for (const app of [first.app, second]) {
      await expect
        .poll(async () => (await productOn(app)).name, SEEN_WITHIN)
        .toBe('Renamed in the database');
    }
  });

  test('stock taken by an order is seen at once here and on the other instance', async () => {
    const before = (await productOn(second)).quantity;
    expect((await productOn(first.app)).quantity).toBe(before);
    const ordered = await placeOrder(2);
    expect(ordered.statusCode).toBe(201);
    expect((await productOn(first.app)).quantity).toBe(before - 2);
    await expect.poll(async () => (await productOn(second)).quantity, SEEN_WITHIN).toBe(before - 2);
  });

  test('stock changed straight in the database, which notifies nobody, is seen on both instances', async () => {
    const before = (await productOn(second)).quantity;
    expect((await productOn(first.app)).quantity).toBe(before);
    await first.database.db.execute(
      sql`update products set stock = stock - 1 where id = ${product._id}`,
    );
    for (const app of [first.app, second]) {
      await expect.poll(async () => (await productOn(app)).quantity, SEEN_WITHIN).toBe(before - 1);
    }
  });

  test('a new review changes the rating shown by both instances', async () => {
    const before = await productOn(second);
    const reviewed = await first.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: customer.headers,
      payload: {
        productId: product._id,
        phone: '01712345678',
        rating: 1,
        comment: 'Arrived with a bent pin.',
      },
    });
    expect(reviewed.statusCode).toBeLessThan(300);
    expect((await productOn(first.app)).rating.count).toBe(before.rating.count + 1);
    await expect
      .poll(async () => (await productOn(second)).rating.count, SEEN_WITHIN)
      .toBe(before.rating.count + 1);
  });

  test('commits that change nothing shown keep the answers, here and on the other instance', async () => {
    await checksSinceNow(); // changes by earlier tests are seen and done with
    const shown = (await productOn(first.app)).name;
    expect((await productOn(second)).name).toBe(shown);
    // A rename with triggers off (replication mode) is recorded nowhere: an answer that
    // shows it was read afresh, one that does not was kept.
    await first.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update products set name = 'Renamed unseen' where id = ${product._id}`);
    });
    const carted = await first.app.inject({
      method: 'PUT',
      url: `/api/cart/items/${product._id}`,
      headers: customer.headers,
      payload: { quantity: 1 },
    });
    expect(carted.statusCode).toBe(200);
    await signUpAs(first.app, { name: 'Rafiq Islam' });
    await checksSinceNow(); // both instances checked after these commits
    expect((await productOn(first.app)).name).toBe(shown);
    expect((await productOn(second)).name).toBe(shown);
    // Stock of another product, changed in the database: not notified, but recorded.
    await first.database.db.execute(sql`
      update products set stock = stock + 1
       where id = (select id from products where id <> ${product._id} limit 1)`);
    for (const app of [first.app, second]) {
      await expect
        .poll(async () => (await productOn(app)).name, SEEN_WITHIN)
        .toBe('Renamed unseen');
    }
  });

  test('keeps nothing private: a signed-in caller gets the very bytes an anonymous one does', async () => {
    const url = '/api/product?pageSize=100';
    const signedIn = await first.app.inject({ method: 'GET', url, headers: customer.headers });
    const anonymous = await first.app.inject({ method: 'GET', url });
    expect(signedIn.body).toBe(anonymous.body);
    expect(anonymous.body).not.toContain(customer.user.email);
    const orders = await first.app.inject({
      method: 'GET',
      url: `/api/my-orders?email=${encodeURIComponent(customer.user.email)}`,
      headers: customer.headers,
    });
    expect(orders.headers['cache-control']).toBe('no-store');
    expect(orders.headers.etag).toBeUndefined();
    // A second order shows at once in the customer's own list: it is never cached.
    const count = orders.json<unknown[]>().length;
    expect((await placeOrder(1)).statusCode).toBe(201);
    const after = await first.app.inject({
      method: 'GET',
      url: `/api/my-orders?email=${encodeURIComponent(customer.user.email)}`,
      headers: customer.headers,
    });
    expect(after.json<unknown[]>()).toHaveLength(count + 1);
  });

  test('when the connection that listens for changes drops, changes are still seen, and it comes back', async () => {
    await productOn(second);
    const terminated = await first.database.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`);
    expect(terminated.rows).toHaveLength(2); // one per instance
    await first.database.db.execute(
      sql`update products set name = 'Renamed while nobody listened' where id = ${product._id}`,
    );
    for (const app of [first.app, second]) {
      await expect
        .poll(async () => (await productOn(app)).name, SEEN_WITHIN)
        .toBe('Renamed while nobody listened');
    }
    // Listening resumes (both connections back); later changes still arrive.
    await checksSinceNow();
    await first.database.db.execute(
      sql`update products set name = 'Renamed after reconnecting' where id = ${product._id}`,
    );
    await expect
      .poll(async () => (await productOn(second)).name, SEEN_WITHIN)
      .toBe('Renamed after reconnecting');
  });
});
