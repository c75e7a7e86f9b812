import { z } from 'zod';
import { normaliseBdMobile } from '../phone.ts';
import { parseOrderNumber } from '../order-number.ts';
import { clampedWholeNumberParam, idSchema } from './common.ts';
import { ORDER_STATUSES } from './order.ts';

// Order notices and tracking (docs/product.md#order-notices): the events that send a
// notice, the dashboard's list, the shop's notice settings and the public /track lookup.

/** What happened to an order that its customer is told about. */
export const NOTICE_EVENTS = [
  'placed',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
  'returned',
  'payment-received',
  'payment-refunded',
] as const;
export type NoticeEvent = (typeof NOTICE_EVENTS)[number];

export const NOTICE_CHANNELS = ['email', 'sms'] as const;
export const NOTICE_STATUSES = ['queued', 'sent', 'failed', 'not-configured'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

export const noticeSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  event: z.enum(NOTICE_EVENTS),
  channel: z.enum(NOTICE_CHANNELS),
  audience: z.enum(['customer', 'admin']),
  recipient: z.string(),
  status: z.enum(NOTICE_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const noticeListQuerySchema = z.object({
  status: z
    .enum(NOTICE_STATUSES, { message: `status must be one of: ${NOTICE_STATUSES.join(', ')}` })
    .optional(),
  page: clampedWholeNumberParam(1, 100_000, 'page').optional(),
  pageSize: clampedWholeNumberParam(1, 100, 'pageSize').optional(),
});

export const noticePageSchema = z.object({
  notices: z.array(noticeSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type NoticePage = z.infer<typeof noticePageSchema>;

export const noticeIdParamsSchema = z.object({ id: idSchema });

/** Where the shop's copy of every new order goes; empty means the owner's email. */
export const noticeSettingsSchema = z.object({
  adminEmail: z
    .string({ message: 'adminEmail must be an email address or empty' })
    .trim()
    .toLowerCase()
    .max(254, 'adminEmail must be at most 254 characters')
    .refine(
      (value) => value === '' || z.email().safeParse(value).success,
      'adminEmail must be an email address or empty',
    ),
});
export const noticeSettingsAnswerSchema = noticeSettingsSchema.extend({
  /** Where the copy goes now: the address above, or the owner's email; null when neither. */
  sendsTo: z.string().nullable(),
});
export type NoticeSettings = z.infer<typeof noticeSettingsAnswerSchema>;

/** POST /api/track: an order number and the phone the order was placed with. */
export const trackRequestSchema = z.object({
  number: z
    .string({ message: 'number is required, like CH-000123' })
    .trim()
    .max(20, 'number must look like CH-000123')
    .transform((value, context) => {
      const number = parseOrderNumber(value);
      if (number === null) {
        context.addIssue({ code: 'custom', message: 'number must look like CH-000123' });
        return z.NEVER;
      }
      return number;
    }),
  phone: z
    .string({ message: 'phone is required' })
    .trim()
    .max(20, 'phone must be a Bangladeshi mobile number, like 01712345678')
    .transform((value, context) => {
      const phone = normaliseBdMobile(value);
      if (!phone) {
        context.addIssue({
          code: 'custom',
          message: 'phone must be a Bangladeshi mobile number, like 01712345678',
        });
        return z.NEVER;
      }
      return phone;
    }),
});

/** What /track shows: the status and its timeline, and the parcel; nothing about the buyer. */
export const trackAnswerSchema = z.object({
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  courier: z.string().nullable(),
  trackingCode: z.string().nullable(),
  events: z.array(
    z.object({
      status: z.enum(ORDER_STATUSES),
      at: z.string(),
      /** What the courier said at this step ("Steadfast: delivered"); null for the shop's own. */
      courierNote: z.string().nullable(),
      /** True when the status is the step before's: shown under it, not as a step again. */
      continues: z.boolean(),
    }),
  ),
});
export type TrackAnswer = z.infer<typeof trackAnswerSchema>;
