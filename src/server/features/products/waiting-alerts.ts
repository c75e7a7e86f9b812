import { and, count, inArray, isNull } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { stockAlerts } from '../../db/schema-stock-alerts.ts';

/**
 * The back-in-stock alerts still waiting on each of these products (decision 078), for the
 * owner's Manage Products: one query for the page, through the alerts' partial index.
 */
export async function waitingAlerts(
  pool: pg.Pool,
  productIds: readonly string[],
): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await drizzle(pool)
    .select({ productId: stockAlerts.productId, waiting: count() })
    .from(stockAlerts)
    .where(
      and(
        inArray(stockAlerts.productId, [...productIds]),
        isNull(stockAlerts.notifiedAt),
        isNull(stockAlerts.stoppedAt),
      ),
    )
    .groupBy(stockAlerts.productId);
  return new Map(rows.map((row) => [row.productId, row.waiting]));
}
