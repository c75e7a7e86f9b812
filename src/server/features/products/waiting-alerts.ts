import type pg from 'pg';
import type { RowOf } from '../../db/rows.ts';
import type { stockAlerts } from '../../db/schema-stock-alerts.ts';

/**
 * The back-in-stock alerts still waiting on each of these products (decision 078), for the
 * owner's Manage Products: one query for the page, through the alerts' partial index.
 */
export async function waitingAlerts(
  pool: pg.Pool,
  productIds: readonly string[],
): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const { rows } = await pool.query<RowOf<typeof stockAlerts, 'product_id'> & { waiting: number }>(
    `select product_id, count(*)::int as waiting from stock_alerts
      where product_id = any($1::uuid[]) and notified_at is null and stopped_at is null
      group by product_id`,
    [productIds],
  );
  return new Map(rows.map((row) => [row.product_id, row.waiting]));
}
