import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CouponKind } from '../../shared/schemas/coupon.ts';
import { orders, users } from './schema.ts';

// Coupons and their uses (migration 0029; docs/product.md#offers-coupons, decision 054).

const at = (name: string) => timestamp(name, { withTimezone: true });

export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper case: codes are compared without regard to case. */
    code: text('code').notNull(),
    kind: text('kind').$type<CouponKind>().notNull(),
    /** Percent (1-100), Tk off (1 or more), or 0 for free delivery. */
    value: integer('value').notNull(),
    maxDiscountTk: integer('max_discount_tk'),
    minSubtotalTk: integer('min_subtotal_tk').notNull().default(0),
    /** Both empty: the whole cart; otherwise the lines in these categories or of these products. */
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'`),
    productIds: uuid('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    active: boolean('active').notNull().default(true),
    /** Orders carrying it that are not cancelled: always the count of its coupon_uses. */
    uses: integer('uses').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    check('coupons_code_format', sql`${t.code} ~ '^[A-Z0-9-]{3,32}$'`),
    check('coupons_kind_known', sql`${t.kind} in ('percent', 'amount', 'free-delivery')`),
    check(
      'coupons_value_fits_kind',
      sql`(${t.kind} = 'percent' and ${t.value} between 1 and 100) or (${t.kind} = 'amount' and ${t.value} >= 1) or (${t.kind} = 'free-delivery' and ${t.value} = 0)`,
    ),
    check(
      'coupons_max_discount_percent_only',
      sql`${t.maxDiscountTk} is null or (${t.kind} = 'percent' and ${t.maxDiscountTk} >= 1)`,
    ),
    check('coupons_min_subtotal_not_negative', sql`${t.minSubtotalTk} >= 0`),
    check(
      'coupons_ends_after_start',
      sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`,
    ),
    check(
      'coupons_limits_positive',
      sql`(${t.maxUses} is null or ${t.maxUses} >= 1) and (${t.maxUsesPerCustomer} is null or ${t.maxUsesPerCustomer} >= 1)`,
    ),
    check(
      'coupons_uses_within_limit',
      sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`,
    ),
    uniqueIndex('coupons_code_unique')
      .on(t.code)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** One row per order that used a coupon; a cancelled order's row is deleted (its use given back). */
export const couponUses = pgTable(
  'coupon_uses',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    discountTk: integer('discount_tk').notNull(),
    usedAt: at('used_at').notNull().defaultNow(),
  },
  (t) => [
    check('coupon_uses_discount_not_negative', sql`${t.discountTk} >= 0`),
    index('coupon_uses_coupon_user').on(t.couponId, t.userId),
  ],
);
