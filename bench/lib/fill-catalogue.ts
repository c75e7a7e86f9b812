import pg from 'pg';
import { GENERATED_SPECS_SQL } from './generated-specs.ts';

export interface CatalogueSize {
  products: number;
  reviews: number;
  customers: number;
  /** Orders placed before the bench, over the last weeks (a shop that has been trading). */
  pastOrders: number;
}

export const FULL_SIZE: CatalogueSize = {
  products: 10_000,
  reviews: 50_000,
  customers: 1_000,
  pastOrders: 20_000,
};
export const SMOKE_SIZE: CatalogueSize = {
  products: 500,
  reviews: 2_500,
  customers: 100,
  pastOrders: 1_000,
};

/** Words the generated products are made of; search runs look for some of them. */
export const BRANDS = ['Kingston', 'Corsair', 'Gigabyte', 'Asus', 'Samsung', 'Seagate', 'Lian Li'];
export const SEARCH_WORDS = ['kingston', 'corsair', 'ddr5', 'nvme', 'gaming', 'silent', 'rgb'];
const TRAITS = ['DDR5', 'NVMe', 'Gaming', 'Silent', 'RGB', 'Pro', 'Compact', 'Ultra'];
const CATEGORIES = [
  'cpu',
  'gpu',
  'motherboard',
  'memory',
  'storage',
  'psu',
  'case',
  'cooler',
  'monitor',
];

/**
 * Tops the shop's database up to the given size with generated products, customers,
 * reviews and past orders, written by PostgreSQL itself (generate_series) through the project's schema, so
 * ten thousand products take a second rather than a minute. Every generated product
 * reuses one of the demo pictures already in the database.
 */
export async function fillCatalogue(connection: pg.ClientConfig, size: CatalogueSize) {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    await client.query('begin');
    const pictures = (
      await client.query<{ image_url: string }>('select distinct image_url from products')
    ).rows.map((row) => row.image_url);
    if (pictures.length === 0) throw new Error('The demo catalogue is missing: nothing to copy.');
    const existing = (await client.query<{ n: number }>('select count(*)::int as n from products'))
      .rows[0]!.n;
    await client.query(
      `insert into products (name, details, price_tk, stock, origin, category, brand, specs,
                             image_url, created_at, updated_at)
       select b.brand || ' ' || t.trait || ' Part ' || g,
              'Generated part ' || g || ' by ' || b.brand || ', a ' || lower(t.trait) ||
                ' build for a fast and quiet desktop; three year warranty in Bangladesh.',
              500 + (g * 7919) % 250000,
              200 + g % 300,
              'Bangladesh',
              c,
              b.brand,
              ${GENERATED_SPECS_SQL},
              ($1::text[])[1 + g % cardinality($1::text[])],
              timestamptz '2026-01-01' + g * interval '1 second',
              now()
         from generate_series(1, $3::int) as g,
              lateral (select ($2::text[])[1 + g % cardinality($2::text[])] as c) cat,
              lateral (select ($4::text[])[1 + g % cardinality($4::text[])] as brand) b,
              lateral (select ($5::text[])[1 + (g / 7) % cardinality($5::text[])] as trait) t`,
      [pictures, CATEGORIES, Math.max(0, size.products - existing), BRANDS, TRAITS],
    );
    await client.query(
      `insert into users (email, name, role)
       select 'bench-customer-' || g || '@example.com', 'Bench Customer ' || g, 'customer'
         from generate_series(1, $1::int) as g`,
      [size.customers],
    );
    // Review k is of product k mod P by customer (k mod 200) * 5 + k div P: no customer
    // reviews one product twice as long as reviews <= 5 * products.
    await client.query(
      `with p as (select id, name, image_url, row_number() over (order by created_at, id) - 1 as i
                    from products where deleted_at is null),
            u as (select id, name, email, row_number() over (order by email) - 1 as i
                    from users where email like 'bench-customer-%'),
            pn as (select count(*) as n from p), un as (select count(*) as n from u)
       insert into reviews (product_id, user_id, product_name, product_image, user_name, email,
                            comment, rating, created_at)
       select p.id, u.id, p.name, p.image_url, u.name, u.email,
              'Works as described, review ' || k || '.', 1 + (k * 31) % 5,
              now() - k * interval '1 minute'
         from generate_series(0, $1::int - 1) as k, pn, un, p, u
        where p.i = k % pn.n and u.i = ((k % pn.n) * 5 + k / pn.n) % un.n`,
      [size.reviews],
    );
    await insertPastOrders(client, size.pastOrders);
    await client.query('commit');
    // Statistics that describe the filled tables: the plans the shop's statements get
    // on their first calls are made from these (see docs/performance.md, "Orders").
    await client.query('analyze');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * Delivered orders of one unit, customer k mod C and product (7k) mod P, one a minute
 * going back from an hour ago: older than any rate-limit window, and they take no stock.
 */
async function insertPastOrders(client: pg.Client, count: number) {
  await client.query(
    `with p as (select id, name, image_url, price_tk, row_number() over (order by created_at, id) - 1 as i
                  from products where deleted_at is null),
          u as (select id, name, email, row_number() over (order by email) - 1 as i
                  from users where email like 'bench-customer-%'),
          pn as (select count(*) as n from p), un as (select count(*) as n from u)
     insert into orders (user_id, product_id, product_name, product_image, unit_price_tk,
                         quantity, total_tk, subtotal_tk, delivery_charge_tk, customer_name,
                         contact_name, email, phone, address, status, payment_status,
                         created_at, updated_at)
     select u.id, p.id, p.name, p.image_url, p.price_tk, 1, p.price_tk, p.price_tk, 0, u.name,
            u.name, u.email, '01712345678', 'House 12, Road 5, Dhanmondi, Dhaka', 'delivered',
            'paid', now() - interval '1 hour' - k * interval '1 minute',
            now() - interval '1 hour' - k * interval '1 minute'
       from generate_series(0, $1::int - 1) as k, pn, un, p, u
      where p.i = (k * 7) % pn.n and u.i = k % un.n`,
    [count],
  );
  // Each is a one-line order, as the shop records them.
  await client.query(
    `insert into order_lines (order_id, line_no, product_id, product_name, product_image,
                              unit_price_tk, quantity, line_total_tk)
     select o.id, 1, o.product_id, o.product_name, o.product_image, o.unit_price_tk,
            o.quantity, o.total_tk
       from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)`,
  );
}

export interface Customer {
  id: string;
  email: string;
  tokenVersion: number;
  /** A signed-in session of the customer's (its stored id), which their tokens name. */
  sessionId: string;
}

/** The bench customers, each with a session of its own opened for this run. */
export async function benchCustomers(connection: pg.ClientConfig): Promise<Customer[]> {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    const { rows } = await client.query<{
      id: string;
      email: string;
      token_version: number;
      session_id: string;
    }>(
      `with opened as (
         insert into sessions (id, user_id, expires_at)
         select encode(sha256(gen_random_uuid()::text::bytea), 'hex'), id, now() + interval '1 day'
           from users where email like 'bench-customer-%'
         returning id, user_id)
       select u.id, u.email, u.token_version, o.id as session_id
         from users u join opened o on o.user_id = u.id`,
    );
    return rows.map((row) => ({
      id: row.id,
      email: row.email,
      tokenVersion: row.token_version,
      sessionId: row.session_id,
    }));
  } finally {
    await client.end();
  }
}
