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

test('the demo parts carry the warranties distributors give them', async () => {
  const rows = await database.db.execute<{
    name: string;
    warranty_months: number;
    warranty_kind: string;
  }>(sql`select name, warranty_months, warranty_kind from products`);
  const byName = new Map(rows.rows.map((row) => [row.name, row]));
  const warrantyOf = (name: string) => {
    const row = byName.get(name);
    return row && `${row.warranty_months} ${row.warranty_kind}`;
  };
  expect(warrantyOf('Corsair RM850e 850W 80 PLUS Gold ATX 3.0')).toBe('84 brand');
  expect(warrantyOf('DeepCool PK650D 650W 80 PLUS Bronze')).toBe('60 brand');
  expect(warrantyOf('Corsair SF750 750W 80 PLUS Platinum SFX')).toBe('120 brand');
  for (const product of CATALOGUE) {
    const expected = { cpu: '36 brand', gpu: '36 brand', monitor: '36 brand', case: '12 service' };
    const wanted = expected[product.category as keyof typeof expected];
    if (wanted) expect(warrantyOf(product.name), product.name).toBe(wanted);
  }
});
