import { z } from 'zod';
import { idSchema, clampedWholeNumberParam } from './common.ts';

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
