import type pg from 'pg';
import type { NoticeSettings } from '../../../shared/schemas/notice.ts';
import type { users } from '../../db/schema.ts';

/** The settings row holding where the admins' copy of every new order goes. */
export const NOTICE_SETTINGS_KEY = 'notices';

/** The saved address (read out of the settings row's json) and the owner's, if there is one. */
interface SettingsRow {
  adminEmail: string | null;
  ownerEmail: (typeof users.$inferSelect)['email'] | null;
}

/** The address saved in the dashboard (empty: none), and where the copy goes now. */
export async function readNoticeSettings(pool: pg.Pool): Promise<NoticeSettings> {
  const { rows } = await pool.query<SettingsRow>(
    `select (select value::json->>'adminEmail' from settings where key = $1) as "adminEmail",
            (select email from users where role = 'owner') as "ownerEmail"`,
    [NOTICE_SETTINGS_KEY],
  );
  const { adminEmail, ownerEmail } = rows[0] ?? { adminEmail: null, ownerEmail: null };
  return { adminEmail: adminEmail ?? '', sendsTo: adminEmail || ownerEmail };
}

export async function saveNoticeSettings(
  pool: pg.Pool,
  next: { adminEmail: string },
): Promise<NoticeSettings> {
  await pool.query(
    `insert into settings (key, value) values ($1, $2)
     on conflict (key) do update set value = excluded.value`,
    [NOTICE_SETTINGS_KEY, JSON.stringify({ adminEmail: next.adminEmail })],
  );
  return readNoticeSettings(pool);
}
