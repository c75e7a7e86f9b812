import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Overview } from '../../../shared/schemas/dashboard.ts';
import { DEFAULT_SHOP_SETTINGS } from '../../../shared/shop-defaults.ts';
import type { Db } from '../../db/client.ts';
import { products, settings } from '../../db/schema.ts';
import { offeredMethods, type Gateways } from '../payments/index.ts';
import { readStoredShopSettings } from '../shop/index.ts';

/**
 * The settings keys whose presence marks a checklist item done, for the parts of the
 * shop configured elsewhere: the feature that saves delivery charges writes its key,
 * and the item ticks itself. A feature that keeps them in a
 * table of its own replaces its line here with a query of that table. Delivery's key
 * comes with default charges (migration 0007), so that step starts done.
 */
export const DONE_WHEN_SAVED = {
  deliveryCharges: 'delivery',
} as const;

/**
 * What the new owner still has to do before the shop is theirs (the admin overview).
 * Payments are done when checkout offers at least one online gateway: rules for cash on
 * delivery saved without any gateway leave customers nothing to pay online with.
 */
export async function firstRunChecklist(db: Db, gateways: Gateways): Promise<Overview['setup']> {
  const [shop, ownProducts, saved] = await Promise.all([
    readStoredShopSettings(db),
    db
      .select({ one: sql`1` })
      .from(products)
      .where(and(eq(products.demo, false), isNull(products.deletedAt)))
      .limit(1),
    db
      .select({ key: settings.key })
      .from(settings)
      .where(inArray(settings.key, Object.values(DONE_WHEN_SAVED))),
  ]);
  const savedKeys = new Set(saved.map((row) => row.key));
  return {
    shopDetails:
      shop.name !== DEFAULT_SHOP_SETTINGS.name &&
      (shop.phone !== DEFAULT_SHOP_SETTINGS.phone ||
        // An email emptied with the demo data is no contact of the owner's.
        (shop.email !== '' && shop.email !== DEFAULT_SHOP_SETTINGS.email)),
    product: ownProducts.length > 0,
    deliveryCharges: savedKeys.has(DONE_WHEN_SAVED.deliveryCharges),
    payments: offeredMethods(gateways).length > 0,
  };
}
