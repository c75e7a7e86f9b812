import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { CATALOGUE } from './catalogue.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
});
afterAll(() => database.destroy());

test('the seed stores every demo product with its shipping weight and typed specs', async () => {
  const rows = await database.db.execute<{ name: string; weight_grams: number; specs: unknown }>(
    sql`select name, weight_grams, specs from products`,
  );
  const byName = new Map(rows.rows.map((row) => [row.name, row]));
  expect(byName.size).toBe(CATALOGUE.length);
  for (const product of CATALOGUE) {
    expect(byName.get(product.name)?.weight_grams, product.name).toBe(product.weightGrams);
    expect(byName.get(product.name)?.specs, product.name).toEqual(product.specs);
  }
});
