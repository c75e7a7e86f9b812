import { and, eq, isNull, sql } from 'drizzle-orm';
import { hasDeliveredOrder, readReviewPolicy } from './review-policy.ts';
import type { Db } from '../../db/client.ts';
import { products, reviews } from '../../db/schema.ts';
import type { AuthUser } from '../../http/access.ts';
import { HttpError } from '../../http/errors.ts';
import type { ReviewRow } from './review-mapper.ts';
import { countReviews, reviewById, reviewsWhere } from './reviews.repository.ts';

export const ONLY_BUYERS_MAY_REVIEW =
  'Only customers who have received this product can review it. Once your order of it is delivered, you can share your review.';

export interface ReviewRequest {
  productId: string;
  phone: string;
  comment: string;
  rating: number;
}

/**
 * One review per customer per product: a second one replaces the first (the form
 * says so), and a hidden review stays hidden when rewritten. Product name and image are snapshots, so the review still reads right
 * after the product changes or leaves the shop.
 */
export async function saveReview(
  db: Db,
  author: AuthUser,
  request: ReviewRequest,
): Promise<ReviewRow> {
  const found = await db
    .select({ name: products.name, image: products.imageUrl })
    .from(products)
    .where(and(eq(products.id, request.productId), isNull(products.deletedAt)));
  const product = found[0];
  if (!product) throw new HttpError(404, 'This product is no longer sold.');
  const { buyersOnly } = await readReviewPolicy(db);
  if (buyersOnly && !(await hasDeliveredOrder(db, author.id, request.productId))) {
    throw new HttpError(403, ONLY_BUYERS_MAY_REVIEW);
  }

  const values = {
    productId: request.productId,
    userId: author.id,
    productName: product.name,
    productImage: product.image,
    userName: author.name,
    // A phone account without an email: the review shows no address (masked: ***).
    email: author.email ?? '',
    phone: request.phone,
    comment: request.comment,
    rating: request.rating,
  };
  const saved = await db
    .insert(reviews)
    .values(values)
    .onConflictDoUpdate({
      target: [reviews.userId, reviews.productId],
      set: { ...values, createdAt: sql`now()` },
    })
    .returning({ id: reviews.id });
  return reviewById(db, (saved[0] as { id: string }).id);
}

export interface ReviewPage {
  productId?: string;
  page: number;
  pageSize: number;
}

/** One page of the public list, newest first, and how many reviews there are in all. */
export async function reviewPage(db: Db, { productId, page, pageSize }: ReviewPage) {
  const where = and(
    isNull(reviews.hiddenAt),
    productId ? eq(reviews.productId, productId) : undefined,
  );
  const [rows, total] = await Promise.all([
    reviewsWhere(db, where)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    countReviews(db, where),
  ]);
  return { rows, total };
}

/**
 * An account's reviews by its id; null (no account has the email asked for): none.
 * Reviews a moderator hid are left out here too (docs/decisions/025).
 */
export async function reviewsOfAccount(db: Db, userId: string | null): Promise<ReviewRow[]> {
  if (!userId) return [];
  return reviewsWhere(db, and(eq(reviews.userId, userId), isNull(reviews.hiddenAt)));
}
