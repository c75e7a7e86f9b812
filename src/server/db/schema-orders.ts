import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  DeliveryMethodId,
  PaymentMethod,
  PaymentStatus,
} from '../../shared/schemas/checkout.ts';
import type { WarrantyKind } from '../../shared/warranty.ts';
import { products, users } from './schema.ts';

// The orders, their lines and their timelines (migrations 0001, 0010 and later). Kept
// apart from schema.ts so that each file stays readable; schema.ts and schema-checkout.ts
// re-export them for the code that has always imported them from there.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export type OrderStatus =
  'pending' | 'confirmed' | 'shipped' | 'delivered' | 'cancelled' | 'returned';
/** The pickup point an order is collected from, as it was when ordered. */
export interface PickupPointSnapshot {
  id: string;
  name: string;
  address: string;
}

export type ActorRole = 'customer' | 'admin' | 'system';

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    productName: text('product_name').notNull(),
    productImage: text('product_image').notNull(),
    unitPriceTk: integer('unit_price_tk').notNull(),
    quantity: integer('quantity').notNull(),
    totalTk: integer('total_tk').notNull(),
    customerName: text('customer_name').notNull(),
    /** Null for an order of a phone account without an email (migration 0039). */
    email: text('email'),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Migration 0010: orders of many lines (order_lines); the fields above are the first
    // line's, `quantity` counts all units and `total_tk` is what the customer pays.
    number: bigint('number', { mode: 'number' })
      .notNull()
      .default(sql`nextval('order_number_seq')`),
    contactName: text('contact_name').notNull(),
    district: text('district'),
    area: text('area'),
    zone: text('zone'),
    deliveryMethod: text('delivery_method').$type<DeliveryMethodId>().notNull().default('home'),
    pickupPoint: jsonb('pickup_point').$type<PickupPointSnapshot>(),
    /** Null: to be confirmed by the shop. */
    deliveryChargeTk: integer('delivery_charge_tk'),
    subtotalTk: integer('subtotal_tk').notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull().default('cod'),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('due'),
    note: text('note'),
    lineCount: integer('line_count').notNull().default(1),
    // Migration 0014: set when the order is shipped (the admin enters both).
    courier: text('courier'),
    trackingCode: text('tracking_code'),
    /** Until when an unpaid online order holds its stock (migration 0015); null for cash. */
    paymentDueBy: timestamp('payment_due_by', { withTimezone: true }),
    paymentFlag: text('payment_flag').$type<'refund-due' | 'review'>(),
    // Migration 0019: the delivery charge's parts (null while the charge is to be confirmed).
    deliveryZoneChargeTk: integer('delivery_zone_charge_tk'),
    deliveryWeightChargeTk: integer('delivery_weight_charge_tk'),
    // Migration 0016: cash on delivery whose delivery charge is paid online in advance.
    advanceTk: integer('advance_tk'),
    advancePaidTk: integer('advance_paid_tk').notNull().default(0),
    /** The one owner of "cash to collect at the door" (0 when nothing is due in cash). */
    cashToCollectTk: integer('cash_to_collect_tk').generatedAlwaysAs(
      sql`case when payment_method = 'cod' and payment_status = 'due' then total_tk - advance_paid_tk else 0 end`,
    ),
    // Migration 0029: the coupon's discount (total_tk = subtotal - discount + delivery) and code.
    discountTk: integer('discount_tk').notNull().default(0),
    couponCode: text('coupon_code'),
    /** Migration 0041: the staff member who took the order by phone; null for the customer's own. */
    takenBy: uuid('taken_by').references(() => users.id, { onDelete: 'set null' }),
    // Migration 0043: the card EMI plan an SSLCommerz order is paid by (decision 086).
    emiBank: text('emi_bank'),
    emiMonths: integer('emi_months'),
    emiMonthlyTk: integer('emi_monthly_tk'),
  },
  (t) => [
    check('orders_quantity_positive', sql`${t.quantity} >= 1`),
    check(
      'orders_status_known',
      sql`${t.status} in ('pending', 'confirmed', 'shipped', 'delivered', 'cancelled', 'returned')`,
    ),
    check(
      'orders_delivery_method_known',
      sql`${t.deliveryMethod} in ('home', 'express', 'pickup')`,
    ),
    check('orders_payment_method_known', sql`${t.paymentMethod} in ('cod', 'bkash', 'sslcommerz')`),
    check(
      'orders_payment_status_known',
      sql`${t.paymentStatus} in ('due', 'paid', 'void', 'refunded')`,
    ),
    check('orders_payment_flag_check', sql`${t.paymentFlag} in ('refund-due', 'review')`),
    check('orders_delivery_charge_not_negative', sql`${t.deliveryChargeTk} >= 0`),
    check('orders_advance_tk_check', sql`${t.advanceTk} > 0`),
    check(
      'orders_emi_whole',
      sql`(${t.emiBank} is null and ${t.emiMonths} is null and ${t.emiMonthlyTk} is null)
        or (${t.emiBank} is not null and ${t.emiMonths} between 3 and 36 and ${t.emiMonthlyTk} > 0 and ${t.paymentMethod} = 'sslcommerz')`,
    ),
    check(
      'orders_advance_paid_whole',
      sql`${t.advancePaidTk} = 0 or ${t.advancePaidTk} = ${t.advanceTk}`,
    ),
    // Both parts of the delivery charge or neither, adding up to the charge.
    check(
      'orders_delivery_parts_add_up',
      sql`(${t.deliveryZoneChargeTk} is null and ${t.deliveryWeightChargeTk} is null)
        or (${t.deliveryZoneChargeTk} >= 0 and ${t.deliveryWeightChargeTk} >= 0
          and ${t.deliveryZoneChargeTk} + ${t.deliveryWeightChargeTk} = ${t.deliveryChargeTk})`,
    ),
    // The payment sweeper's unpaid online orders whose hold runs out.
    index('orders_payment_due')
      .on(t.paymentDueBy)
      .where(sql`${t.paymentDueBy} is not null and ${t.paymentStatus} = 'due'`),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_product_idx').on(t.productId),
    index('orders_status_idx').on(t.status, t.createdAt),
    // "Verified purchase" and the limits on units held in unconfirmed orders (with order_lines).
    index('orders_delivered_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'delivered'`),
    index('orders_pending_user_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('orders_number_unique').on(t.number),
    check(
      'orders_discount_within_order',
      sql`${t.discountTk} >= 0 and ${t.discountTk} <= ${t.subtotalTk} + coalesce(${t.deliveryChargeTk}, 0)`,
    ),
    index('orders_coupon_idx')
      .on(t.couponCode, t.createdAt)
      .where(sql`${t.couponCode} is not null`),
    index('orders_phone_idx').on(t.phone),
    // The sales report's periods; a block-range index, so that placement never prefers it
    // to the customer's own indexes (the migration says why).
    index('orders_created_brin').using('brin', t.createdAt),
  ],
);
/**
 * Payment links sent by SMS for orders staff took by phone (migration 0041): only the
 * token's SHA-256 is kept; a link is used once and dies with the order's payment hold.
 */
export const payLinks = pgTable(
  'pay_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pay_links_token_hash_unique').on(t.tokenHash),
    index('pay_links_order_idx').on(t.orderId),
  ],
);

