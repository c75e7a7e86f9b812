import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Product } from '../../../shared/schemas/product.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUpAs, type SignedIn } from '../../test/auth-test-helpers.ts';
import { checkoutAs, checkoutBody } from '../../test/checkout-test-helpers.ts';
import { STANDING, type Standing } from './placement-limits.ts';

// Every order reads its customer's standing (orders in the last minute, units held in
// pending orders). That read must cost what the customer's own orders cost, whatever the
// table's statistics say: a shop whose statistics were taken when few orders were pending
// (after a bulk cancel, say) and that then takes a rush of orders must not read every
// pending order of every customer for each new one.

let shop: TestApp;
let rushing: SignedIn;
let regular: SignedIn;
let product: Product;
let other: Product;

beforeAll(async () => {
  shop = await createTestApp({ seeded: true, env: { ORDER_LIMIT_PER_USER_PER_MINUTE: '1000' } });
  rushing = await signUpAs(shop.app, { name: 'Rush Buyer' });
  regular = await signUpAs(shop.app, { name: 'Nusrat Jahan' });
  const listed = await shop.app.inject({ method: 'GET', url: '/api/product?pageSize=2' });
  [product, other] = listed.json<Product[]>() as [Product, Product];
});
afterAll(() => shop.close());

/** One unit of `of` (the shared shop's first product unless told), ordered by `as`. */
async function placeOrder(as: SignedIn, on: TestApp = shop, of: Product = product) {
  const placed = await on.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: as.headers,
    payload: {
      productId: of._id,
      quantity: 1,
      phone: '01712345678',
      address: 'House 12, Road 5, Dhanmondi, Dhaka',
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const { rows } = await on.database.pool.query<{ id: string }>(
    'select id from orders where user_id = $1 order by created_at desc limit 1',
    [as.user._id],
  );
  return rows[0]?.id as string;
}

const CUSTOMERS = 500;

/**
 * Copies of an order, `count` times, in the given status, spread over CUSTOMERS other
 * customers (the order's other fields kept): a shop's history, or a rush.
 */
async function copies(orderId: string, count: number, status: string) {
  const pool = shop.database.pool;
  await pool.query(
    `insert into users (email, name)
     select 'customer-' || i || '@example.com', 'Customer ' || i from generate_series(1, $1::int) i
     on conflict do nothing`,
    [CUSTOMERS],
  );
  const { rows } = await pool.query<{ columns: string }>(
    `select string_agg(quote_ident(column_name), ', ') as columns
       from information_schema.columns
      where table_name = 'orders' and is_generated = 'NEVER'
        and column_name not in ('id', 'number', 'status', 'user_id')`,
  );
  const columns = rows[0]?.columns as string;
  await pool.query(
    `with customer as (
       select id, row_number() over (order by email) - 1 as i from users
        where email like 'customer-%@example.com')
     insert into orders (${columns}, status, user_id)
     select ${columns}, $3, customer.id
       from orders, generate_series(1, $2::int) g join customer on customer.i = g % $4
      where orders.id = $1`,
    [orderId, count, status, CUSTOMERS],
  );
}

/**
 * The rows the standing of a customer reads from `orders` and from `order_lines`, by
 * PostgreSQL's own count (the transaction's rows fetched from each table, so the function
 * it may call counts too), for an order of `units` of `productIds`, with the plan the
 * shop's named statement gets once PostgreSQL switches it to a generic plan (after five
 * calls), which is made without knowing the customer or the products.
 */
async function rowsRead(
  on: TestApp,
  userId: string,
  productIds: string[],
  units: number,
): Promise<Record<string, number>> {
  const client = await on.database.pool.connect();
  const fetched = async () => {
    const { rows } = await client.query<{ table: string; fetched: number }>(
      `select relname as table, (coalesce(seq_tup_read, 0) + coalesce(idx_tup_fetch, 0))::int as fetched
         from pg_stat_xact_user_tables where relname in ('orders', 'order_lines')`,
    );
    return Object.fromEntries(rows.map((row) => [row.table, row.fetched]));
  };
  try {
    const text = STANDING.replaceAll('$1', '$1::uuid');
    await client.query(`prepare standing(uuid, uuid[], int) as select ${text}`);
    await client.query('begin; set local plan_cache_mode = force_generic_plan');
    const before = await fetched();
    await client.query(`execute standing('${userId}', '{${productIds.join(',')}}', ${units})`);
    const after = await fetched();
    await client.query('commit; deallocate standing');
    return {
      orders: (after.orders ?? 0) - (before.orders ?? 0),
      order_lines: (after.order_lines ?? 0) - (before.order_lines ?? 0),
    };
  } finally {
    client.release();
  }
}

test('a customer’s standing reads their own orders, not the whole rush', async () => {
  const delivered = await placeOrder(rushing);
  await copies(delivered, 2_000, 'delivered');
  // A fixture of old orders, not a move: written past the order life's guard on purpose.
  await shop.database.pool.query(
    `update orders set status = 'delivered', created_at = now() - interval '1 day'
      where set_config('circuit_haat.order_transition', 'on', true) = 'on'`,
  );
  // Statistics from a moment with no pending order at all.
  await shop.database.pool.query('analyze orders');
  await copies(await placeOrder(rushing), 3_000, 'pending');
  await placeOrder(regular);

  // The popular product's lines: one for every order of the rush.
  await shop.database.pool.query(
    `insert into order_lines (order_id, line_no, product_id, product_name, product_image,
       unit_price_tk, quantity, line_total_tk)
     select id, 1, product_id, product_name, product_image, unit_price_tk, 1, unit_price_tk
       from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)`,
  );
  // The regular customer also waits on an order of two lines, one of them the popular one.
  const twoLines = await checkoutAs(
    shop,
    regular,
    checkoutBody({
      items: [
        { productId: product._id, quantity: 2 },
        { productId: other._id, quantity: 1 },
      ],
    }),
  );
  expect(twoLines.statusCode, twoLines.body).toBe(201);

  // They hold 4 units; the shop's limit per product is 5: 2 more could pass it, so the units
  // held of the product are counted.
  const read = await rowsRead(shop, regular.user._id, [product._id], 2);
  // Their own two orders, read again to count per product, and the lines of the one of
  // several lines.
  expect(read, 'rows read for a customer with two orders').toEqual({ orders: 4, order_lines: 2 });
  // One more cannot pass any limit whatever they hold of it: no line is read.
  expect(await rowsRead(shop, regular.user._id, [product._id], 1)).toEqual({
    orders: 2,
    order_lines: 0,
  });
  // And the standing still counts what it should.
  const { rows } = await shop.database.pool.query<{
    standing: { placed: number; held: object; heldTotal: number };
  }>(`select ${STANDING} as standing`, [regular.user._id, [product._id, other._id], 2]);
  expect(rows[0]?.standing.placed).toBe(2);
  expect(rows[0]?.standing.held).toEqual({ [product._id]: 3, [other._id]: 1 });
  expect(rows[0]?.standing.heldTotal).toBe(4);
});

test('a returning customer’s history is not read on every new order', async () => {
  // A shop of its own, with the history a shop has: two hundred customers with twenty
  // orders each over the last months, delivered or cancelled, and the statistics of it.
  const history = await createTestApp({ seeded: true });
  try {
    const returning = await signUpAs(history.app, { name: 'Karim Uddin' });
    const listed = await history.app.inject({ method: 'GET', url: '/api/product?pageSize=1' });
    const [sold] = listed.json<Product[]>() as [Product];
    await placeOrder(returning, history, sold);
    const pool = history.database.pool;
    await pool.query(
      `insert into users (email, name)
       select 'regular-' || i || '@example.com', 'Regular ' || i from generate_series(1, 200) i`,
    );
    // Twenty past orders for each of them and for the returning customer, copies of the
    // one just placed; then that one, still pending, moved out of the last minute.
    await pool.query(
      `insert into orders (user_id, product_id, product_name, product_image, unit_price_tk,
         quantity, total_tk, subtotal_tk, customer_name, contact_name, email, phone, address,
         status, created_at)
       select u.id, o.product_id, o.product_name, o.product_image, o.unit_price_tk, 1,
         o.total_tk, o.subtotal_tk, u.name, u.name, u.email, o.phone, o.address,
         case when k % 4 = 0 then 'cancelled' else 'delivered' end, now() - k * interval '3 days'
         from orders o, users u, generate_series(1, 20) k
        where o.user_id = $1 and (u.email like 'regular-%' or u.id = $1)`,
      [returning.user._id],
    );
    await pool.query(
      `update orders set created_at = now() - interval '5 minutes'
        where user_id = $1 and status = 'pending'`,
      [returning.user._id],
    );
    await pool.query('analyze orders');

    const read = () => rowsRead(history, returning.user._id, [sold._id], 1);
    const standing = async () =>
      (
        await pool.query<{ standing: Standing }>(`select ${STANDING} as standing`, [
          returning.user._id,
          [sold._id],
          1,
        ])
      ).rows[0]?.standing;
    // Only the order awaiting confirmation is read, not the twenty before it.
    expect(await read()).toEqual({ orders: 1, order_lines: 0 });
    expect(await standing()).toMatchObject({ placed: 0, heldTotal: 1, retryAfter: null });
    // A new order counts in the minute, and holds its unit too.
    const placed = await placeOrder(returning, history, sold);
    expect(await read()).toEqual({ orders: 2, order_lines: 0 });
    expect(await standing()).toMatchObject({ placed: 1, heldTotal: 2 });
    // Cancelled at once, it holds nothing, but it still counts in the minute's orders.
    const cancelled = await history.app.inject({
      method: 'PATCH',
      url: `/api/orders/${placed}`,
      headers: returning.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await standing()).toMatchObject({ placed: 1, heldTotal: 1 });
  } finally {
    await history.close();
  }
});
