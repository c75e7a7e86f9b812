import { sql } from 'drizzle-orm';
import type { LowStockSetting } from '../../../shared/schemas/low-stock.ts';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';

/** The settings key low_stock_threshold() (db/functions) reads the shop's threshold from. */
const SETTING_KEY = 'low_stock';

/** The shop's threshold, through the database function that holds its default (3). */
export async function readLowStockSetting(db: Db): Promise<LowStockSetting> {
  const result = await db.execute<{ lowStockAt: number }>(
    sql`select low_stock_threshold(null) as "lowStockAt"`,
  );
  return { lowStockAt: result.rows[0]?.lowStockAt ?? 3 };
}

export async function saveLowStockSetting(
  db: Db,
  setting: LowStockSetting,
): Promise<LowStockSetting> {
  const value = JSON.stringify({ lowStockAt: setting.lowStockAt });
  await db
    .insert(settings)
    .values({ key: SETTING_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
  return readLowStockSetting(db);
}
