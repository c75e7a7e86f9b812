import { isDeepStrictEqual } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_SHOP_SETTINGS } from '../../../shared/shop-defaults.ts';
import type { DemoDataRemoval } from '../../../shared/schemas/demo-data.ts';
import type { ShopSettings, SocialNetwork } from '../../../shared/schemas/shop-settings.ts';
import type { Db } from '../../db/client.ts';
import { images, reviews as reviewsTable } from '../../db/schema.ts';
import { pickupPoints as pickupPointsTable } from '../../db/schema-delivery.ts';
import { REFERENCED_IDS } from '../images/index.ts';
import type { ShopSettingsStore } from '../shop/index.ts';

// Any fixed number: two removals at once take turns instead of counting each other's rows.
const REMOVAL_LOCK_ID = 7_305_210_918;

const count = (result: { rowCount: number | null }) => result.rowCount ?? 0;

/**
 * Removes the seeded demo data in one transaction: every demo review, every demo
 * product nothing else refers to, then every demo picture nothing refers to any more,
 * and takes the demo pickup point away from checkout (kept, inactive, for any order
 * collected there, as any removed point is).
 * A demo product an order (or a customer's review) refers to is kept for that record
 * and hidden from the shop, as deleting any product with orders does. Running it
 * again removes nothing more.
 */
export async function removeDemoData(
  db: Db,
  shopSettings: ShopSettingsStore,
): Promise<DemoDataRemoval> {
  const rows = await removeDemoRows(db);
  const { figures, shopTexts } = await removeDemoShopTexts(shopSettings);
  return { ...rows, removed: { ...rows.removed, figures, shopTexts } };
}

type DemoRowsRemoval = Omit<DemoDataRemoval, 'removed'> & {
  removed: Omit<DemoDataRemoval['removed'], 'figures' | 'shopTexts'>;
};

async function removeDemoRows(db: Db): Promise<DemoRowsRemoval> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REMOVAL_LOCK_ID})`);
    const reviews = count(await tx.delete(reviewsTable).where(eq(reviewsTable.demo, true)));

    // Two counts of one pass over the demo products: computed, typed beside the statement.
    const kept = await tx.execute<{ with_orders: number; with_reviews: number }>(sql`
      select
        count(*) filter (where exists (select 1 from order_lines l where l.product_id = p.id))::int
          as with_orders,
        count(*) filter (where not exists (select 1 from order_lines l where l.product_id = p.id)
          and exists (select 1 from reviews r where r.product_id = p.id))::int as with_reviews
      from products p where p.demo`);
    await tx.execute(sql`
      update products p set deleted_at = now()
      where p.demo and p.deleted_at is null
        and (exists (select 1 from order_lines l where l.product_id = p.id)
          or exists (select 1 from reviews r where r.product_id = p.id))`);
    const products = count(
      await tx.execute(sql`
        delete from products p
        where p.demo
          and not exists (select 1 from order_lines l where l.product_id = p.id)
          and not exists (select 1 from reviews r where r.product_id = p.id)`),
    );

    const pickupPoints = count(
      await tx
        .update(pickupPointsTable)
        .set({ active: false })
        .where(and(eq(pickupPointsTable.demo, true), eq(pickupPointsTable.active, true))),
    );

    const pictures = count(
      await tx.execute(sql`
        with referenced as materialized (${REFERENCED_IDS})
        delete from images i
        where i.demo and not exists (select 1 from referenced r where r.id = i.id)`),
    );
    const picturesInUse = await tx.$count(images, eq(images.demo, true));

    return {
      removed: { products, reviews, pictures, pickupPoints },
      kept: {
        productsWithOrders: kept.rows[0]?.with_orders ?? 0,
        productsWithReviews: kept.rows[0]?.with_reviews ?? 0,
        picturesInUse,
      },
    };
  });
}

/**
 * The demo shop's own words and figures go with the demo data: the home page's figures
 * ("5,000 clients") and carousel, the About page's owner profile, the address, the email and
 * the social links are the fictional demo shop's. Each is emptied only while it is still the
 * demo's: what the owner changed is theirs and stays. The pages hide what is empty.
 */
async function removeDemoShopTexts(
  shopSettings: ShopSettingsStore,
): Promise<{ figures: boolean; shopTexts: number }> {
  const shop = await shopSettings.get();
  const demo = DEFAULT_SHOP_SETTINGS;
  const same = (a: unknown, b: unknown) => isDeepStrictEqual(a, b);
  const social = Object.fromEntries(
    Object.entries(shop.social).map(([network, link]) => [
      network,
      link === demo.social[network as SocialNetwork] ? '' : link,
    ]),
  ) as ShopSettings['social'];
  const next: ShopSettings = {
    ...shop,
    stats: same(shop.stats, demo.stats) ? [] : shop.stats,
    slides: same(shop.slides, demo.slides) ? [] : shop.slides,
    owner: same(shop.owner, demo.owner) ? null : shop.owner,
    address: same(shop.address, demo.address) ? [] : shop.address,
    email: shop.email === demo.email ? '' : shop.email,
    social,
  };
  if (same(next, shop)) return { figures: false, shopTexts: 0 };
  await shopSettings.replace(next);
  const emptied = (['slides', 'owner', 'address', 'email'] as const).filter(
    (key) => !same(next[key], shop[key]),
  ).length;
  const links = Object.keys(social).filter(
    (network) => social[network as SocialNetwork] !== shop.social[network as SocialNetwork],
  ).length;
  return { figures: !same(next.stats, shop.stats), shopTexts: emptied + links };
}
