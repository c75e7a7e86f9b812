import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import type { StockReason } from '../../shared/schemas/stock.ts';
import type { WarrantyKind } from '../../shared/warranty.ts';
import { orders, products, users } from './schema.ts';

// The tables of carts, saved addresses, order lines and timelines, checkout keys and the
// stock ledger (migration 0010). Kept beside schema.ts so that each file stays readable.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export type ActorRole = 'customer' | 'admin' | 'system';

export const cartItems = pgTable(
  'cart_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    priceWhenAdded: integer('price_when_added').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    check('cart_items_quantity_check', sql`${t.quantity} between 1 and 10`),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull().default(''),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    district: text('district').notNull(),
    area: text('area').notNull(),
    line: text('line').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('addresses_one_default')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

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
  ],
);

export const orderEvents = pgTable(
  'order_events',
  {
    eventNo: bigint('event_no', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
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

export const checkoutKeys = pgTable(
  'checkout_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    bodyHash: text('body_hash').notNull(),
    answer: jsonb('answer'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('checkout_keys_created_idx').on(t.createdAt),
  ],
);

export const stockLedger = pgTable(
  'stock_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryNo: bigint('entry_no', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    change: integer('change').notNull(),
    reason: text('reason').$type<StockReason>().notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').$type<ActorRole>().notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    stockAfter: integer('stock_after').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    check('stock_ledger_stock_after_check', sql`${t.stockAfter} >= 0`),
    check(
      'stock_ledger_reason_check',
      sql`${t.reason} in ('initial', 'order', 'cancel', 'adjustment', 'received', 'payment-expired', 'import', 'return')`,
    ),
    check('stock_ledger_actor_role_check', sql`${t.actorRole} in ('customer', 'admin', 'system')`),
    index('stock_ledger_product_idx').on(t.productId, t.entryNo),
    index('stock_ledger_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
  ],
);
