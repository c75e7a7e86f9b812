import { z } from 'zod';
import { MAX_PARTS_PER_LIST, RULE_IDS, SEVERITIES } from '../builds/build.ts';
import { idSchema } from './common.ts';

const onePart = (slot: string) =>
  z.uuid({ message: `parts.${slot} must be one product id` }).optional();
const partList = (slot: string) =>
  z
    .array(z.uuid({ message: `each of parts.${slot} must be a product id` }), {
      message: `parts.${slot} must be a list of product ids`,
    })
    .max(MAX_PARTS_PER_LIST, `parts.${slot} takes at most ${MAX_PARTS_PER_LIST} parts`)
    .optional();

/**
 * A build to check: one product id per single slot, a list for memory kits and drives (an id
 * listed twice is two of that part). Every slot is optional; an empty build is valid.
 */
export const buildPartsSchema = z
  .object(
    {
      cpu: onePart('cpu'),
      motherboard: onePart('motherboard'),
      memory: partList('memory'),
      storage: partList('storage'),
      gpu: onePart('gpu'),
      psu: onePart('psu'),
      case: onePart('case'),
      cooler: onePart('cooler'),
      monitor: onePart('monitor'),
    },
    { message: 'parts must be an object of product ids by slot' },
  )
  .strict();
export type BuildParts = z.infer<typeof buildPartsSchema>;

export const checkBuildRequestSchema = z.object({ parts: buildPartsSchema });

export const buildIssueSchema = z.object({
  severity: z.enum(SEVERITIES),
  rule: z.enum(RULE_IDS),
  message: z.string(),
  parts: z.array(idSchema),
});

export const buildCheckSchema = z.object({
  issues: z.array(buildIssueSchema),
  estimatedWatts: z.number().int(),
  recommendedPsuWatts: z.number().int(),
  total: z.number().int(),
  complete: z.boolean(),
});
