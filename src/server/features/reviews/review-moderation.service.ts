import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviews } from '../../db/schema.ts';
import type { AuthUser } from '../../http/access.ts';
import { HttpError } from '../../http/errors.ts';
import { recordActivity } from '../activity/index.ts';
import type { ReviewRow } from './review-mapper.ts';
import { countReviews, reviewById, reviewsWhere } from './reviews.repository.ts';

const NO_SUCH_REVIEW = 'No review with this id.';
type Actor = Pick<AuthUser, 'id' | 'email'>;

/** "Rahim on Ryzen 5 7600": how the activity log names a review. */
const describe = (row: { userName: string; productName: string }) =>
  `${row.userName} on ${row.productName}`;

const SHOW: Record<'all' | 'hidden' | 'visible', SQL | undefined> = {
  all: undefined,
  hidden: isNotNull(reviews.hiddenAt),
  visible: isNull(reviews.hiddenAt),
};

/** Every review for the moderation screen, hidden ones included, newest first. */
export async function moderationPage(
  db: Db,
  query: { show: keyof typeof SHOW; page: number; pageSize: number },
) {
  const where = SHOW[query.show];
  const [rows, total] = await Promise.all([
    reviewsWhere(db, where)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    countReviews(db, where),
  ]);
  return { rows, total };
}

/**
 * Hides or restores a review; it leaves (or rejoins) every public list, count and
 * average as the change commits, and the catalogue caches of every instance are
 * emptied by the reviews table's trigger (migration 0002). Asking for the state a
 * review is already in changes nothing and records nothing.
 */
export async function moderateReview(
  db: Db,
  actor: Actor,
  id: string,
  change: { hidden: boolean; reason: string },
): Promise<ReviewRow> {
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(reviews)
      .set(
        change.hidden
          ? { hiddenAt: sql`now()`, hiddenReason: change.reason }
          : { hiddenAt: null, hiddenReason: null },
      )
      .where(
        and(
          eq(reviews.id, id),
          change.hidden ? isNull(reviews.hiddenAt) : isNotNull(reviews.hiddenAt),
        ),
      )
      .returning({ userName: reviews.userName, productName: reviews.productName });
    if (changed) {
      await recordActivity(tx, actor, {
        action: change.hidden ? 'hide-review' : 'restore-review',
        target: describe(changed),
        details: change.reason,
      });
      return;
    }
    const [exists] = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, id));
    if (!exists) throw new HttpError(404, NO_SUCH_REVIEW);
  });
  return reviewById(db, id);
}

/** Deletes a review for good; the activity log keeps who wrote it, on what, and why it went. */
export async function deleteReview(db: Db, actor: Actor, id: string, reason: string) {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(reviews)
      .where(eq(reviews.id, id))
      .returning({ userName: reviews.userName, productName: reviews.productName });
    if (!deleted) throw new HttpError(404, NO_SUCH_REVIEW);
    await recordActivity(tx, actor, {
      action: 'delete-review',
      target: describe(deleted),
      details: reason,
    });
  });
}
