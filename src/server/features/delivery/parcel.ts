import type pg from 'pg';
import type { products } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';

export interface ParcelLine {
  productId: string;
  quantity: number;
}

/**
 * A parcel's weight and subtotal from the database's prices and weights (never the caller's).
 * No lines make an empty parcel: the base charges. A product that is not sold is a 400 naming
 * its line.
 */
export async function parcelOf(
  pool: pg.Pool,
  lines: readonly ParcelLine[],
): Promise<{ weightGrams: number; subtotal: number }> {
  if (lines.length === 0) return { weightGrams: 0, subtotal: 0 };
  const { rows } = await pool.query<
    Pick<typeof products.$inferSelect, 'id' | 'priceTk' | 'weightGrams'>
  >(
    `select id, price_tk as "priceTk", weight_grams as "weightGrams"
     from products where id = any($1::uuid[]) and deleted_at is null`,
    [lines.map((line) => line.productId)],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  let weightGrams = 0;
  let subtotal = 0;
  for (const [index, line] of lines.entries()) {
    const product = byId.get(line.productId);
    if (!product) {
      throw new HttpError(400, `Line ${index + 1}: that product is not sold`, {
        [`items.${index}.productId`]: 'That product is not sold',
      });
    }
    weightGrams += product.weightGrams * line.quantity;
    subtotal += product.priceTk * line.quantity;
  }
  return { weightGrams, subtotal };
}
