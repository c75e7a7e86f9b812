import { z } from 'zod';
import { clampedWholeNumberParam, idSchema, multiLine } from './common.ts';
import { phoneSchema } from './order.ts';

/** A review as the public API shows it; the email is masked, the phone never shown. */
export const reviewSchema = z.object({
  _id: idSchema,
  productId: idSchema,
  name: z.string(),
  image: z.string(),
  userName: z.string(),
  email: z.string(),
  comment: z.string(),
  rating: z.number().int(),
  createdAt: z.string(),
  /** The reviewer's account has a delivered order of this product. */
  verifiedPurchase: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

export const REVIEW_PAGE_SIZE = 50;
export const MAX_REVIEW_PAGE_SIZE = 100;

export const reviewListQuerySchema = z.object({
  productId: idSchema.optional(),
  page: clampedWholeNumberParam(1, 100_000, 'page').optional(),
  pageSize: clampedWholeNumberParam(1, MAX_REVIEW_PAGE_SIZE, 'pageSize').optional(),
});
export type ReviewListQuery = z.input<typeof reviewListQuerySchema>;

export const COMMENT_MAX_LENGTH = 1000;

/**
 * What the server takes from a review. The documented payload (docs/product.md#field-names) also
 * carries name, image, userName and email; those come from the product and the signed-in customer.
 * The form only hints "1 to 5"; the server enforces it.
 */
export const postReviewSchema = z.object({
  productId: idSchema,
  phone: phoneSchema,
  comment: multiLine(
    z
      .string({ message: 'Comment is Required' })
      .trim()
      .min(1, 'Comment is Required')
      .max(COMMENT_MAX_LENGTH, `Comment must be at most ${COMMENT_MAX_LENGTH} characters`),
  ),
  rating: z
    .number({ message: 'Rating must be a whole number from 1 to 5' })
    .int('Rating must be a whole number from 1 to 5')
    .min(1, 'Rating must be a whole number from 1 to 5')
    .max(5, 'Rating must be a whole number from 1 to 5'),
});
export type PostReview = z.input<typeof postReviewSchema>;

export const postedReviewSchema = z.object({ success: z.literal(true), review: reviewSchema });
