import { z } from 'zod';
import { idSchema } from './common.ts';
import { actorSchema } from './order-detail.ts';

/** Why stock changed: every change is one of these, written to the stock ledger. */
export const STOCK_REASONS = [
  'initial',
  'order',
  'cancel',
  'adjustment',
  'received',
  'payment-expired',
  // A catalogue file set the stock (docs/product.md#catalogue); the note names the file.
  'import',
  // A parcel the courier brought back is on the shelf again (docs/product.md#couriers).
  'return',
  // A unit given to a customer in place of a faulty one under warranty (docs/product.md#warranty-desk).
  'warranty-replacement',
] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/** The reasons an admin gives by hand; the others are written by orders and payments. */
export const ADMIN_STOCK_REASONS = ['adjustment', 'received'] as const;

export const MAX_STOCK = 100_000;

const whole = (field: string, min: number) =>
  z
    .number({ message: `${field} must be a whole number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be at least ${min}`)
    .max(MAX_STOCK, `${field} must be at most ${MAX_STOCK}`);

/**
 * An admin's stock change: either a signed `change` (+5 received, -2 damaged), or a new
 * `count` with the count it `expected` to replace (409 when stock moved meanwhile).
 */
export const stockChangeSchema = z
  .object({
    change: whole('change', -MAX_STOCK).optional(),
    count: whole('count', 0).optional(),
    expected: whole('expected', 0).optional(),
    reason: z.enum(ADMIN_STOCK_REASONS, {
      message: `reason must be one of: ${ADMIN_STOCK_REASONS.join(', ')}`,
    }),
    note: z.string().trim().max(300, 'note must be at most 300 characters').optional(),
  })
  .superRefine((body, context) => {
    if ((body.change === undefined) === (body.count === undefined)) {
      context.addIssue({
        code: 'custom',
        path: ['change'],
        message: 'Send either change (a signed number) or count with expected',
      });
    } else if (body.change === 0) {
      context.addIssue({ code: 'custom', path: ['change'], message: 'change cannot be 0' });
    } else if (body.count !== undefined && body.expected === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['expected'],
        message: 'expected is required with count: the stock you saw before counting',
      });
    }
  });
export type StockChange = z.input<typeof stockChangeSchema>;

/** One line of a product's stock ledger. */
export const stockEntrySchema = z.object({
  _id: idSchema,
  productId: idSchema,
  change: z.number().int(),
  reason: z.enum(STOCK_REASONS),
  orderId: idSchema.nullable(),
  orderNumber: z.string().nullable(),
  actor: actorSchema,
  stockAfter: z.number().int(),
  note: z.string().nullable(),
  at: z.string(),
});
export type StockEntry = z.infer<typeof stockEntrySchema>;

export const stockChangedSchema = z.object({ stock: z.number().int(), entry: stockEntrySchema });

/** How many of a product's latest ledger entries to answer (default 100, at most 500). */
export const stockLedgerQuerySchema = z.object({
  limit: z
    .string()
    .regex(/^\d{1,4}$/, 'limit must be a whole number')
    .transform((text) => Math.min(500, Math.max(1, Number(text))))
    .optional(),
});

export const stockLedgerSchema = z.object({
  stock: z.number().int(),
  entries: z.array(stockEntrySchema),
});
