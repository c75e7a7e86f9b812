import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { NoticeSettings } from '../../../shared/schemas/notice.ts';
import { settings, users } from '../../db/schema.ts';

/** The settings row holding where the admins' copy of every new order goes. */
export const NOTICE_SETTINGS_KEY = 'notices';

/** The address saved in the dashboard (empty: none), and where the copy goes now. */
export async function readNoticeSettings(pool: pg.Pool): Promise<NoticeSettings> {
  const db = drizzle(pool);
  // The saved address (read out of the settings row's json) and the owner's, if there is one.
  const [[saved], [owner]] = await Promise.all([
    db
      .select({ adminEmail: sql<string | null>`${settings.value}::json->>'adminEmail'` })
      .from(settings)
      .where(eq(settings.key, NOTICE_SETTINGS_KEY)),
    db.select({ email: users.email }).from(users).where(eq(users.role, 'owner')),
  ]);
  const adminEmail = saved?.adminEmail ?? null;
  return { adminEmail: adminEmail ?? '', sendsTo: adminEmail || (owner?.email ?? null) };
}

export async function saveNoticeSettings(
  pool: pg.Pool,
  next: { adminEmail: string },
): Promise<NoticeSettings> {
  const value = JSON.stringify({ adminEmail: next.adminEmail });
  await drizzle(pool)
    .insert(settings)
    .values({ key: NOTICE_SETTINGS_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
  return readNoticeSettings(pool);
}
