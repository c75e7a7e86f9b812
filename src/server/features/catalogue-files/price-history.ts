import type pg from 'pg';
import type { PriceHistoryEntry } from '../../../shared/schemas/price-history.ts';
import type { RowOf } from '../../db/rows.ts';
import type { priceHistory } from '../../db/schema-catalogue.ts';

/** Every price a product had, the newest first (written by db/functions/function.record_price_change.sql). */
export async function priceHistoryOf(
  pool: pg.Pool,
  productId: string,
): Promise<PriceHistoryEntry[]> {
  const { rows } = await pool.query<
    RowOf<
      typeof priceHistory,
      'price_tk' | 'regular_price_tk' | 'source' | 'actor_name' | 'created_at'
    >
  >(
    `select price_tk, regular_price_tk, source, actor_name, created_at from price_history
      where product_id = $1 order by id desc limit 1000`,
    [productId],
  );
  return rows.map((row) => ({
    price: row.price_tk,
    regularPrice: row.regular_price_tk,
    source: row.source,
    actor: row.actor_name,
    at: row.created_at.toISOString(),
  }));
}
