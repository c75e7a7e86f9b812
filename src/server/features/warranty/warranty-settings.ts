import { eq, sql } from 'drizzle-orm';
import {
  warrantySettingsSchema,
  type WarrantySettings,
} from '../../../shared/schemas/warranty-desk.ts';
import { settings } from '../../db/schema.ts';
import type { AuthUser } from '../../http/access.ts';
import { HttpError } from '../../http/errors.ts';
import { builderOn, type Queryable } from '../../db/queryable.ts';

// The warranty desk's one setting (decision 088): whether orders with tracked lines wait for
// every serial before shipping or courier booking. On unless the owner turned it off.

export const WARRANTY_SETTINGS_KEY = 'warranty_desk';
const DEFAULTS: WarrantySettings = { serialsBeforeShipping: true };

/** The settings as stored; a value that no longer fits the schema reads as the defaults. */
export async function readWarrantySettings(db: Queryable): Promise<WarrantySettings> {
  const [row] = await builderOn(db)
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, WARRANTY_SETTINGS_KEY));
  const value = row?.value;
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
  chosen: WarrantySettings,
): Promise<WarrantySettings> {
  if (user.role !== 'owner') {
    throw new HttpError(403, 'Only the shop’s owner can change the warranty desk’s settings.');
  }
  await builderOn(db)
    .insert(settings)
    .values({ key: WARRANTY_SETTINGS_KEY, value: JSON.stringify(chosen) })
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
  return readWarrantySettings(db);
}
