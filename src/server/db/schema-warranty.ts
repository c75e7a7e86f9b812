import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  date,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ClaimState } from '../../shared/warranty-desk.ts';
import type { ActorRole } from './schema-checkout.ts';
import { orderLines } from './schema-orders.ts';
import { orders, products, users } from './schema.ts';

// The warranty desk (migration 0048, decision 088): every unit sold with its serial, and the
// warranty claims on them with their steps.

/**
 * What became of a unit's record: `sold` (the one live record of its serial), `corrected`
 * (a wrong serial staff replaced), `released` (its order was cancelled or came back, so the
 * serial may be sold again) or `replaced` (swapped under warranty for a new unit).
 */
export type SoldUnitState = 'sold' | 'corrected' | 'released' | 'replaced';

export const soldUnits = pgTable(
  'sold_units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The online order it went with; null for a sale before the shop went online. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no'),
    /** Which unit of the line (1 to its quantity); 1 for an offline sale's row. */
    unitNo: integer('unit_no').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    /** Trimmed, upper-cased, 1 to 64 printable ASCII characters. */
    serial: text('serial').notNull(),
    /** An offline sale's own reference (its paper invoice number); null for an online order. */
    offlineRef: text('offline_ref'),
    /** An offline sale's date, from which its warranty runs; null for an online order. */
    soldOn: date('sold_on'),
    /** The unit of the first sale this one replaced (by way of any replacements); null: itself. */
    originUnitId: uuid('origin_unit_id'),
    state: text('state').$type<SoldUnitState>().notNull().default('sold'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      columns: [t.orderId, t.lineNo],
      foreignColumns: [orderLines.orderId, orderLines.lineNo],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.originUnitId], foreignColumns: [t.id] }),
    // One live record per serial: two staff recording it for two orders at once, one wins.
    uniqueIndex('sold_units_serial_live')
      .on(t.serial)
      .where(sql`${t.state} = 'sold'`),
    uniqueIndex('sold_units_unit_live')
      .on(t.orderId, t.lineNo, t.unitNo)
      .where(sql`${t.state} = 'sold' and ${t.orderId} is not null`),
    index('sold_units_serial_idx').on(t.serial),
    index('sold_units_order_idx').on(t.orderId, t.lineNo),
    check(
      'sold_units_sale_known',
      sql`(${t.orderId} is not null and ${t.lineNo} is not null and ${t.soldOn} is null and ${t.offlineRef} is null)
        or (${t.orderId} is null and ${t.lineNo} is null and ${t.soldOn} is not null and ${t.offlineRef} is not null)`,
    ),
    check(
      'sold_units_serial_form',
      sql`${t.serial} ~ '^[ -~]{1,64}$' and ${t.serial} = upper(${t.serial}) and ${t.serial} = btrim(${t.serial})`,
    ),
    check('sold_units_unit_no_positive', sql`${t.unitNo} >= 1`),
    check(
      'sold_units_state_known',
      sql`${t.state} in ('sold', 'corrected', 'released', 'replaced')`,
    ),
  ],
);

export const warrantyClaims = pgTable(
  'warranty_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** WC-000001 */
    number: bigint('number', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => soldUnits.id),
    /** The first sale's unit: one open claim per unit, whichever serial it now carries. */
    originUnitId: uuid('origin_unit_id')
      .notNull()
      .references(() => soldUnits.id),
    serial: text('serial').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The customer's account when the order has one; their claims show in My Orders. */
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who the notices go to: the order's contact, or who staff wrote down at the counter. */
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    problem: text('problem').notNull(),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'`),
    state: text('state').$type<ClaimState>().notNull().default('received'),
    rejectReason: text('reject_reason'),
    replacementUnitId: uuid('replacement_unit_id').references(() => soldUnits.id),
    openedBy: uuid('opened_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('warranty_claims_number_unique').on(t.number),
    uniqueIndex('warranty_claims_one_open')
      .on(t.originUnitId)
      .where(sql`${t.state} <> 'returned-to-customer'`),
    index('warranty_claims_board_idx').on(t.state, t.createdAt),
    index('warranty_claims_customer_idx').on(t.customerId, t.createdAt),
    check('warranty_claims_images_at_most_4', sql`cardinality(${t.images}) <= 4`),
    check(
      'warranty_claims_state_known',
      sql`${t.state} in ('received', 'with-supplier', 'repaired', 'replaced', 'rejected', 'returned-to-customer')`,
    ),
  ],
);

export const warrantyClaimEvents = pgTable(
  'warranty_claim_events',
  {
    eventNo: bigint('event_no', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => warrantyClaims.id, { onDelete: 'cascade' }),
    state: text('state').$type<ClaimState>().notNull(),
    note: text('note'),
    actorRole: text('actor_role').$type<ActorRole>().notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('warranty_claim_events_claim_idx').on(t.claimId, t.eventNo),
    check(
      'warranty_claim_events_actor_role_check',
      sql`${t.actorRole} in ('customer', 'admin', 'system')`,
    ),
  ],
);
