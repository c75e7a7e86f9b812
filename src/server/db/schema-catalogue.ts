import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PriceSource } from '../../shared/schemas/price-history.ts';
import { products, users } from './schema.ts';

// The catalogue's memory (migration 0026; docs/product.md#catalogue): the addresses a
// product had before its current one, and every price it had. Both are written by
// triggers on products (src/server/db/functions), whoever changes the row.

/** An earlier slug of a product: /products/<slug> answers 301 to its current address. */
export const productSlugs = pgTable(
  'product_slugs',
  {
    slug: text('slug').primaryKey(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_slugs_product_idx').on(t.productId)],
);

/** One price a product had, from when, set by whom and from where. */
export const priceHistory = pgTable(
  'price_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceTk: integer('price_tk').notNull(),
    regularPriceTk: integer('regular_price_tk'),
    source: text('source').$type<PriceSource>().notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('price_history_product_idx').on(t.productId, t.id),
    check(
      'price_history_source_check',
      sql`${t.source} in ('form', 'import', 'bulk', 'sale-end', 'system')`,
    ),
  ],
);

/**
 * The days the low-stock summary was sent (migration 0027): written in the transaction that
 * sends it, so each day's summary goes out once however many instances run its job.
 */
export const lowStockSummaries = pgTable(
  'low_stock_summaries',
  {
    day: date('day').primaryKey(),
    recipient: text('recipient').notNull(),
    products: integer('products').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('low_stock_summaries_products_counted', sql`${t.products} >= 0`)],
);
