import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { NoticeEvent } from '../../shared/schemas/notice.ts';
import { orders } from './schema.ts';
import { stockAlerts } from './schema-stock-alerts.ts';
import { warrantyClaimEvents } from './schema-warranty.ts';

// Order notices (migration 0014): what the dashboard's Notices page lists. Each row gets a
// job in graphile-worker's queue from the notice relay once it has committed (0033).

/** The event of a back-in-stock alert's notice (it has no order). */
export const BACK_IN_STOCK_EVENT = 'back-in-stock';
/** The event of a warranty claim's step notice (migration 0048; it has no order of its own). */
export const WARRANTY_CLAIM_EVENT = 'warranty-claim';

export type NoticeChannel = 'email' | 'sms';
export type NoticeAudience = 'customer' | 'admin';
export type NoticeStatus = 'queued' | 'sent' | 'failed' | 'not-configured';

export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The idempotency key the providers see: `<order id>:<event>[#n]:<channel>[:admin]`. */
    key: text('key').notNull(),
    /** The order it tells about; null for a back-in-stock notice (migration 0036). */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The back-in-stock alert it answers; null for an order's notice. */
    stockAlertId: uuid('stock_alert_id').references(() => stockAlerts.id, { onDelete: 'cascade' }),
    /** The warranty claim's step it tells about; null for any other notice (migration 0048). */
    warrantyClaimEventId: bigint('warranty_claim_event_id', { mode: 'number' }).references(
      () => warrantyClaimEvents.eventNo,
      { onDelete: 'cascade' },
    ),
    event: text('event')
      .$type<NoticeEvent | typeof BACK_IN_STOCK_EVENT | typeof WARRANTY_CLAIM_EVENT>()
      .notNull(),
    occurrence: integer('occurrence').notNull().default(1),
    channel: text('channel').$type<NoticeChannel>().notNull(),
    audience: text('audience').$type<NoticeAudience>().notNull(),
    recipient: text('recipient').notNull(),
    status: text('status').$type<NoticeStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When the notice relay queued its job (or found no provider); null while it waits. */
    relayedAt: timestamp('relayed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notices_key_unique').on(t.key),
    index('notices_created_idx').on(t.createdAt, t.id),
    index('notices_order_idx').on(t.orderId, t.event, t.channel),
    index('notices_awaiting_relay_idx')
      .on(t.createdAt)
      .where(sql`${t.relayedAt} is null`),
    check(
      'notices_about_one',
      sql`num_nonnulls(${t.orderId}, ${t.stockAlertId}, ${t.warrantyClaimEventId}) = 1`,
    ),
    check('notices_channel_known', sql`${t.channel} in ('email', 'sms')`),
    check('notices_audience_known', sql`${t.audience} in ('customer', 'admin')`),
    check(
      'notices_status_known',
      sql`${t.status} in ('queued', 'sent', 'failed', 'not-configured')`,
    ),
  ],
);
