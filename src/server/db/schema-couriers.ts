import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CourierId } from '../../shared/schemas/courier.ts';
import { orders, users } from './schema.ts';

// Courier parcels (migration 0030; docs/product.md#couriers). The couriers feature reads and
// writes them with plain SQL (conditional updates), like the payment tables.

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * booking: written before the courier is asked, so a retry asks by invoice instead of
 * booking twice; booked: the courier has it; delivered / partial / returned: what the courier
 * says became of it; failed: the courier refused it (the order may be booked again).
 */
export const SHIPMENT_STATES = [
  'booking',
  'booked',
  'delivered',
  'partial',
  'returned',
  'failed',
] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number];

/** One parcel per order; `invoice` is the order number, the courier's merchant order id. */
export const shipments = pgTable(
  'shipments',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    courier: text('courier').$type<CourierId>().notNull(),
    invoice: text('invoice').notNull(),
    consignmentId: text('consignment_id'),
    trackingCode: text('tracking_code'),
    cashToCollectTk: integer('cash_to_collect_tk').notNull(),
    state: text('state').$type<ShipmentState>().notNull().default('booking'),
    /** The courier's own word for where the parcel is, as it last answered. */
    courierStatus: text('courier_status'),
    cashCollectedTk: integer('cash_collected_tk'),
    deliveryFeeTk: integer('delivery_fee_tk'),
    pathaoCityId: integer('pathao_city_id'),
    pathaoZoneId: integer('pathao_zone_id'),
    pathaoAreaId: integer('pathao_area_id'),
    /** Why the courier refused the booking, or what staff should look at. */
    message: text('message'),
    bookedBy: uuid('booked_by').references(() => users.id, { onDelete: 'set null' }),
    bookedAt: at('booked_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    nextCheckAt: at('next_check_at'),
    checkFailures: integer('check_failures').notNull().default(0),
  },
  (t) => [
    check('shipments_courier_known', sql`${t.courier} in ('steadfast', 'pathao')`),
    check(
      'shipments_state_known',
      sql`${t.state} in ('booking', 'booked', 'delivered', 'partial', 'returned', 'failed')`,
    ),
    check(
      'shipments_cash_not_negative',
      sql`${t.cashToCollectTk} >= 0 and (${t.cashCollectedTk} is null or ${t.cashCollectedTk} >= 0) and (${t.deliveryFeeTk} is null or ${t.deliveryFeeTk} >= 0)`,
    ),
    check('shipments_check_failures_not_negative', sql`${t.checkFailures} >= 0`),
    uniqueIndex('shipments_courier_invoice').on(t.courier, t.invoice),
    uniqueIndex('shipments_courier_consignment')
      .on(t.courier, t.consignmentId)
      .where(sql`${t.consignmentId} is not null`),
    index('shipments_to_check')
      .on(t.nextCheckAt)
      .where(sql`${t.state} in ('booking', 'booked', 'partial')`),
  ],
);
