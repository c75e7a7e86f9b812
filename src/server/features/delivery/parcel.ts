import { and, inArray, isNull } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { products } from '../../db/schema.ts';
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
  const rows = await drizzle(pool)
    .select({ id: products.id, priceTk: products.priceTk, weightGrams: products.weightGrams })
    .from(products)
    .where(
      and(
        inArray(
          products.id,
          lines.map((line) => line.productId),
        ),
        isNull(products.deletedAt),
      ),
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
