import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { statementNameOf } from '../../db/client.ts';
import * as schema from '../../db/schema.ts';
import { fillCatalogue } from '../../../../bench/lib/fill-catalogue.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { listProducts, productListFilter } from './products.repository.ts';
import { productListQuerySchema } from '../../../shared/schemas/product.ts';
import { suggestionsFor } from '../search/index.ts';

// The plans the bench's search figures rely on (docs/performance.md, decisions 096, 097, 100
// and 161), over the
// bench's own generated catalogue of 10,000 products: a broad query (one word found in
// about one product in seven) reads its products through the search index, never by
// reading every product.

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({ seeded: true });
  const { pool } = shop.database;
  const connection = (pool as unknown as { options: Record<string, unknown> }).options;
  await fillCatalogue(connection, { products: 10_000, reviews: 0, customers: 0, pastOrders: 0 });
  // As a shop's catalogue is once autovacuum has been by: the index's pending entries merged
  // (a plan costed over ten thousand pending entries is not the one a settled shop runs).
  await pool.query('vacuum analyze products');
  await pool.query('vacuum analyze product_search_rows');
}, 300_000);
afterAll(() => shop.close());

/** The plan of the statement the products list sends for `q`, as text. */
async function planOf(q: string): Promise<string> {
  const { pool } = shop.database;
  const statements: { text: string; params: unknown[] }[] = [];
  const logging = drizzle(pool, {
    schema,
    logger: { logQuery: (text, params) => statements.push({ text, params }) },
  });
  // What the products route makes of `?q=<q>`.
  await listProducts(logging, productListFilter(productListQuerySchema.parse({ q })));
  const listing = statements.at(-1)!;
  // The plan the shop keeps for the statement's name: made once, for any values (decision 100).
  const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
    `explain (generic_plan) ${listing.text}`,
  );
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

test('a suggestion reads what it finds through the search index, under its kept plan', async () => {
  const { pool } = shop.database;
  const texts: string[] = [];
  const logging = drizzle(pool, { schema, logger: { logQuery: (text) => texts.push(text) } });
  // As a shopper types a brand and the start of a part number (the bench's suggestions).
  for (const typed of ['kingston part 1', 'corsair', 'samsung part 12']) {
    await suggestionsFor(logging, typed);
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
      `explain (generic_plan) ${texts.at(-1)!}`,
    );
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan, typed).toContain('Bitmap Index Scan on products_search_idx');
    expect(plan, typed).not.toMatch(/Seq Scan on products\b/);
  }
});

test("the shop's connections plan for a catalogue held in memory", async () => {
  const { rows } = await shop.database.pool.query<{ random_page_cost: string }>(
    'show random_page_cost',
  );
  expect(rows[0]?.random_page_cost).toBe('1.1');
  const planning = await shop.database.pool.query<{ plan_cache_mode: string }>(
    'show plan_cache_mode',
  );
  expect(planning.rows[0]?.plan_cache_mode).toBe('force_generic_plan');
});

test('a broad search reads the narrow copies of its products through their search index', async () => {
  for (const q of ['kingston', 'rgb', 'corsair gaming']) {
    const plan = await planOf(q);
    expect(plan, q).toContain('Bitmap Index Scan on product_search_rows_search_idx');
    expect(plan, q).toMatch(/Bitmap Heap Scan on product_search_rows\b/);
    expect(plan, q).not.toMatch(/Seq Scan on product/);
    // Only the page's products are read from their own wide rows, one by one by their key.
    expect(plan, q).toMatch(/Index Scan using products_pkey on products\b/);
    expect(plan, q).not.toMatch(/Bitmap Heap Scan on products\b/);
  }
});

test('a search ranks each product found once and sorts narrow rows of its keys', async () => {
  const plan = await planOf('ddr5');
  // The keys worked out in the scan of the products found, then sorted and counted from that
  // one set: never the search document carried up into a sort or a count (decision 097).
  expect(plan).toContain('CTE found');
  expect(plan).toMatch(/Sort Key: found\.rank, found\.in_stock DESC, found\.sort_name, found\.id/);
  expect(plan).toMatch(/Aggregate[\s\S]*CTE Scan on found/);
  expect(plan).not.toContain('WindowAgg');
});

test('a search is prepared under a name from its text, and answered from its kept plan', async () => {
  const client = await shop.database.pool.connect();
  try {
    const texts: string[] = [];
    const logging = drizzle(client, {
      schema,
      logger: { logQuery: (text) => texts.push(text) },
    });
    const filter = productListFilter(productListQuerySchema.parse({ q: 'kingston ddr5' }));
    const first = await listProducts(logging, filter);
    expect(await listProducts(logging, filter)).toEqual(first);
    const { rows } = await client.query<{ generic_plans: string; custom_plans: string }>(
      'select generic_plans, custom_plans from pg_prepared_statements where name = $1',
      [statementNameOf(texts.at(-1)!)],
    );
    // Prepared once on this connection; both searches ran its kept plan, none was planned
    // for its own values.
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.custom_plans)).toBe(0);
    expect(Number(rows[0]!.generic_plans)).toBeGreaterThanOrEqual(2);
  } finally {
    client.release();
  }
});
