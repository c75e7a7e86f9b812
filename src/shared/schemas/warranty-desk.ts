import { z } from 'zod';
import {
  CLAIM_STATES,
  MAX_CLAIM_IMAGES,
  MAX_SERIAL_LENGTH,
  WARRANTY_STATES,
} from '../warranty-desk.ts';
import { WARRANTY_KINDS } from '../warranty.ts';
import { importErrorSchema, importQuerySchema } from './catalogue-file.ts';
import { idSchema, multiLine } from './common.ts';
import { actorSchema } from './order-detail.ts';
import { phoneSchema } from './phone.ts';
import { ownImage } from './product-admin.ts';
import { visibleText } from './visible-text.ts';
import { wholeNumber } from './whole-number.ts';

// The warranty desk's calls (docs/product.md#warranty-desk): serials at packing, the public
// warranty check, claims and the serials file.

const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;

/** A unit's serial as scanned or typed: trimmed, upper-cased, 1-64 printable ASCII characters. */
export const serialSchema = z
  .string({ message: 'serial is required' })
  .trim()
  .min(1, 'serial must not be empty')
  .max(MAX_SERIAL_LENGTH, `serial must be at most ${MAX_SERIAL_LENGTH} characters`)
  .regex(
    PRINTABLE_ASCII,
    'serial may hold only printable ASCII characters (letters, digits, - / .)',
  )
  .transform((serial) => serial.toUpperCase());

const note = (name: string, max: number) =>
  visibleText(
    z
      .string({ message: `${name} is required` })
      .trim()
      .min(3, `${name} must say why, in at least 3 characters`)
      .max(max, `${name} must be at most ${max} characters`),
    name,
  );

// ---- Serials of an order (staff, at packing) -------------------------------------------------

export const orderIdParamsSchema = z.object({ id: idSchema });

/**
 * The serials of some of the order's lines, one per unit in unit order. A line's list may be
 * shorter than its quantity (the rest still to scan); a recorded serial that changes is a
 * correction and needs `note`, which the order's timeline keeps.
 */
export const orderSerialsRequestSchema = z.object({
  lines: z
    .array(
      z.object({
        lineNo: wholeNumber('lineNo must be a line number of the order').min(
          1,
          'lineNo must be a line number of the order',
        ),
        serials: z.array(serialSchema).max(1000, 'A line may have at most 1000 serials'),
      }),
      { message: 'lines must be a list' },
    )
    .min(1, 'lines must name at least one line')
    .max(200),
  note: note('note', 300).optional(),
});
export type OrderSerialsRequest = z.input<typeof orderSerialsRequestSchema>;

export const orderSerialLineSchema = z.object({
  lineNo: z.number().int(),
  productId: z.string(),
  name: z.string(),
  sku: z.string().nullable(),
  quantity: z.number().int(),
  serialTracked: z.boolean(),
  /** One per unit recorded so far, in unit order (the current serial after a replacement). */
  serials: z.array(z.string()),
});
export type OrderSerialLine = z.infer<typeof orderSerialLineSchema>;

export const orderSerialsSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  lines: z.array(orderSerialLineSchema),
  /** Every unit of every tracked line has its serial. */
  complete: z.boolean(),
  /** The shop's rule: shipping and courier booking wait for `complete`. */
  requiredBeforeShipping: z.boolean(),
});
export type OrderSerials = z.infer<typeof orderSerialsSchema>;

/** The scanner's check on the spot: is this serial free to sell with this order? */
export const serialCheckQuerySchema = z.object({
  serial: serialSchema,
  orderId: idSchema.optional(),
});
export const serialCheckSchema = z.object({
  serial: z.string(),
  free: z.boolean(),
  /** Why not: "Sold with CH-000123" and the like; null when free. */
  reason: z.string().nullable(),
});

// ---- Warranty check (public) ------------------------------------------------------------------

export const warrantyQuerySchema = z.object({ serial: serialSchema });

/** An open claim as the public check shows it: no personal data. */
export const openClaimBriefSchema = z.object({
  claimNumber: z.string(),
  state: z.enum(CLAIM_STATES),
  openedOn: z.string(),
});

/** One unit's warranty: no customer, phone or address. Dates are YYYY-MM-DD (Dhaka). */
export const warrantyUnitSchema = z.object({
  serial: z.string(),
  product: z.object({
    id: z.string(),
    name: z.string(),
    brand: z.string(),
    sku: z.string().nullable(),
    image: z.string(),
  }),
  /** The day the unit was sold (the order placed, or the offline sale's date). */
  soldOn: z.string(),
  /** The day it reached the customer, from which the warranty runs; null before delivery. */
  deliveredOn: z.string().nullable(),
  warrantyMonths: z.number().int(),
  warrantyKind: z.enum(WARRANTY_KINDS),
  /** The warranty's last day; null until the unit is delivered. */
  warrantyUntil: z.string().nullable(),
  state: z.enum(WARRANTY_STATES),
  openClaim: openClaimBriefSchema.nullable(),
  /** The serial this unit replaced under warranty, when it is a replacement. */
  replaces: z.string().nullable(),
});
export type WarrantyUnit = z.infer<typeof warrantyUnitSchema>;

