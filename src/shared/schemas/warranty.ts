import { z } from 'zod';
import { MAX_WARRANTY_MONTHS, WARRANTY_KINDS } from '../warranty.ts';

export const warrantyMonthsSchema = z
  .number({ message: 'Warranty must be a whole number of months' })
  .int('Warranty must be a whole number of months')
  .min(0, 'Warranty cannot be negative')
  .max(MAX_WARRANTY_MONTHS, `Warranty must be at most ${MAX_WARRANTY_MONTHS} months (10 years)`);

export const warrantyKindSchema = z.enum(WARRANTY_KINDS, {
  message: `Warranty kind must be one of: ${WARRANTY_KINDS.join(', ')}`,
});

/** A warranty as the API answers it. */
export const warrantySchema = z.object({ months: z.number().int(), kind: z.enum(WARRANTY_KINDS) });
