import { desc, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { PriceHistoryEntry } from '../../../shared/schemas/price-history.ts';
import * as schema from '../../db/schema.ts';
import { priceHistory } from '../../db/schema-catalogue.ts';

/** Every price a product had, the newest first (written by db/functions/function.record_price_change.sql). */
export async function priceHistoryOf(
  pool: pg.Pool,
  productId: string,
): Promise<PriceHistoryEntry[]> {
  const rows = await drizzle(pool, { schema })
    .select({
      price: priceHistory.priceTk,
      regularPrice: priceHistory.regularPriceTk,
      source: priceHistory.source,
      actor: priceHistory.actorName,
      at: priceHistory.createdAt,
    })
    .from(priceHistory)
    .where(eq(priceHistory.productId, productId))
    .orderBy(desc(priceHistory.id))
    .limit(1000);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}