/** The check by order number and the order's phone (the phone only proves the order is theirs). */
export const warrantyOrderLookupSchema = z.object({
  orderNumber: z
    .string({ message: 'orderNumber is required' })
    .trim()
    .min(1, 'orderNumber is required')
    .max(20, 'orderNumber must be an order number like CH-000123'),
  phone: phoneSchema,
});
export const warrantyOrderUnitsSchema = z.object({
  orderNumber: z.string(),
  units: z.array(warrantyUnitSchema),
});

// ---- Claims -------------------------------------------------------------------------------------

export const claimRequestSchema = z.object({
  serial: serialSchema,
  problem: multiLine(
    visibleText(
      z
        .string({ message: 'problem is required' })
        .trim()
        .min(5, 'problem must say what is wrong, in at least 5 characters')
        .max(2000, 'problem must be at most 2000 characters'),
      'problem',
    ),
  ),
  images: z
    .array(ownImage, { message: 'images must be a list of pictures uploaded to this shop' })
    .max(MAX_CLAIM_IMAGES, `A claim may have at most ${MAX_CLAIM_IMAGES} photos`)
    .refine((images) => new Set(images).size === images.length, 'The same photo is listed twice')
    .optional(),
  /**
   * Staff at the counter: who brought the unit, told of each step by SMS (and mail). In place
   * of the order's contact; the only contact of a unit sold before the shop went online.
   * A customer's own claim uses their order's contact and may not send this.
   */
  customer: z
    .object({
      name: visibleText(
        z.string({ message: 'customer.name is required' }).trim().min(1).max(100),
        'customer.name',
      ),
      phone: phoneSchema,
      email: z.email({ message: 'customer.email must be an email address' }).optional(),
    })
    .optional(),
});
export type ClaimRequest = z.input<typeof claimRequestSchema>;

export const claimCreatedSchema = z.object({
  id: z.string(),
  claimNumber: z.string(),
  state: z.literal('received'),
});

export const claimIdParamsSchema = z.object({ id: idSchema });

export const claimSummarySchema = z.object({
  id: z.string(),
  claimNumber: z.string(),
  state: z.enum(CLAIM_STATES),
  /** The serial the claim was opened on. */
  serial: z.string(),
  product: z.object({ id: z.string(), name: z.string(), brand: z.string() }),
  /** null for a unit sold before the shop went online. */
  orderNumber: z.string().nullable(),
  customer: z.object({ name: z.string(), phone: z.string().nullable() }),
  problem: z.string(),
  images: z.array(z.string()),
  openedAt: z.string(),
  /** Whole days since the claim was opened, until it is returned to the customer. */
  daysOpen: z.number().int(),
  /** Set once replaced. */
  replacementSerial: z.string().nullable(),
  /** Set once rejected. */
  rejectReason: z.string().nullable(),
});
export type ClaimSummary = z.infer<typeof claimSummarySchema>;

export const claimEventSchema = z.object({
  state: z.enum(CLAIM_STATES),
  at: z.string(),
  actor: actorSchema,
  note: z.string().nullable(),
});

export const claimDetailSchema = claimSummarySchema.extend({
  events: z.array(claimEventSchema),
  warranty: warrantyUnitSchema,
});
export type ClaimDetail = z.infer<typeof claimDetailSchema>;

export const claimListSchema = z.object({ claims: z.array(claimSummarySchema) });

export const claimBoardQuerySchema = z.object({
  state: z
    .enum(CLAIM_STATES, { message: `state must be one of: ${CLAIM_STATES.join(', ')}` })
    .optional(),
  brand: z.string().trim().max(60, 'brand must be at most 60 characters').optional(),
});

/** A staff move along the claim's states, with its note. */
export const claimMoveSchema = z
  .object({
    state: z.enum(CLAIM_STATES, { message: `state must be one of: ${CLAIM_STATES.join(', ')}` }),
    note: note('note', 500),
    /** Required for `rejected`: what the customer is told. */
    reason: note('reason', 500).optional(),
    /** Required for `replaced`: the new unit's serial. */
    newSerial: serialSchema.optional(),
  })
  .superRefine((move, context) => {
    if (move.state === 'rejected' && move.reason === undefined)
      context.addIssue({ code: 'custom', path: ['reason'], message: 'A rejection needs a reason' });
    if (move.state === 'replaced' && move.newSerial === undefined)
      context.addIssue({
        code: 'custom',
        path: ['newSerial'],
        message: 'A replacement needs the new unit’s serial',
      });
  });
export type ClaimMove = z.input<typeof claimMoveSchema>;

// ---- Settings and the serials file --------------------------------------------------------------

export const warrantySettingsSchema = z.object({
  /** Orders with tracked lines wait for every serial before shipping or courier booking. */
  serialsBeforeShipping: z.boolean({ message: 'serialsBeforeShipping must be true or false' }),
});
export type WarrantySettings = z.infer<typeof warrantySettingsSchema>;

/** `dryRun=true` checks the file and changes nothing, as the catalogue file's import. */
export const serialImportQuerySchema = importQuerySchema;

export const serialImportReportSchema = z.object({
  rows: z.number().int(),
  /** Units recorded (or, in a dry run, that would be). */
  added: z.number().int(),
  /** Rows already recorded exactly so: a file imported twice adds nothing. */
  unchanged: z.number().int(),
  errors: z.array(importErrorSchema),
  applied: z.boolean(),
});
export type SerialImportReport = z.infer<typeof serialImportReportSchema>;
