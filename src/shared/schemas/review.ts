import { z } from 'zod';
import { idSchema } from './common.ts';

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

export const reviewListQuerySchema = z.object({
  productId: idSchema.optional(),
});
