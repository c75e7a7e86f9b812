import { z } from 'zod';
import { CATEGORIES } from '../categories.ts';
import { CART_MAX_LINES, cartLineInputSchema } from './cart.ts';
import { errorSchema, idSchema } from './common.ts';
import { DELIVERY_METHODS } from './delivery.ts';
import { wholeNumber } from './whole-number.ts';

// Coupons (docs/product.md#offers-coupons): what the owner writes, what the shopper checks.

export const COUPON_KINDS = ['percent', 'amount', 'free-delivery'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

const CODE_MESSAGE = 'code must be 3 to 32 letters, digits or hyphens (no spaces)';

/**
 * What a code may be, judged as typed: only after it passes is it put in capitals. Upper-casing
 * first would let letters outside A-Z through as look-alikes ("ı" becomes I, "ſ" S, "ß" SS,
 * "ﬁ" FI) and change a code's length (decision 074).
 */
const CODE_PATTERN = /^[A-Za-z0-9-]{3,32}$/;

/**
 * A coupon code as typed: spaces around it are dropped and case does not matter (stored and
 * compared in upper case), so " eid-500 " is EID-500.
 */
export const couponCodeSchema = z
  .string({ message: CODE_MESSAGE })
  .trim()
  .regex(CODE_PATTERN, CODE_MESSAGE)
  .toUpperCase();

/**
 * The code an order asks for (checkout and the single-product order): one code, read as the
 * coupon's own code is.
 */
export const orderCouponCodeSchema = z
  .string({ message: 'couponCode must be one code: an order takes one coupon' })
  .trim()
  .regex(CODE_PATTERN, 'couponCode must be 3 to 32 letters, digits or hyphens')
  .toUpperCase();

const wholeTk = (what: string, min: number) =>
  z
    .number({ message: `${what} must be a whole number of Taka` })
    .int(`${what} must be a whole number of Taka`)
    .min(min, `${what} must be at least Tk ${min}`)
    .max(10_000_000, `${what} must be at most Tk 10,000,000`);

const uses = (what: string) =>
  z
    .number({ message: `${what} must be a whole number from 1 up` })
    .int(`${what} must be a whole number from 1 up`)
    .min(1, `${what} must be a whole number from 1 up`)
    .max(10_000_000, `${what} must be at most 10,000,000`);

const moment = (what: string) =>
  z.iso.datetime({ offset: true, message: `${what} must be a date and time (ISO 8601)` });

export const couponScopeSchema = z.object(
  {
    categories: z
      .array(z.enum(CATEGORIES, { message: `scope.categories: one of ${CATEGORIES.join(', ')}` }))
      .max(CATEGORIES.length)
      .optional(),
    productIds: z
      .array(idSchema, { message: 'scope.productIds must be a list of product ids' })
      .max(200, 'scope.productIds may list at most 200 products')
      .optional(),
  },
  { message: 'scope must be { categories?, productIds? }' },
);
export type CouponScope = z.infer<typeof couponScopeSchema>;

/** The fields of a coupon the owner writes, each checked alone. */
const couponFields = {
  code: couponCodeSchema,
  kind: z.enum(COUPON_KINDS, { message: `kind must be one of: ${COUPON_KINDS.join(', ')}` }),
  /** Percent off (1-100), Tk off (1 or more, at most what a discount may be); free delivery needs none. */
  value: wholeNumber('value must be a whole number').max(
    10_000_000,
    'value must be at most 10,000,000 (Tk off)',
  ),
  maxDiscount: wholeTk('maxDiscount', 1).nullable(),
  minSubtotal: wholeTk('minSubtotal', 0),
  scope: couponScopeSchema,
  startsAt: moment('startsAt').nullable(),
  endsAt: moment('endsAt').nullable(),
  maxUses: uses('maxUses').nullable(),
  maxUsesPerCustomer: uses('maxUsesPerCustomer').nullable(),
  active: z.boolean({ message: 'active must be true or false' }),
};

export const couponInputObject = z.object({
  ...couponFields,
  value: couponFields.value.optional(),
  maxDiscount: couponFields.maxDiscount.optional(),
  minSubtotal: couponFields.minSubtotal.default(0),
  scope: couponFields.scope.default({}),
  startsAt: couponFields.startsAt.optional(),
  endsAt: couponFields.endsAt.optional(),
  maxUses: couponFields.maxUses.optional(),
  maxUsesPerCustomer: couponFields.maxUsesPerCustomer.optional(),
  active: couponFields.active.default(true),
});

/** The rules between fields: one owner for both the new coupon and a changed one. */
export function checkCouponRules(
  coupon: Pick<
    z.output<typeof couponInputObject>,
    'kind' | 'value' | 'maxDiscount' | 'startsAt' | 'endsAt'
  >,
  context: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void },
) {
  const issue = (path: string, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  if (
    coupon.kind === 'percent' &&
    !(coupon.value !== undefined && coupon.value >= 1 && coupon.value <= 100)
  ) {
    issue('value', 'a percent coupon takes 1 to 100 (percent off)');
  }
  if (coupon.kind === 'amount' && !(coupon.value !== undefined && coupon.value >= 1)) {
    issue('value', 'an amount coupon takes a whole number of Taka, at least 1');
  }
  if (coupon.kind === 'free-delivery' && coupon.value !== undefined && coupon.value !== 0) {
    issue('value', 'a free-delivery coupon takes no value (or 0)');
  }
  if (coupon.kind !== 'percent' && coupon.maxDiscount != null) {
    issue('maxDiscount', 'only a percent coupon has a maximum discount');
  }
  if (
    coupon.startsAt &&
    coupon.endsAt &&
    Date.parse(coupon.endsAt) <= Date.parse(coupon.startsAt)
  ) {
    issue('endsAt', 'the coupon must end after it starts');
  }
}

/** POST /api/admin/coupons */
export const couponInputSchema = couponInputObject.superRefine(checkCouponRules);
export type CouponInput = z.input<typeof couponInputSchema>;

/** PATCH /api/admin/coupons/:id: any fields; null clears an optional one. */
export const couponPatchSchema = z
  .object(couponFields)
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Send at least one field to change');
export type CouponPatch = z.input<typeof couponPatchSchema>;

export const couponIdParamsSchema = z.object({ id: idSchema });

/** A coupon as the admin pages show it; `uses` counts the orders carrying it, not cancelled. */
export const couponSchema = z.object({
  id: idSchema,
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number().int(),
  maxDiscount: z.number().int().optional(),
  minSubtotal: z.number().int(),
  scope: couponScopeSchema,
  startsAt: z.string().optional(),
  endsAt: z.string().optional(),
  maxUses: z.number().int().optional(),
  maxUsesPerCustomer: z.number().int().optional(),
  active: z.boolean(),
  uses: z.number().int(),
});
export type Coupon = z.infer<typeof couponSchema>;

/** POST /api/coupons/check: the code and the lines it would apply to. */
export const couponCheckSchema = z.object({
  code: couponCodeSchema,
  items: z
    .array(cartLineInputSchema, { message: 'items must be a list of { productId, quantity }' })
    .min(1, 'items is empty: add a product first')
    .max(CART_MAX_LINES, `items may hold at most ${CART_MAX_LINES} lines`),
  /** With the delivery method, prices a free-delivery coupon's discount. */
  district: z.string().trim().max(40).optional(),
  deliveryMethod: z
    .enum(DELIVERY_METHODS, {
      message: `deliveryMethod must be one of: ${DELIVERY_METHODS.join(', ')}`,
    })
    .optional(),
});
export type CouponCheck = z.input<typeof couponCheckSchema>;

/**
 * The discount the code gives these lines now, in whole Tk. A free-delivery coupon's
 * discount is the delivery charge (0 until a district and method price it).
 */
export const couponQuoteSchema = z.object({
  code: z.string(),
  discount: z.number().int(),
  freeDelivery: z.boolean(),
});
export type CouponQuote = z.infer<typeof couponQuoteSchema>;

export const COUPON_REFUSALS = [
  'unknown',
  'not-started',
  'ended',
  'used-up',
  'used-by-you',
  'below-minimum',
  'not-covered',
  'inactive',
] as const;
export type CouponRefusalReason = (typeof COUPON_REFUSALS)[number];

/** Why a code gives no discount: 404 for `unknown`, 409 for the others. */
export const couponRefusalSchema = errorSchema.extend({ reason: z.enum(COUPON_REFUSALS) });
export type CouponRefusal = z.infer<typeof couponRefusalSchema>;
