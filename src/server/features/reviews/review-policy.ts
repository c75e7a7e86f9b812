import { and, eq } from 'drizzle-orm';
import type { ReviewPolicy } from '../../../shared/schemas/moderation.ts';
import type { Db } from '../../db/client.ts';
import { orders, settings } from '../../db/schema.ts';
import { orderLines } from '../../db/schema-checkout.ts';

const SETTING_KEY = 'reviews_buyers_only';

/**
 * Who may review. Off by default: any signed-in customer may review any product, as
 * the shop always allowed; on, only customers with a delivered order of the product.
 */
export async function readReviewPolicy(db: Db): Promise<ReviewPolicy> {
  const [row] = await db.select().from(settings).where(eq(settings.key, SETTING_KEY)).limit(1);
  return { buyersOnly: row?.value === 'true' };
}

export async function saveReviewPolicy(db: Db, policy: ReviewPolicy): Promise<ReviewPolicy> {
  const value = String(policy.buyersOnly);
  await db
    .insert(settings)
    .values({ key: SETTING_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
  return readReviewPolicy(db);
}

/** The same rule as "Verified purchase" on a review (reviews.repository.ts): any line of a delivered order. */
export async function hasDeliveredOrder(db: Db, userId: string, productId: string) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orderLines.productId, productId),
        eq(orders.status, 'delivered'),
      ),
    )
    .limit(1);
  return row !== undefined;
}
