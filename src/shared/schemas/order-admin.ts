import { z } from 'zod';

/** The largest limit the form takes: far above any real customer, for load tests too. */
export const MAX_HELD_UNITS = 100_000;

const limit = (what: string) =>
  z
    .number({ message: `${what} must be a whole number from 1 to ${MAX_HELD_UNITS}` })
    .int(`${what} must be a whole number from 1 to ${MAX_HELD_UNITS}`)
    .min(1, `${what} must be a whole number from 1 to ${MAX_HELD_UNITS}`)
    .max(MAX_HELD_UNITS, `${what} must be a whole number from 1 to ${MAX_HELD_UNITS}`);

/**
 * Units one customer may hold in orders the shop has not confirmed yet: of one product,
 * and in all. Stock held by unconfirmed orders is stock nobody else can buy.
 */
export const orderLimitsSchema = z.object({
  perProduct: limit('The limit per product'),
  total: limit('The total limit'),
});
export type OrderLimits = z.infer<typeof orderLimitsSchema>;

export const orderLimitsInputSchema = orderLimitsSchema.refine(
  (limits) => limits.total >= limits.perProduct,
  { path: ['total'], message: 'The total limit cannot be below the limit per product' },
);

/** At most a year back: older than that, nothing pending is left to clear. */
export const MAX_STALE_HOURS = 24 * 365;

export const cancelStaleOrdersSchema = z.object({
  olderThanHours: z
    .number({ message: `olderThanHours must be a whole number from 1 to ${MAX_STALE_HOURS}` })
    .int(`olderThanHours must be a whole number from 1 to ${MAX_STALE_HOURS}`)
    .min(1, `olderThanHours must be a whole number from 1 to ${MAX_STALE_HOURS}`)
    .max(MAX_STALE_HOURS, `olderThanHours must be a whole number from 1 to ${MAX_STALE_HOURS}`),
});

export const cancelledOrdersSchema = z.object({ cancelled: z.number().int() });
