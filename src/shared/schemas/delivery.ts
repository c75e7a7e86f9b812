import { z } from 'zod';
import { DISTRICTS, findDistrict } from '../delivery/districts.ts';
import { idSchema } from './common.ts';

export const DELIVERY_METHODS = ['home', 'express', 'pickup'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

export const DELIVERY_METHOD_LABELS: Record<DeliveryMethod, string> = {
  home: 'Home delivery',
  express: 'Express',
  pickup: 'Store pickup',
};

/** A charge in whole Taka, up to Tk 1,00,000: no parcel in the country costs more to send. */
const charge = (label: string) =>
  z
    .number({ message: `${label} must be a whole number of Taka` })
    .int(`${label} must be a whole number of Taka`)
    .min(0, `${label} cannot be negative`)
    .max(100_000, `${label} must be at most Tk 100000`);

const shortText = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const zoneId = z
  .string({ message: 'Zone id is required' })
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'Zone id must be lowercase letters, digits and dashes');

export const deliveryZoneSchema = z
  .object({
    id: zoneId,
    name: shortText('Zone name', 60),
    homeCharge: charge('Home delivery charge'),
    homeEta: shortText('Home delivery time', 40),
    /** null: express delivery is not offered in this zone. */
    expressCharge: charge('Express charge').nullable(),
    expressEta: shortText('Express time', 40).nullable(),
  })
  .refine((zone) => (zone.expressCharge === null) === (zone.expressEta === null), {
    path: ['expressEta'],
    message: 'Express needs both a charge and a time, or neither',
  });
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;

export const pickupPointSchema = z.object({
  /** Absent on a new point; the server gives it one. */
  id: idSchema.optional(),
  name: shortText('Pickup point name', 80),
  address: shortText('Pickup point address', 200),
  phone: z.string().trim().max(30, 'Pickup point phone must be at most 30 characters'),
  hours: z.string().trim().max(80, 'Pickup point hours must be at most 80 characters'),
});
export type PickupPointInput = z.infer<typeof pickupPointSchema>;
export type PickupPoint = PickupPointInput & { id: string };

/** Everything the admin sets about delivery; PUT replaces it whole. */
export const deliverySettingsInputSchema = z
  .object({
    zones: z.array(deliveryZoneSchema).min(1, 'At least one zone is required').max(20),
    /** Every district's zone, keyed by the district's English name. */
    districtZones: z.record(z.string(), zoneId),
    pickupPoints: z.array(pickupPointSchema).max(50, 'At most 50 pickup points'),
    extraKgCharge: charge('Charge per extra kg'),
    /** null: delivery is never free. */
    freeDeliveryThreshold: z
      .number({ message: 'Free delivery threshold must be a whole number of Taka' })
      .int('Free delivery threshold must be a whole number of Taka')
      .min(1, 'Free delivery threshold must be at least Tk 1')
      .max(10_000_000, 'Free delivery threshold must be at most Tk 10000000')
      .nullable(),
  })
  .superRefine((settings, context) => {
    const ids = settings.zones.map((zone) => zone.id);
    ids.forEach((id, index) => {
      if (ids.indexOf(id) !== index) {
        context.addIssue({
          code: 'custom',
          path: ['zones', index, 'id'],
          message: `Zone id ${id} is used twice`,
        });
      }
    });
    for (const [name, zone] of Object.entries(settings.districtZones)) {
      if (findDistrict(name)?.name !== name) {
        context.addIssue({
          code: 'custom',
          path: ['districtZones', name],
          message: `${name} is not a district of Bangladesh`,
        });
      } else if (!ids.includes(zone)) {
        context.addIssue({
          code: 'custom',
          path: ['districtZones', name],
          message: `${name} is mapped to zone ${zone}, which does not exist`,
        });
      }
    }
    for (const district of DISTRICTS) {
      if (!(district.name in settings.districtZones)) {
        context.addIssue({
          code: 'custom',
          path: ['districtZones', district.name],
          message: `${district.name} needs a zone`,
        });
      }
    }
  });
export type DeliverySettingsInput = z.infer<typeof deliverySettingsInputSchema>;

export const deliverySettingsSchema = z.object({
  zones: z.array(deliveryZoneSchema),
  districtZones: z.record(z.string(), z.string()),
  pickupPoints: z.array(pickupPointSchema.required({ id: true })),
  extraKgCharge: z.number().int(),
  freeDeliveryThreshold: z.number().int().nullable(),
});
export type DeliverySettings = z.infer<typeof deliverySettingsSchema>;

/** The free-delivery threshold, for the cart's and checkout's hint (public). */
export const freeDeliveryAnswerSchema = z.object({
  /** Home delivery is free for lines costing at least this; null: never free. */
  threshold: z.number().int().nullable(),
});

export const districtsAnswerSchema = z.object({
  districts: z.array(
    z.object({
      name: z.string(),
      nameBn: z.string(),
      division: z.string(),
      divisionBn: z.string(),
      zone: z.object({ id: z.string(), name: z.string() }),
    }),
  ),
});

/** A district as a customer may name it: English (current or older spelling) or Bangla. */
export const districtNameSchema = z
  .string({ message: 'district is required' })
  .trim()
  .min(1, 'district is required')
  .max(40, 'district must be one of the 64 districts of Bangladesh')
  .transform((text, context) => {
    const district = findDistrict(text);
    if (!district) {
      context.addIssue({
        code: 'custom',
        message: `district ${text} is not a district of Bangladesh`,
      });
      return z.NEVER;
    }
    return district.name;
  });

export const MAX_QUOTE_LINES = 50;

export const deliveryQuoteRequestSchema = z.object({
  district: districtNameSchema,
  /** The parcel's lines; without them the quote is for a parcel of one kg or less. */
  items: z
    .array(
      z.object({
        productId: idSchema,
        quantity: z
          .number({ message: 'quantity must be a whole number from 1 to 10' })
          .int('quantity must be a whole number from 1 to 10')
          .min(1, 'quantity must be a whole number from 1 to 10')
          .max(10, 'quantity must be a whole number from 1 to 10'),
      }),
    )
    .max(MAX_QUOTE_LINES, `items must have at most ${MAX_QUOTE_LINES} lines`)
    .optional(),
});

export const deliveryOptionSchema = z.object({
  method: z.enum(DELIVERY_METHODS),
  label: z.string(),
  /** What the customer pays for delivery: always zoneCharge + weightCharge. */
  charge: z.number().int(),
  /** The zone's charge for the method (0 for pickup and for free home delivery). */
  zoneCharge: z.number().int(),
  /** The extra-kg charge for each whole kg above the first (0 for pickup and free delivery). */
  weightCharge: z.number().int(),
  eta: z.string(),
  pickupPoints: z.array(pickupPointSchema.required({ id: true })).optional(),
  /**
   * In a quote: the part of the charge a cash-on-delivery order pays online in advance
   * under the shop's rule (docs/product.md#online-payment); null when it pays all in cash.
   */
  codAdvance: z.number().int().nullable().optional(),
});
export type DeliveryOption = z.infer<typeof deliveryOptionSchema>;

export const deliveryQuoteSchema = z.object({
  district: z.string(),
  zone: z.object({ id: z.string(), name: z.string() }),
  weightGrams: z.number().int(),
  subtotal: z.number().int(),
  options: z.array(deliveryOptionSchema),
});
export type DeliveryQuote = z.infer<typeof deliveryQuoteSchema>;
