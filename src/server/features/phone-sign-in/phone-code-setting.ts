import type { PhoneCodeSetting } from '../../../shared/schemas/phone-sign-in.ts';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import { eq } from 'drizzle-orm';
import { PHONE_CODE_LIMITS, PHONE_CODE_SETTINGS_KEY } from './phone-code-limits.ts';

// The owner's shop-wide hourly cap on code SMS (decision 082). The limits read the same
// settings row inside their lock (phone-code-limits.ts), so a change holds at once on every
// instance.

export async function readPhoneCodeSetting(db: Db): Promise<PhoneCodeSetting> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, PHONE_CODE_SETTINGS_KEY));
  const saved = row ? (JSON.parse(row.value) as Partial<PhoneCodeSetting>).hourlyCap : undefined;
  return { hourlyCap: saved ?? PHONE_CODE_LIMITS.defaultShopPerHour };
}

export async function savePhoneCodeSetting(
  db: Db,
  setting: PhoneCodeSetting,
): Promise<PhoneCodeSetting> {
  const value = JSON.stringify({ hourlyCap: setting.hourlyCap });
  await db
    .insert(settings)
    .values({ key: PHONE_CODE_SETTINGS_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
  return readPhoneCodeSetting(db);
}
