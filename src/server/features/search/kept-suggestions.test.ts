import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, expect, test } from 'vitest';
import * as schema from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { suggestionsFor } from './suggestions.ts';

// The suggestions' statement is rendered once per shape of query and kept (decision 160):
// each query typed here, one letter at a time, is answered by the pool whose statements are
// kept across all of them and by a pool handle of its own that renders it afresh, and the
// two answers must be the same.

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({ seeded: true });
});
afterAll(() => shop.close());

/** What shoppers type, kept short: model numbers, a SKU's start, a Bangla word, two words. */
const TYPED = ['ryzen 7', 'rtx 4060', 'corsair 850', 'মনিটর', 'cpu cooler', 'ddr5 ram', 'ch-'];

test('every kept suggestion statement answers as one rendered afresh', async () => {
  const { db, pool } = shop.database;
  let found = 0;
  for (const whole of TYPED) {
    for (let length = 1; length <= whole.length; length++) {
      const typed = whole.slice(0, length);
      const kept = await suggestionsFor(db, typed);
      // A handle of its own: nothing kept, so its statement is rendered for this query alone.
      const afresh = await suggestionsFor(drizzle(pool, { schema }), typed);
      expect(kept, typed).toEqual(afresh);
      if (kept.products.length > 0) found += 1;
    }
  }
  // Most of what is typed finds something: the answers compared are not all empty.
  expect(found).toBeGreaterThan(30);
});
