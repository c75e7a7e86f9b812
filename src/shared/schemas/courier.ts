import { z } from 'zod';
import { idSchema } from './common.ts';
import { wholeNumber } from './whole-number.ts';

// Couriers (docs/product.md#couriers): booking parcels with a courier's merchant API, the
// parcel's state as the courier reports it, and returns.

/** The couriers the shop can speak to; each is offered only when configured. */
export const COURIER_IDS = ['steadfast', 'pathao'] as const;
export type CourierId = (typeof COURIER_IDS)[number];

/** A courier's name as people read it ("Steadfast"). */
export const courierName = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

export const courierIdSchema = z.enum(COURIER_IDS, {
  message: `courier must be one of: ${COURIER_IDS.join(', ')}`,
});

/** GET /api/couriers: the couriers configured on this shop. */
export const configuredCouriersSchema = z.array(
  z.object({
    id: courierIdSchema,
    /** The name staff and customers see. */
    label: z.string(),
    /** Most parcels the courier takes in one call (a bigger selection is split). */
    maxBatch: z.number().int(),
  }),
);
export type ConfiguredCourier = z.infer<typeof configuredCouriersSchema>[number];

/** One of Pathao's place ids (kept in an integer column, as the order's Pathao city is). */
const pathaoId = (field: string) =>
  wholeNumber(`${field} must be a Pathao id`).min(1, `${field} must be a Pathao id`);

/** Most orders one booking request takes. */
export const MAX_BOOKING_ORDERS = 1000;

export const bookShipmentsSchema = z.object({
  orderIds: z
    .array(idSchema, { message: 'orderIds must be a list of order ids' })
    .min(1, 'Choose at least one order')
    .max(MAX_BOOKING_ORDERS, `At most ${MAX_BOOKING_ORDERS} orders at a time`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each order may be named once'),
  courier: courierIdSchema,
  /** Pathao's own places, chosen from Pathao's lists (Pathao only). */
  pathao: z
    .object({
      city: pathaoId('pathao.city'),
      zone: pathaoId('pathao.zone'),
      area: pathaoId('pathao.area').optional(),
    })
    .optional(),
});
export type BookShipments = z.infer<typeof bookShipmentsSchema>;

/** One order's answer: its parcel, or why it was not booked. */
export const bookingResultSchema = z.object({
  orderId: idSchema,
  ok: z.boolean(),
  consignmentId: z.string().optional(),
  trackingCode: z.string().optional(),
  message: z.string().optional(),
});
export type BookingResult = z.infer<typeof bookingResultSchema>;
export const bookingResultsSchema = z.array(bookingResultSchema);

export const SHIPMENT_STATES = [
  'booking',
  'booked',
  'delivered',
  'partial',
  'returned',
  'failed',
] as const;

/** An order's parcel as the shop last heard of it; null when none was booked. */
export const shipmentSchema = z
  .object({
    courier: courierIdSchema,
    consignmentId: z.string().nullable(),
    trackingCode: z.string().nullable(),
    /** The courier's own word (Steadfast: in_review, delivered, cancelled...). */
    courierStatus: z.string().nullable(),
    /** booking, booked, delivered, partial (staff to settle), returned or failed. */
    state: z.enum(SHIPMENT_STATES),
    updatedAt: z.string(),
  })
  .nullable();
export type Shipment = z.infer<typeof shipmentSchema>;

export const courierParamsSchema = z.object({ courier: courierIdSchema });

/** A courier's pushed status update: each courier's own fields, read by its adapter. */
export const courierWebhookSchema = z.looseObject({});

export const courierWebhookHeadersSchema = z.looseObject({
  authorization: z
    .string()
    .optional()
    .meta({ description: 'Steadfast: Bearer and the shop’s STEADFAST_WEBHOOK_SECRET' }),
  'x-pathao-signature': z
    .string()
    .optional()
    .meta({ description: 'Pathao: the shop’s PATHAO_WEBHOOK_SECRET itself' }),
});

export const webhookReceivedSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
});

/** The timeline's note when a returned parcel's units are back in stock (shown once done). */
export const BACK_ON_THE_SHELF = 'Parcel back on the shelf: its units are in stock again';

/** POST /api/orders/:id/return-received: units back on the shelf. */
export const returnReceivedSchema = z.object({
  orderId: idSchema,
  unitsBack: z.number().int(),
});
