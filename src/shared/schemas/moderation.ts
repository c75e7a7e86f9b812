import { z } from 'zod';
import { clampedWholeNumberParam, idSchema } from './common.ts';
import { reviewSchema } from './review.ts';

export const MODERATION_REASON_MAX_LENGTH = 300;
const REASON_REQUIRED = 'Reason is Required: say why, for the activity log';

/** Why an admin hid, restored or deleted a review: written to the activity log. */
export const moderationReasonField = z
  .string({ message: REASON_REQUIRED })
  .trim()
  .min(1, REASON_REQUIRED)
  .max(
    MODERATION_REASON_MAX_LENGTH,
    `Reason must be at most ${MODERATION_REASON_MAX_LENGTH} characters`,
  );

export const reviewIdParamsSchema = z.object({ id: idSchema });

/** PATCH /api/reviews/:id: hide (true) or restore (false) a review, and why. */
export const reviewModerationSchema = z.object({
  hidden: z.boolean({ message: 'hidden must be true or false' }),
  reason: moderationReasonField,
});
export type ReviewModeration = z.input<typeof reviewModerationSchema>;

/** DELETE /api/reviews/:id: the reason is required, as for hiding. */
export const reviewDeletionSchema = z.object({ reason: moderationReasonField });

/** A review as the moderation screen shows it: hidden ones too, with why. */
export const moderatedReviewSchema = reviewSchema.extend({
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
});
export type ModeratedReview = z.infer<typeof moderatedReviewSchema>;

export const MODERATION_PAGE_SIZE = 50;

export const moderationListQuerySchema = z.object({
  /** "hidden" lists only hidden reviews; "visible" only the public ones; absent, all. */
  show: z
    .enum(['all', 'hidden', 'visible'], { message: 'show must be all, hidden or visible' })
    .optional(),
  page: clampedWholeNumberParam(1, 100_000, 'page').optional(),
  pageSize: clampedWholeNumberParam(1, 100, 'pageSize').optional(),
});

/** The shop's rule on who may review: anyone signed in (default), or only buyers. */
export const reviewPolicySchema = z.object({
  buyersOnly: z.boolean({ message: 'buyersOnly must be true or false' }),
});
export type ReviewPolicy = z.infer<typeof reviewPolicySchema>;
