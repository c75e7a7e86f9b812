import { z } from 'zod';
import {
  DELIVERY_METHOD_IDS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  orderLineSchema,
  paymentSchema,
} from './checkout.ts';
import { shipmentSchema } from './courier.ts';
import { orderEmiSchema } from './emi.ts';
import { warrantySchema } from './warranty.ts';
import { ORDER_STATUSES, orderSchema } from './order.ts';

/**
 * An order in a list (My Orders, Manage Orders) and after a status change: the flat
 * fields of docs/product.md#field-names, which keep their meaning for one-line orders,
 * plus the order's number, delivery and payment. For an order of several lines the flat
 * `productId`, `name`, `image` and `price` are its first line's, `quantity` counts every
 * unit and `total` is what the customer pays, delivery included.
 */
export const orderSummarySchema = orderSchema.extend({
  /** `CH-000123` */
  orderNumber: z.string(),
  lineCount: z.number().int(),
  subtotal: z.number().int(),
  /** null: to be confirmed by the shop. */
  deliveryCharge: z.number().int().nullable(),
  /** Taken off by the order's coupon (0 without one): total = subtotal - discount + delivery. */
  discount: z.number().int(),
  /** The coupon's code as used, or null. */
  couponCode: z.string().nullable(),
  deliveryMethod: z.enum(DELIVERY_METHOD_IDS),
  /** The district's English name; null for an order placed without one. */
  district: z.string().nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /**
   * Cash on delivery whose delivery charge is paid online first (the shop's rule for
   * orders outside Dhaka): the amount and whether the gateway confirmed it; null for an
   * order paid in one part.
   */
  advance: z.object({ amount: z.number().int(), status: z.enum(['due', 'paid']) }).nullable(),
  /** Cash the courier collects at the door: the total less any advance paid; 0 when none is due. */
  cashToCollect: z.number().int(),
  /** Card EMI: the bank, the months and each month's instalment; null when not paid by EMI. */
  emi: orderEmiSchema.optional(),
  /** The parcel booked with a courier and what the courier last said; null when none. */
  shipment: shipmentSchema,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const EVENT_ACTOR_ROLES = ['customer', 'admin', 'system'] as const;

/** Who did something to an order or to stock: the customer, a member of staff, the shop itself. */
export const actorSchema = z.object({
  role: z.enum(EVENT_ACTOR_ROLES),
  /** The person's name at the time; null for the shop itself. */
  name: z.string().nullable(),
});
export type Actor = z.infer<typeof actorSchema>;

/** One step of an order's timeline: the status it reached, when, by whom, and why. */
export const orderEventSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  at: z.string(),
  actor: actorSchema,
  /** The reason given for a step back, or another note; null when none. */
  note: z.string().nullable(),
  /** True when the status is the step before's: shown under it, not as a step again. */
  continues: z.boolean(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const pickupPointSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
});

/** An order's line with the warranty it was sold with; null: ordered before it was recorded. */
export const orderDetailLineSchema = orderLineSchema.extend({
  warranty: warrantySchema.nullable(),
  /** The product records a serial per unit (docs/product.md#warranty-desk); the server always sends it. */
  serialTracked: z.boolean().optional(),
  /** The serials recorded so far, one per unit in unit order; the server always sends it. */
  serials: z.array(z.string()).optional(),
});
export type OrderDetailLine = z.infer<typeof orderDetailLineSchema>;

/** GET /api/orders/:id: the whole order, its lines and its timeline (oldest first). */
export const orderDetailSchema = orderSummarySchema.extend({
  lines: z.array(orderDetailLineSchema),
  contact: z.object({ name: z.string(), phone: z.string(), email: z.string().nullable() }),
  delivery: z.object({
    method: z.enum(DELIVERY_METHOD_IDS),
    /** The delivery zone's name when ordered; null when not known. */
    zone: z.string().nullable(),
    district: z.string().nullable(),
    area: z.string().nullable(),
    /** The street address (for a spec order, the address the customer typed). */
    line: z.string(),
    pickupPoint: pickupPointSummarySchema.nullable(),
    /** null: to be confirmed by the shop. Always zoneCharge + weightCharge. */
    charge: z.number().int().nullable(),
    /** The zone's charge for the method (0 for pickup and free home delivery). */
    zoneCharge: z.number().int().nullable(),
    /** The extra-kg charge for the weight above the first kg. */
    weightCharge: z.number().int().nullable(),
    /** The parcel's weight: every line's weight when ordered times its quantity. */
    weightGrams: z.number().int(),
  }),
  payment: paymentSchema,
  note: z.string().nullable(),
  /** Set when the order is shipped: the courier and the parcel's tracking code. */
  courier: z.string().nullable(),
  trackingCode: z.string().nullable(),
  /**
   * Staff only: the name of the staff member who took the order by phone (decision 083);
   * null for an order the customer placed, and always for the customer's own view.
   */
  takenBy: z.string().nullable().optional(),
  events: z.array(orderEventSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** Manage Orders: every filter optional; `q` is an order number (CH-000123 or 123) or a phone. */
export const orderFilterQuerySchema = z.object({
  status: z
    .enum(ORDER_STATUSES, { message: `status must be one of: ${ORDER_STATUSES.join(', ')}` })
    .optional(),
  paymentMethod: z
    .enum(PAYMENT_METHODS, {
      message: `paymentMethod must be one of: ${PAYMENT_METHODS.join(', ')}`,
    })
    .optional(),
  district: z.string().trim().max(60, 'district must be at most 60 characters').optional(),
  q: z.string().trim().max(40, 'q must be at most 40 characters').optional(),
  /** Orders that used this coupon code (any letter case). */
  coupon: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{3,32}$/, 'coupon must be a coupon code: 3 to 32 letters, digits or hyphens')
    .optional(),
});
export type OrderFilterQuery = z.input<typeof orderFilterQuerySchema>;

/** Moves an order one step back along its life (admin), with the reason for its timeline. */
export const stepBackSchema = z.object({
  reason: z
    .string({ message: 'reason is required' })
    .trim()
    .min(3, 'reason must say why, in at least 3 characters')
    .max(300, 'reason must be at most 300 characters'),
});
