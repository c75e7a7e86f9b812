import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

/**
 * Writes the demo products' shipping weights, where the shop's schema has a weight column
 * (products.weight_grams, added with checkout). Asked once, so the seed runs on either schema.
 */
export async function seedWeights(
  db: Db,
  weights: readonly { id: string; weightGrams: number }[],
): Promise<void> {
  const column = await db.execute(
    sql`select 1 from information_schema.columns
        where table_schema = current_schema() and table_name = 'products' and column_name = 'weight_grams'`,
  );
  if (column.rows.length === 0 || weights.length === 0) return;
  const rows = sql.join(
    weights.map(({ id, weightGrams }) => sql`(${id}::uuid, ${weightGrams}::int)`),
    sql`, `,
  );
  await db.execute(
    sql`update products set weight_grams = w.grams from (values ${rows}) as w(id, grams) where products.id = w.id`,
  );
}
