import { z } from 'zod';

// The printable courier labels (docs/product.md#couriers): one per booked order, with the
// order number as a Code 128 barcode drawn by the server.

/** Most labels one request prints: a day's parcels, a few A4 sheets. */
export const MAX_LABELS = 100;

export const labelQuerySchema = z.object({
  orderIds: z
    .string({ message: 'orderIds is required: order ids separated by commas' })
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.uuid({ message: 'orderIds must be order ids separated by commas' }))
        .min(1, 'orderIds must name at least one order')
        .max(MAX_LABELS, `orderIds may name at most ${MAX_LABELS} orders`),
    ),
});

export const bookedLabelSchema = z.object({
  booked: z.literal(true),
  orderId: z.uuid(),
  orderNumber: z.string(),
  courierName: z.string(),
  trackingCode: z.string(),
  recipientName: z.string(),
  phone: z.string(),
  address: z.string(),
  district: z.string().nullable(),
  cashToCollectTk: z.number().int(),
  itemCount: z.number().int(),
  /** The order number as a Code 128 barcode, an SVG document. */
  barcodeSvg: z.string(),
});

/** An order asked for that has no booked parcel (or is not an order at all). */
export const unbookedLabelSchema = z.object({
  booked: z.literal(false),
  orderId: z.uuid(),
  orderNumber: z.string().nullable(),
});

export const shipmentLabelSchema = z.discriminatedUnion('booked', [
  bookedLabelSchema,
  unbookedLabelSchema,
]);
export type ShipmentLabel = z.infer<typeof shipmentLabelSchema>;
export type BookedLabel = z.infer<typeof bookedLabelSchema>;

export const shipmentLabelsSchema = z.object({
  shop: z.object({ name: z.string(), phone: z.string() }),
  labels: z.array(shipmentLabelSchema),
});
export type ShipmentLabels = z.infer<typeof shipmentLabelsSchema>;
