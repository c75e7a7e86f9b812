import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { settings } from '../db/schema.ts';

const SETTING_KEY = 'jwt_secret';

/**
 * JWT_SECRET when set; otherwise a random secret generated once and kept in the
 * settings table, so every instance on the database signs and checks with the same
 * one and tokens survive restarts. The insert does nothing when a secret exists, so
 * instances starting together all end up with the first one written.
 */
export async function loadTokenSecret(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const candidate = randomBytes(32).toString('base64url');
  await db.insert(settings).values({ key: SETTING_KEY, value: candidate }).onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, SETTING_KEY));
  if (!row) throw new Error('Could not read the token secret from the settings table.');
  return new TextEncoder().encode(row.value);
}
