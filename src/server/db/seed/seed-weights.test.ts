import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { CATALOGUE } from './catalogue.ts';
import { seedIfEmpty } from './seed.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

test('the seed writes every demo product’s shipping weight where the schema has the column', async () => {
  await database.db.execute(
    sql`alter table products add column if not exists weight_grams integer`,
  );
  const result = await seedIfEmpty(database.db, () => {});
  expect(result.products).toBe(CATALOGUE.length);
  const rows = await database.db.execute<{ name: string; weight_grams: number }>(
    sql`select name, weight_grams from products`,
  );
  const byName = new Map(rows.rows.map((row) => [row.name, row.weight_grams]));
  for (const product of CATALOGUE)
    expect(byName.get(product.name), product.name).toBe(product.weightGrams);
});
