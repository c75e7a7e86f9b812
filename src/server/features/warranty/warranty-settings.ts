import type pg from 'pg';
import {
  warrantySettingsSchema,
  type WarrantySettings,
} from '../../../shared/schemas/warranty-desk.ts';
import type { RowOf } from '../../db/rows.ts';
import type { settings } from '../../db/schema.ts';
import type { AuthUser } from '../../http/access.ts';
import { HttpError } from '../../http/errors.ts';

// The warranty desk's one setting (decision 088): whether orders with tracked lines wait for
// every serial before shipping or courier booking. On unless the owner turned it off.

export const WARRANTY_SETTINGS_KEY = 'warranty_desk';
const DEFAULTS: WarrantySettings = { serialsBeforeShipping: true };

type Queryable = Pick<pg.ClientBase, 'query'>;

/** The settings as stored; a value that no longer fits the schema reads as the defaults. */
export async function readWarrantySettings(db: Queryable): Promise<WarrantySettings> {
  const { rows } = await db.query<RowOf<typeof settings, 'value'>>(
    'select value from settings where key = $1',
    [WARRANTY_SETTINGS_KEY],
  );
  const value = rows[0]?.value;
  if (value === undefined) return DEFAULTS;
  try {
    return warrantySettingsSchema.safeParse(JSON.parse(value)).data ?? DEFAULTS;
  } catch {
    return DEFAULTS;
  }
}

/** Saves the settings: the shop's owner only, as the rule binds every member of staff. */
export async function saveWarrantySettings(
  db: Queryable,
  user: AuthUser,
  settings: WarrantySettings,
): Promise<WarrantySettings> {
  if (user.role !== 'owner') {
    throw new HttpError(403, 'Only the shop’s owner can change the warranty desk’s settings.');
  }
  await db.query(
    `insert into settings (key, value) values ($1, $2)
     on conflict (key) do update set value = excluded.value`,
    [WARRANTY_SETTINGS_KEY, JSON.stringify(settings)],
  );
  return readWarrantySettings(db);
}
