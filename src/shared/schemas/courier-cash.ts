import { z } from 'zod';

// Cash reconciliation (docs/product.md#couriers): what each courier collected on the shop's
// behalf over a period, less its fees, against what the shop expected.

export const COURIER_NAMES = { steadfast: 'Steadfast', pathao: 'Pathao' } as const;
export type CourierKey = keyof typeof COURIER_NAMES;

const day = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date like 2026-11-30`)
    .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), `${name} is not a date`)
    .optional();

export const cashQuerySchema = z
  .object({
    from: day('from'),
    to: day('to'),
    courier: z
      .enum(['steadfast', 'pathao'], { message: 'courier must be steadfast or pathao' })
      .optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'from must not be after to',
    path: ['from'],
  });
export type CashQuery = z.input<typeof cashQuerySchema>;

/** A parcel whose cash is not what the shop expected, or not yet reported. */
export const cashDifferenceSchema = z.object({
  orderId: z.uuid(),
  orderNumber: z.string(),
  trackingCode: z.string().nullable(),
  /** delivered, partial or returned. */
  state: z.string(),
  expectedTk: z.number().int(),
  /** Null: the courier has not said. */
  collectedTk: z.number().int().nullable(),
  differenceTk: z.number().int(),
});
export type CashDifference = z.infer<typeof cashDifferenceSchema>;

export const courierCashSchema = z.object({
  courier: z.enum(['steadfast', 'pathao']),
  courierName: z.string(),
  /** Parcels delivered in full or in part. */
  delivered: z.number().int(),
  returned: z.number().int(),
  /** What the shop expected the courier to collect on those delivered. */
  cashToCollectTk: z.number().int(),
  cashCollectedTk: z.number().int(),
  deliveryFeesTk: z.number().int(),
  /** Collected less fees: what the courier should pay the shop (negative: the shop owes). */
  owedTk: z.number().int(),
  differences: z.array(cashDifferenceSchema),
});
export type CourierCash = z.infer<typeof courierCashSchema>;

export const cashReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  couriers: z.array(courierCashSchema),
});
export type CashReport = z.infer<typeof cashReportSchema>;
