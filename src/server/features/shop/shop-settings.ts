import { eq } from 'drizzle-orm';
import { DEFAULT_SHOP_SETTINGS } from '../../../shared/shop-defaults.ts';
import { shopSettingsSchema, type ShopSettings } from '../../../shared/schemas/shop-settings.ts';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';

/** The settings row holding the shop's settings as JSON. */
export const SHOP_SETTINGS_KEY = 'shop';
/** Notified by a trigger on that row (migration 0009) when a change commits. */
export const SHOP_SETTINGS_CHANNEL = 'shop_settings_changed';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The shop's name, contact, owner profile, slides and stats, for anything the
     * server writes (page heads, invoices, mails): `await app.shopSettings.get()`.
     */
    shopSettings: ShopSettingsStore;
  }
}

/** The stored settings, or the defaults while the owner has saved none. */
export async function readStoredShopSettings(db: Db): Promise<ShopSettings> {
  const rows = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, SHOP_SETTINGS_KEY));
  const stored = rows[0]?.value;
  if (stored === undefined) return DEFAULT_SHOP_SETTINGS;
  // Saved through the same schema; one saved by an older version with a field since
  // added gets that field's default instead of breaking every page.
  const parsed = shopSettingsSchema.safeParse({ ...DEFAULT_SHOP_SETTINGS, ...parseJson(stored) });
  return parsed.success ? parsed.data : DEFAULT_SHOP_SETTINGS;
}

function parseJson(text: string): object {
  try {
    return JSON.parse(text) as object;
  } catch {
    return {}; // a row edited by hand into something unreadable: the defaults answer
  }
}

/**
 * The settings kept in memory by each instance, read again after every change: the
 * instance that saved drops its copy at once, the others when PostgreSQL notifies
 * them (within a second: the notice arrives as the change commits). While the
 * listening connection is down, nothing is kept and every read goes to the database,
 * so a notice missed in between is never served.
 */
export class ShopSettingsStore {
  private current: Promise<ShopSettings> | undefined;
  private trusted = false;

  constructor(private readonly db: Db) {}

  get(): Promise<ShopSettings> {
    if (!this.trusted) return readStoredShopSettings(this.db);
    if (this.current) return this.current;
    const reading = readStoredShopSettings(this.db);
    this.current = reading;
    reading.catch(() => {
      if (this.current === reading) this.current = undefined;
    });
    return reading;
  }

  async replace(next: ShopSettings): Promise<ShopSettings> {
    const value = JSON.stringify(next);
    await this.db
      .insert(settings)
      .values({ key: SHOP_SETTINGS_KEY, value })
      .onConflictDoUpdate({ target: settings.key, set: { value } });
    this.changed();
    return this.get();
  }

  /** A change committed somewhere: the next read goes to the database. */
  changed(): void {
    this.current = undefined;
  }

  /** Whether change notices are being received, so a copy in memory can be kept. */
  setTrusted(trusted: boolean): void {
    this.trusted = trusted;
    this.current = undefined;
  }
}
