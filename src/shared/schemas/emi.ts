import { z } from 'zod';
import { EMI_MAX_FEE_PERCENT, EMI_MIN_AMOUNT } from '../emi.ts';
import { idSchema } from './common.ts';
import { productSchema } from './product.ts';

// EMI plans as the owner keeps them and as products, carts and orders answer them
// (docs/product.md#emi). The arithmetic is ../emi.ts's.

const monthsSchema = z
  .number({ message: 'months must be whole numbers from 3 to 36' })
  .int('months must be whole numbers from 3 to 36')
  .min(3, 'months must be whole numbers from 3 to 36')
  .max(36, 'months must be whole numbers from 3 to 36');

export const emiPlanSchema = z
  .object({
    bank: z
      .string({ message: 'bank is required' })
      .trim()
      .min(1, 'bank is required')
      .max(60, 'bank must be at most 60 characters'),
    months: z
      .array(monthsSchema, { message: 'months must be a list of tenures' })
      .min(1, 'months: offer at least one tenure')
      .max(12, 'months: at most 12 tenures')
      .refine((months) => new Set(months).size === months.length, 'months lists a tenure twice'),
    feePercent: z
      .record(
        z.string().regex(/^\d{1,2}$/, 'feePercent is keyed by months, such as "12"'),
        z
          .number({ message: `feePercent must be from 0 to ${EMI_MAX_FEE_PERCENT} %` })
          .min(0, `feePercent must be from 0 to ${EMI_MAX_FEE_PERCENT} %`)
          .max(EMI_MAX_FEE_PERCENT, `feePercent must be from 0 to ${EMI_MAX_FEE_PERCENT} %`),
      )
      .default({}),
    minAmount: z
      .number({ message: `minAmount must be at least ${EMI_MIN_AMOUNT}` })
      .int('minAmount must be whole Taka')
      .min(
        EMI_MIN_AMOUNT,
        `minAmount must be at least ${EMI_MIN_AMOUNT} (SSLCommerz's least EMI amount)`,
      )
      .max(10_000_000, 'minAmount must be at most 1,00,00,000'),
    enabled: z.boolean({ message: 'enabled must be true or false' }).default(true),
  })
  .superRefine((plan, context) => {
    for (const key of Object.keys(plan.feePercent)) {
      if (!plan.months.includes(Number(key))) {
        context.addIssue({
          code: 'custom',
          path: ['feePercent', key],
          message: `feePercent has a fee for ${key} months, which the plan does not offer`,
        });
      }
    }
  });

/** PUT /api/admin/emi-plans: every plan, one per bank (the list replaces the kept one). */
export const emiPlansSchema = z
  .array(emiPlanSchema, { message: 'send a list of plans' })
  .max(30, 'at most 30 banks')
  .refine(
    (plans) => new Set(plans.map((plan) => plan.bank.toLowerCase())).size === plans.length,
    'a bank is listed twice: keep one plan per bank',
  );

/** Products the owner keeps out of EMI (a bundle with no margin for the wait, say). */
export const emiExclusionsSchema = z.object({
  productIds: z.array(idSchema).max(1000, 'at most 1,000 products'),
});

export const emiOptionSchema = z.object({
  bank: z.string(),
  months: z.number().int(),
  monthly: z.number().int(),
  total: z.number().int(),
});

/** A product's (or a cart's) EMI: the lowest monthly and the plan table; null: none. */
export const emiQuoteSchema = z
  .object({ from: z.number().int(), plans: z.array(emiOptionSchema) })
  .nullable();

/** Checkout's choice of a card EMI plan. */
export const emiChoiceSchema = z.object(
  {
    bank: z
      .string({ message: 'emi.bank is required' })
      .trim()
      .min(1, 'emi.bank is required')
      .max(60),
    months: z
      .number({ message: 'emi.months is required' })
      .int('emi.months must be a whole number')
      // No bank offers other tenures (the plans' own bound); the plan check names the rest.
      .min(3, 'emi.months must be from 3 to 36')
      .max(36, 'emi.months must be from 3 to 36'),
  },
  { message: 'emi must be { bank, months }' },
);

/** An order's EMI plan, as recorded. */
export const orderEmiSchema = z
  .object({ bank: z.string(), months: z.number().int(), monthly: z.number().int() })
  .nullable();

/** GET /api/product/:id: the product with its card EMI (the plan table; null: none). */
export const productDetailSchema = productSchema.extend({ emi: emiQuoteSchema.optional() });
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** GET /api/product: each product with the lowest monthly of its card EMI (null: none). */
export const productListItemSchema = productSchema.extend({
  emiFrom: z.number().int().nullable().optional(),
});
