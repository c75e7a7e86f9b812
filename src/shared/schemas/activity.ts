import { z } from 'zod';
import { clampedWholeNumberParam, idSchema } from './common.ts';

/** What the activity log records; each is an action a staff member took. */
export const ACTIVITY_ACTIONS = [
  'make-admin',
  'remove-admin',
  'delete-user',
  'hide-review',
  'restore-review',
  'delete-review',
  'delete-product',
  'restore-product',
  'take-order',
  // Read from the price history (form, bulk, import, sale end), not recorded twice.
  'price-change',
  // Recorded for every save of a route declared with `setting` (settings-activity.ts).
  'settings-change',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** One entry: who did what to whom, when, and any details (a reason, a name). */
export const activityEntrySchema = z.object({
  _id: idSchema,
  actor: z.string(),
  action: z.enum(ACTIVITY_ACTIONS),
  target: z.string(),
  details: z.string(),
  createdAt: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const ACTIVITY_PAGE_SIZE = 50;

export const activityQuerySchema = z.object({
  page: clampedWholeNumberParam(1, 100_000, 'page').optional(),
  pageSize: clampedWholeNumberParam(1, 100, 'pageSize').optional(),
});
