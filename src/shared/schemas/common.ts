import { z } from 'zod';

export const idSchema = z.uuid({ message: 'Must be a valid id' });

/** The shape of every error answer (DESIGN.md §4). */
export const errorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  issues: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

/** Query strings arrive as text; accept "12" but refuse "1.5", "-1" and "abc". */
export function wholeNumberParam(min: number, max: number, name: string) {
  return z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `${name} must be at least ${min}`)
        .max(max, `${name} must be at most ${max}`),
    );
}
