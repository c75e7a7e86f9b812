import type { Review } from '../../../shared/schemas/review.ts';
import type { ModeratedReview } from '../../../shared/schemas/moderation.ts';
import type { reviews } from '../../db/schema.ts';

/** A stored review, with whether its author has a delivered order of the product. */
export type ReviewRow = typeof reviews.$inferSelect & { verifiedPurchase: boolean };

/** "rahim.uddin@gmail.com" -> "r***@gmail.com": enough to recognise, not to contact. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** The public shape: the email masked, the phone never included. */
export function toPublicReview(row: ReviewRow): Review {
  return { ...toOwnReview(row), email: maskEmail(row.email) };
}

/** For the author (or an admin) reading their own list: their email in full, still no phone. */
export function toOwnReview(row: ReviewRow): Review {
  return {
    _id: row.id,
    productId: row.productId,
    name: row.productName,
    image: row.productImage,
    userName: row.userName,
    email: row.email,
    comment: row.comment,
    rating: row.rating,
    createdAt: row.createdAt.toISOString(),
    verifiedPurchase: row.verifiedPurchase,
  };
}

/** For moderators: the email in full, and whether (and why) the review is hidden. */
export function toModeratedReview(row: ReviewRow): ModeratedReview {
  return { ...toOwnReview(row), hidden: row.hiddenAt !== null, hiddenReason: row.hiddenReason };
}
