import { z } from 'zod';
import { MAX_BUILD_NAME } from '../builds/saved-build-limits.ts';
import { buildPartsSchema } from './build.ts';
import { idSchema } from './common.ts';

export { MAX_BUILD_NAME, MAX_SAVED_BUILDS } from '../builds/saved-build-limits.ts';

/** A saved build's name: one line (the server refuses control characters), unique per account. */
export const buildNameSchema = z
  .string({ message: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(MAX_BUILD_NAME, `name must be at most ${MAX_BUILD_NAME} characters`);

export const saveBuildRequestSchema = z.object({
  name: buildNameSchema,
  parts: buildPartsSchema,
});
export type SaveBuildRequest = z.input<typeof saveBuildRequestSchema>;

/** A rename, a new set of parts, or both. */
export const updateBuildRequestSchema = z
  .object({ name: buildNameSchema.optional(), parts: buildPartsSchema.optional() })
  .refine((body) => body.name !== undefined || body.parts !== undefined, {
    message: 'Send a new name, new parts or both',
  });
export type UpdateBuildRequest = z.input<typeof updateBuildRequestSchema>;

export const savedBuildIdParamsSchema = z.object({ id: idSchema });

/**
 * A saved build as My Builds lists it: its parts as saved, and a verdict worked out from the
 * shop's current products and prices each time it is read. Parts the shop no longer sells
 * (removed, or moved to another category) are listed in `unavailable` and left out of the
 * verdict and the total.
 */
export const savedBuildSchema = z.object({
  _id: idSchema,
  name: z.string(),
  parts: buildPartsSchema,
  /** Every part of the build, a memory kit or drive listed twice counted twice. */
  partCount: z.number().int(),
  /** The parts still on sale at today's prices, in whole Taka. */
  total: z.number().int(),
  complete: z.boolean(),
  errors: z.number().int(),
  warnings: z.number().int(),
  notes: z.number().int(),
  unavailable: z.array(idSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedBuild = z.infer<typeof savedBuildSchema>;
