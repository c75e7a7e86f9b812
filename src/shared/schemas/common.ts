import { z } from 'zod';

/**
 * Text fields where a line break (and a tab) is part of the text: the server lets
 * tab, LF and CR through in these and refuses them in every other text input
 * (see unprintable.ts). Mark the finished field: `multiLine(z.string().trim()...)`.
 */
const multiLineFields = new WeakSet<z.ZodType>();

export function multiLine<T extends z.ZodType>(field: T): T {
  multiLineFields.add(field);
  return field;
}

export function isMultiLine(field: z.ZodType): boolean {
  return multiLineFields.has(field);
}

export const idSchema = z.uuid({ message: 'Must be a valid id' });

/** The shape of every error answer (docs/product.md#errors). */
export const errorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  issues: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

/**
 * A paging number from a query string: "12" is accepted, "1.5", "-1" and "abc"
 * are refused, and a whole number outside [min, max] is clamped into it
 * (docs/product.md#api), so "pageSize=500" answers the largest page allowed.
 */
export function clampedWholeNumberParam(min: number, max: number, name: string) {
  return z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a whole number`)
    .transform((text) => Math.min(max, Math.max(min, Number(text))));
}
