import { sql } from 'drizzle-orm';
import type { OrderLimits } from '../../../shared/schemas/order-admin.ts';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';

/** The settings key; the database function order_hold_limits (migration 0004) reads it. */
const SETTING_KEY = 'order_limits';

/**
 * The limits in force: the saved ones, or the defaults when none were saved. Read through
 * the same database function that order placement uses, so both always agree.
 */
export async function readOrderLimits(db: Db): Promise<OrderLimits> {
  const result = await db.execute<{ limits: OrderLimits }>(
    sql`select order_hold_limits() as limits`,
  );
  const row = result.rows[0];
  if (!row) throw new Error('order_hold_limits() answered no row.');
  return row.limits;
}

/** Saves new limits; the next order on any instance is held to them. */
export async function saveOrderLimits(db: Db, limits: OrderLimits): Promise<OrderLimits> {
  const value = JSON.stringify({ perProduct: limits.perProduct, total: limits.total });
  await db
    .insert(settings)
    .values({ key: SETTING_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
  return readOrderLimits(db);
}
