import { z } from 'zod';
import { PACK_SIZES } from '../constants.ts';
import { messages } from '../messages.ts';
import { idSchema, multiLine } from './common.ts';
import { phoneSchema } from './phone.ts';
import { orderCouponCodeSchema } from './coupon.ts';
import { visibleText } from './visible-text.ts';

export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
  // The courier brought the parcel back (docs/product.md#couriers).
  'returned',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const maxPack = PACK_SIZES[PACK_SIZES.length - 1] ?? 3;

/** Checkout's phone rule, now shared with sign-in: see ./phone.ts. */
export { phoneSchema };

/**
 * What the server takes from an order request. The documented payload (docs/product.md#field-names)
 * also carries email, image, name, user and price; those are ignored, and filled in from the
 * session and the database, so a tampered price changes nothing.
 */
export const placeOrderSchema = z.object({
  productId: idSchema,
  quantity: z
    .number({ message: `quantity must be a whole number from 1 to ${maxPack}` })
    .int(`quantity must be a whole number from 1 to ${maxPack}`)
    .min(1, `quantity must be a whole number from 1 to ${maxPack}`)
    .max(maxPack, `quantity must be a whole number from 1 to ${maxPack}`),
  phone: phoneSchema,
  address: multiLine(
    visibleText(
      z
        .string({ message: messages.validation.addressRequired })
        .trim()
        .min(1, messages.validation.addressRequired)
        .max(300, 'Address must be at most 300 characters'),
      'Address',
    ),
  ),
  /**
   * The delivery district (English or Bangla name). Optional for the documented payload's
   * callers: without it the order goes to the district its address names, and an address
   * that names none (or two) is refused, asking for it (decision 073).
   */
  district: visibleText(
    z.string().trim().max(60, 'district must be at most 60 characters'),
    'district',
  ).optional(),
  /** One coupon, priced and counted as checkout does (docs/product.md#offers-coupons). */
  couponCode: orderCouponCodeSchema.optional(),
});
export type PlaceOrder = z.input<typeof placeOrderSchema>;

/** An order as the API shows it (docs/product.md#field-names). */
export const orderSchema = z.object({
  _id: idSchema,
  productId: idSchema,
  name: z.string(),
  image: z.string(),
  price: z.number().int(),
  quantity: z.number().int(),
  total: z.number().int(),
  user: z.string(),
  /** Null for the order of a phone account without an email. */
  email: z.string().nullable(),
  phone: z.string(),
  address: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderIdParamsSchema = z.object({ id: idSchema });

/** A courier's name or a parcel's tracking code: short, printable, no markup. */
function parcelText(name: string) {
  return z
    .string({ message: `${name} must be text` })
    .trim()
    .min(1, `${name} is required to ship an order`)
    .max(60, `${name} must be at most 60 characters`)
    .regex(
      /^[\p{L}\p{N} .,/#&()_-]+$/u,
      `${name} may use letters, digits, spaces and . , / # & ( ) _ -`,
    );
}

/** Shipping names the courier and the tracking code; other moves carry neither. */
export const changeOrderStatusSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, {
      message: `status must be one of: ${ORDER_STATUSES.join(', ')}`,
    }),
    courier: parcelText('courier').optional(),
    trackingCode: parcelText('trackingCode').optional(),
  })
  .superRefine((change, context) => {
    const shipping = change.status === 'shipped';
    for (const field of ['courier', 'trackingCode'] as const) {
      if (shipping && change[field] === undefined) {
        context.addIssue({
          code: 'custom',
          path: [field],
          message: `${field} is required to ship an order`,
        });
      } else if (!shipping && change[field] !== undefined) {
        context.addIssue({
          code: 'custom',
          path: [field],
          message: `${field} goes only with status shipped`,
        });
      }
    }
  });

/**
 * Personal lists: `?email=` names whose records (the caller's own, or for staff anyone's);
 * without it, the caller's own, which is how a phone account without an email asks.
 */
export const emailQuerySchema = z.object({
  email: z.email({ message: 'Provide a valid Email' }).max(254).optional(),
});
