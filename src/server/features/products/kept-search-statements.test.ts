import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, expect, test } from 'vitest';
import * as schema from '../../db/schema.ts';
import { manageProductsQuerySchema } from '../../../shared/schemas/product.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { listProducts, productListFilter } from './products.repository.ts';

// A search's statement is rendered once per shape and kept (decision 160). A shape key that
// missed something that changes the text would answer one search with another's statement:
// here every search of a seeded mix is answered twice, by the pool whose statements are kept
// across the whole mix and by a pool handle of its own that renders it afresh, and the two
// answers must be the same.

const SEED = Number(process.env.KEPT_SEARCH_SEED ?? 160);
const SEARCHES = 120;

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({ seeded: true });
});
afterAll(() => shop.close());

/** A small deterministic generator (mulberry32), so a failing mix can be asked for again. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { chance: (p: number) => next() < p, pick };
}

/** One search as the products list or Manage Products would be asked it. */
function someSearch(random: ReturnType<typeof generator>): Record<string, unknown> {
  const query: Record<string, unknown> = {
    q: random.pick([
      'ryzen',
      'rtx 4060',
      'psu',
      '850w psu',
      'মনিটর',
      'corsair',
      'cpu cooler',
      'ddr5 ram',
      'xqzvbn',
      'ssd',
    ]),
    sort: random.pick([
      'relevance',
      'relevance',
      'catalogue',
      'newest',
      'price-asc',
      'price-desc',
      'name',
    ]),
    page: random.pick(['1', '1', '2']),
    pageSize: random.pick(['5', '12']),
  };
  if (random.chance(0.3)) query.category = random.pick(['gpu', 'psu', 'memory', 'monitor']);
  if (random.chance(0.3)) {
    query.brand = random.chance(0.5) ? random.pick(['corsair', 'asus']) : ['corsair', 'msi'];
  }
  if (random.chance(0.3)) query.minPrice = random.pick(['1000', '8000']);
  if (random.chance(0.3)) query.maxPrice = random.pick(['20000', '90000']);
  if (random.chance(0.3)) query.inStock = random.pick(['true', 'false']);
  if (random.chance(0.3)) query.stock = random.pick(['restock', 'low', 'out']);
  if (query.category === 'memory' && random.chance(0.5)) query['spec.memoryType'] = 'DDR5';
  return query;
}

test(`every kept search statement answers as one rendered afresh (seed ${SEED})`, async () => {
  console.log(`kept search statements: seed ${SEED} (KEPT_SEARCH_SEED to repeat)`);
  const { db, pool } = shop.database;
  const random = generator(SEED);
  const shapes = new Set<string>();
  let found = 0;
  for (let n = 0; n < SEARCHES; n++) {
    const query = someSearch(random);
    // Manage Products' parameters: the storefront's and the stock filter.
    const filter = productListFilter(manageProductsQuerySchema.parse(query));
    const kept = await listProducts(db, filter);
    // A handle of its own: nothing kept, so its statement is rendered for this search alone.
    const afresh = await listProducts(drizzle(pool, { schema }), filter);
    const answer = (listed: typeof kept) => ({
      total: listed.total,
      ids: listed.items.map((item) => item.row.id),
    });
    expect(answer(kept), JSON.stringify(query)).toEqual(answer(afresh));
    shapes.add(JSON.stringify(Object.keys(query).sort()));
    if (kept.items.length > 0) found += 1;
  }
  // The mix met many shapes, and found products for many searches (not 120 empty answers).
  expect(shapes.size).toBeGreaterThan(20);
  expect(found).toBeGreaterThan(SEARCHES / 4);
});
