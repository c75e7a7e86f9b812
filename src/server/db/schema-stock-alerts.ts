import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { NoticeChannel } from './schema-notices.ts';
import { products } from './schema.ts';

// Back-in-stock alerts (migration 0036, decision 078): one row per shopper's request to be
// told when a product has stock again. The products_back_in_stock trigger notifies them.

export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<NoticeChannel>().notNull(),
    /** The phone (local 11 digits) or the lower-cased email the alert goes to. */
    contact: text('contact').notNull(),
    /** The unguessable key of the link that stops this contact's alerts. */
    stopToken: text('stop_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When stock returned and its notice was written; null while it waits. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /** When its contact stopped it through the link. */
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_alerts_stop_token_unique').on(t.stopToken),
    uniqueIndex('stock_alerts_one_waiting')
      .on(t.productId, t.channel, t.contact)
      .where(sql`${t.notifiedAt} is null and ${t.stoppedAt} is null`),
    index('stock_alerts_contact_idx').on(t.channel, t.contact),
    check('stock_alerts_channel_known', sql`${t.channel} in ('email', 'sms')`),
  ],
);
