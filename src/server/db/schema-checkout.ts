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
import { products, users } from './schema.ts';
import { orders, type ActorRole } from './schema-orders.ts';

export { orderEvents, orderLines, type ActorRole } from './schema-orders.ts';

// The tables of carts, saved addresses, order lines and timelines, checkout keys and the
// stock ledger (migration 0010). Kept beside schema.ts so that each file stays readable.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
      sql`${t.reason} in ('initial', 'order', 'cancel', 'adjustment', 'received', 'payment-expired', 'import', 'return', 'warranty-replacement')`,
    ),
    check('stock_ledger_actor_role_check', sql`${t.actorRole} in ('customer', 'admin', 'system')`),
    index('stock_ledger_product_idx').on(t.productId, t.entryNo),
    index('stock_ledger_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
  ],
);
