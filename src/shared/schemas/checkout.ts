import { z } from 'zod';
import { deliveryAddressSchema } from './address.ts';
import { CART_MAX_LINES, cartLineInputSchema } from './cart.ts';
import { errorSchema, idSchema, multiLine } from './common.ts';
import { couponRefusalSchema, orderCouponCodeSchema } from './coupon.ts';
import { emiChoiceSchema, orderEmiSchema } from './emi.ts';
import { DELIVERY_METHODS, type DeliveryMethod } from './delivery.ts';
import { ORDER_STATUSES, phoneSchema } from './order.ts';
import { visibleText } from './visible-text.ts';

/** The delivery methods (owned by the delivery schemas), under the names orders use. */
export const DELIVERY_METHOD_IDS = DELIVERY_METHODS;
export type DeliveryMethodId = DeliveryMethod;

/** Every payment method an order may carry; checkout offers those of CHECKOUT_PAYMENT_METHODS. */
export const PAYMENT_METHODS = ['cod', 'bkash', 'sslcommerz'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/**
 * Cash on delivery, the default, the online gateways, and card EMI (`emi`: paid through
 * SSLCommerz in instalments, the order carrying `sslcommerz` and its plan); the server
 * refuses a gateway this shop is not configured for (GET /api/payments/methods).
 */
export const CHECKOUT_PAYMENT_METHODS = ['cod', 'bkash', 'sslcommerz', 'emi'] as const;
export type CheckoutPaymentMethod = (typeof CHECKOUT_PAYMENT_METHODS)[number];

/**
 * Separate from the order's status: cash on delivery is due until delivered, then paid;
 * an online payment is due until the gateway confirms it, refunded when all is given back.
 */
export const PAYMENT_STATUSES = ['due', 'paid', 'void', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The header that makes a checkout safe to send again (a double click, a retry). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a key answers its first result; after that it may make a new order. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/**
 * The checkout's headers: the Idempotency-Key, 8 to 100 visible ASCII characters (a UUID
 * fits). Other headers pass through untouched.
 */
export const checkoutHeadersSchema = z.looseObject({
  [IDEMPOTENCY_HEADER]: z
    .string({
      message:
        'Idempotency-Key is required: send a new random value (such as a UUID) for each checkout, and the same one when retrying it',
    })
    .regex(/^[\x21-\x7e]{8,100}$/, 'Idempotency-Key must be 8 to 100 visible ASCII characters')
    .meta({
      description: `Makes the checkout safe to send again: the same key with the same body answers the first result for ${IDEMPOTENCY_KEY_HOURS} hours`,
      examples: ['3f0c2d9e-5b7a-4c1e-8d2f-6a9b0c1d2e3f'],
    }),
});

export const checkoutSchema = z.object({
  /** The lines to order; without it, the caller's cart. */
  items: z
    .array(cartLineInputSchema, { message: 'items must be a list of { productId, quantity }' })
    .min(1, 'items is empty: add a product to order')
    .max(CART_MAX_LINES, `items may hold at most ${CART_MAX_LINES} lines`)
    // One line per product (decision 039): a repeated product is a client's mistake to
    // fix, not a quantity to guess at.
    .refine((lines) => new Set(lines.map((line) => line.productId)).size === lines.length, {
      message:
        'items lists a product more than once: send one line per product with the whole quantity',
    })
    .optional(),
  contact: z.object(
    {
      name: visibleText(
        z
          .string({ message: 'contact.name is required' })
          .trim()
          .min(1, 'contact.name is required')
          .max(100, 'contact.name must be at most 100 characters'),
        'contact.name',
      ),
      phone: phoneSchema,
    },
    { message: 'contact must be { name, phone }' },
  ),
  address: deliveryAddressSchema,
  deliveryMethod: z.enum(DELIVERY_METHOD_IDS, {
    message: `deliveryMethod must be one of: ${DELIVERY_METHOD_IDS.join(', ')}`,
  }),
  pickupPointId: z.string().trim().min(1).max(100).optional(),
  paymentMethod: z.enum(CHECKOUT_PAYMENT_METHODS, {
    message: `paymentMethod must be one of: ${CHECKOUT_PAYMENT_METHODS.join(', ')}`,
  }),
  /**
   * How a cash-on-delivery order pays its delivery charge in advance, where the shop's rule
   * asks for it (the delivery quote's `codAdvance`); ignored where it does not.
   */
  advanceMethod: z
    .enum(['bkash', 'sslcommerz'], { message: 'advanceMethod must be one of: bkash, sslcommerz' })
    .optional(),
  note: multiLine(
    visibleText(z.string().trim().max(500, 'note must be at most 500 characters'), 'note'),
  ).optional(),
  /**
   * Keep the address in the customer's address book (unless it is there already, or the book
   * is full); true unless sent false.
   */
  saveAddress: z.boolean({ message: 'saveAddress must be true or false' }).default(true),
  /**
   * One coupon per order: the server prices its discount on the prices it locks and counts
   * the use in the same transaction (docs/product.md#offers-coupons).
   */
  couponCode: orderCouponCodeSchema.optional(),
  /** Card EMI's bank and months, with `paymentMethod: "emi"` (docs/product.md#emi). */
  emi: emiChoiceSchema.optional(),
});
export type CheckoutRequest = z.input<typeof checkoutSchema>;

/** An order line: the product's name, picture and price as they were when ordered. */
export const orderLineSchema = z.object({
  productId: idSchema,
  name: z.string(),
  image: z.string(),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  lineTotal: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/**
 * An order's payment. Checkout with an online method answers the attempt it opened:
 * `initiated` with the gateway's page in `redirectUrl`, or `failed` when the gateway
 * could not be reached (the order page offers a retry while the order holds its stock);
 * a replay answers the attempt as it is now.
 */
export const paymentSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  status: z.enum([...PAYMENT_STATUSES, 'initiated', 'failed', 'cancelled', 'expired']),
  redirectUrl: z.string().optional(),
});

/** The online attempt for a delivery charge paid in advance (the rest is cash on delivery). */
export const advanceAttemptSchema = z.object({
  amount: z.number().int(),
  method: z.enum(['bkash', 'sslcommerz']),
  status: z.enum(['initiated', 'paid', 'failed', 'cancelled', 'expired', 'refunded']),
  redirectUrl: z.string().optional(),
});

/** 201: the order made (or, for a key seen before, the order that key made). */
export const checkoutResultSchema = z.object({
  orderId: idSchema,
  /** `CH-000123` */
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  lines: z.array(orderLineSchema),
  subtotal: z.number().int(),
  /** null: to be confirmed by the shop (an order placed without a district). */
  deliveryCharge: z.number().int().nullable(),
  /** Taken off by the coupon; total = subtotal - discount + deliveryCharge. */
  discount: z.number().int(),
  couponCode: z.string().nullable(),
  total: z.number().int(),
  payment: paymentSchema,
  /** A cash-on-delivery order paying its delivery charge online first: that attempt. */
  advance: advanceAttemptSchema.optional(),
  /** A card EMI order's plan: the bank, the months and each month's instalment. */
  emi: orderEmiSchema.optional(),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

/**
 * 409: some lines are short; nothing was ordered. Each short line is named (the product's name
 * now) with `available`, the stock left (0: none), so the page can mark it even when the line
 * has meanwhile left the cart's orderable lines.
 */
export const checkoutShortSchema = errorSchema.extend({
  lines: z.array(z.object({ productId: idSchema, name: z.string(), available: z.number().int() })),
});
export type CheckoutShort = z.infer<typeof checkoutShortSchema>;

/**
 * 409: the order would take the customer past a limit on units held in orders the shop has
 * not confirmed yet (decision 039); nothing was ordered. Each line is a product over its
 * limit, with that limit; a refusal for the limit in all has no lines (the message says it).
 */
export const holdRefusalSchema = errorSchema.extend({
  lines: z.array(z.object({ productId: idSchema, limit: z.number().int() })),
});
export type HoldRefusal = z.infer<typeof holdRefusalSchema>;

/** Checkout's 404: a product not sold, or a coupon code that is unknown (`reason`). */
export const checkoutNotFoundSchema = errorSchema.extend({
  reason: couponRefusalSchema.shape.reason.optional(),
});

/** Checkout's 409: short of stock, past a hold limit, or a coupon that does not apply. */
export const checkoutConflictSchema = z.union([
  checkoutShortSchema,
  holdRefusalSchema,
  couponRefusalSchema,
]);
export type CheckoutConflict = z.infer<typeof checkoutConflictSchema>;