// An order as read from the database; the orders feature maps it to the API's names.
export type OrderRow = typeof orders.$inferSelect;

export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    productName: text('product_name').notNull(),
    productImage: text('product_image').notNull(),
    unitPriceTk: integer('unit_price_tk').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalTk: integer('line_total_tk').notNull(),
    weightGrams: integer('weight_grams').notNull().default(1000),
    /** The warranty sold with the line; null for lines ordered before it was recorded. */
    warrantyMonths: integer('warranty_months'),
    warrantyKind: text('warranty_kind').$type<WarrantyKind>(),
    /** Its share of the coupon's discount (migration 0032; src/shared/discount-shares.ts). */
    discountTk: integer('discount_tk').notNull().default(0),
    /** Units whose money was given back by a refund of lines. */
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
    /** The product's cost when the line was sold (migration 0038); null: not known. */
    costPriceTk: integer('cost_price_tk'),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.lineNo] }),
    check('order_lines_quantity_check', sql`${t.quantity} >= 1`),
    check(
      'order_lines_discount_within_line',
      sql`${t.discountTk} >= 0 and ${t.discountTk} <= ${t.lineTotalTk}`,
    ),
    check(
      'order_lines_refunded_within_quantity',
      sql`${t.refundedQuantity} >= 0 and ${t.refundedQuantity} <= ${t.quantity}`,
    ),
    check(
      'order_lines_warranty_whole',
      sql`(${t.warrantyMonths} is null) = (${t.warrantyKind} is null)`,
    ),
    index('order_lines_product_idx').on(t.productId),
    check('order_lines_cost_price_not_negative', sql`${t.costPriceTk} >= 0`),
  ],
);

export const orderEvents = pgTable(
  'order_events',
  {
    eventNo: bigint('event_no', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The status the order reached with the step (the order life writes only these). */
    status: text('status').$type<OrderStatus>().notNull(),
    actorRole: text('actor_role').$type<ActorRole>().notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    check('order_events_actor_role_check', sql`${t.actorRole} in ('customer', 'admin', 'system')`),
    index('order_events_order_idx').on(t.orderId, t.eventNo),
  ],
);
