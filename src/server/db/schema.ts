import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Availability } from '../../shared/availability.ts';
import type { WarrantyKind } from '../../shared/warranty.ts';

export {
  orders,
  type OrderRow,
  type OrderStatus,
  type PickupPointSnapshot,
} from './schema-orders.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The owner is everything an admin is, and can be neither demoted nor deleted. */
export type Role = 'customer' | 'admin' | 'owner';
/** A spec value, or a list where a part supports several (sockets, memory types). */
export type Specs = Record<string, string | number | boolean | (string | number)[]>;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Optional since migration 0039: a phone account may have no email (checked: one of the two). */
    email: text('email'),
    name: text('name').notNull(),
    photoUrl: text('photo_url'),
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    role: text('role').$type<Role>().notNull().default('customer'),
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    /** Migration 0017: when the owner proved the email (a mailed link, or Google); null until then. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Migration 0039: a Bangladeshi mobile in its local form (01XXXXXXXXX), one account each. */
    phone: text('phone'),
    /** When an SMS code sent to the phone was entered; null until then. */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_phone_unique').on(t.phone),
    check('users_phone_local', sql`${t.phone} ~ '^01[3-9][0-9]{8}$'`),
    check('users_email_or_phone', sql`${t.email} is not null or ${t.phone} is not null`),
    uniqueIndex('users_google_sub_unique').on(t.googleSub),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_role_known', sql`${t.role} in ('customer', 'admin', 'owner')`),
    // One owner at most: the setup link can be used once, and nothing else makes one.
    uniqueIndex('users_one_owner')
      .on(t.role)
      .where(sql`${t.role} = 'owner'`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    // The SHA-256 of the random session id; the id itself lives only in the cookie.
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /**
     * The shop's own code, unique ignoring case, and the readable address made from the name
     * (migration 0026): a write that leaves either out gets one from the products_keys trigger.
     */
    sku: text('sku')
      .notNull()
      .default(sql`null`),
    slug: text('slug')
      .notNull()
      .default(sql`null`),
    details: text('details').notNull(),
    priceTk: integer('price_tk').notNull(),
    /** The price before the sale, above price_tk; null: not on sale (migration 0028). */
    regularPriceTk: integer('regular_price_tk'),
    /** When the sale duty puts the regular price back; null: the sale has no end. */
    saleEndsAt: timestamp('sale_ends_at', { withTimezone: true }),
    stock: integer('stock').notNull(),
    /** How it is sold besides its stock (migration 0036): normal, preorder or coming-soon. */
    availability: text('availability').$type<Availability>().notNull().default('normal'),
    origin: text('origin').notNull().default(''),
    category: text('category').notNull(),
    brand: text('brand').notNull().default(''),
    specs: jsonb('specs').$type<Specs>().notNull().default({}),
    weightGrams: integer('weight_grams').notNull().default(1000),
    /** Units one customer may hold in unconfirmed orders, in place of the shop's limit (0018). */
    holdLimit: integer('hold_limit'),
    /** Stock at or below which it counts as low, in place of the shop's threshold (0027). */
    lowStockAt: integer('low_stock_at'),
    /** Free-form specs written before specs were typed, kept whole (migration 0008). */
    legacySpecs: jsonb('legacy_specs').$type<Record<string, unknown>>(),
    imageUrl: text('image_url').notNull(),
    /** The pictures, the main one first; always starts with image_url (migration 0020). */
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Months of warranty (0: none) and who honours it (migration 0020). */
    warrantyMonths: integer('warranty_months').notNull().default(0),
    warrantyKind: text('warranty_kind').$type<WarrantyKind>().notNull().default('brand'),
    /** Staff's word on recording a serial per unit sold; null: by category (migration 0048). */
    serialTrackedChoice: boolean('serial_tracked_choice'),
    /** Whether units sold get a serial: the choice, or true for the categories of warranty-desk.ts. */
    serialTracked: boolean('serial_tracked').generatedAlwaysAs(
      sql`coalesce(serial_tracked_choice, category in ('cpu', 'gpu', 'motherboard', 'memory', 'storage', 'psu', 'monitor'))`,
    ),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Seeded demo data (migration 0009): the owner may remove it in one go. */
    demo: boolean('demo').notNull().default(false),
    /** Its words for search, written by a trigger (migration 0025, db/functions). */
    searchDocument: tsvector('search_document'),
    /** Its name in lower case, what relevance and the name sort order by (migration 0051). */
    sortName: text('sort_name').generatedAlwaysAs(sql`lower(name)`),
    /** What it cost the shop, staff only (migration 0038); null: not known. */
    costPriceTk: integer('cost_price_tk'),
  },
  (t) => [
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
    check(
      'products_availability_known',
      sql`${t.availability} in ('normal', 'preorder', 'coming-soon')`,
    ),
    check(
      'products_sku_printable',
      sql`char_length(${t.sku}) between 1 and 64 and ${t.sku} !~ '[[:cntrl:]]' and ${t.sku} = btrim(${t.sku})`,
    ),
    check(
      'products_slug_shape',
      sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(${t.slug}) <= 100`,
    ),
    check('products_price_positive', sql`${t.priceTk} > 0`),
    check('products_regular_price_above_price', sql`${t.regularPriceTk} > ${t.priceTk}`),
    check(
      'products_sale_end_needs_regular_price',
      sql`${t.saleEndsAt} is null or ${t.regularPriceTk} is not null`,
    ),
    check('products_weight_known', sql`${t.weightGrams} between 1 and 100000`),
    check('products_hold_limit_positive', sql`${t.holdLimit} between 1 and 100000`),
    check('products_low_stock_at_range', sql`${t.lowStockAt} between 0 and 100000`),
    check('products_cost_price_range', sql`${t.costPriceTk} between 0 and 100000000`),
    check('products_warranty_months_range', sql`${t.warrantyMonths} between 0 and 120`),
    check('products_warranty_kind_known', sql`${t.warrantyKind} in ('brand', 'shop', 'service')`),
    check('products_images_count', sql`cardinality(${t.images}) between 1 and 6`),
    check('products_images_main_first', sql`${t.images}[1] = ${t.imageUrl}`),
    // Default catalogue order is the order products were added in.
    index('products_catalogue_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('products_category_idx')
      .on(t.category, t.createdAt)
      .where(sql`${t.deletedAt} is null`),
    index('products_created_by_idx').on(t.createdBy),
    index('products_sale_ends_idx')
      .on(t.saleEndsAt)
      .where(sql`${t.saleEndsAt} is not null`),
    uniqueIndex('products_sku_unique').on(sql`lower(${t.sku})`),
    uniqueIndex('products_slug_unique').on(t.slug),
    // Spec filters are containment tests, which a jsonb_path_ops GIN index answers.
    index('products_specs_idx')
      .using('gin', sql`${t.specs} jsonb_path_ops`)
      .where(sql`${t.deletedAt} is null`),
    // Catalogue search matches the search document (features/search/search-sql.ts).
    index('products_search_idx')
      .using('gin', t.searchDocument)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    productImage: text('product_image').notNull(),
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    comment: text('comment').notNull(),
    rating: integer('rating').notNull(),
    createdAt: createdAt(),
    demo: boolean('demo').notNull().default(false),
    // Set by an admin's moderation: the review leaves every public list, count and average.
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    index('reviews_product_idx').on(t.productId, t.createdAt),
    index('reviews_created_idx').on(t.createdAt),
    index('reviews_user_idx').on(t.userId, t.createdAt),
    // One review per customer per product; a second one replaces the first.
    uniqueIndex('reviews_user_product_unique').on(t.userId, t.productId),
  ],
);

/**
 * Each product's shown reviews counted and their stars summed (migration 0053, decision 162),
 * kept by triggers on reviews: a product's rating is read from here, not its reviews.
 */
export const productRatings = pgTable(
  'product_ratings',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    reviews: integer('reviews').notNull(),
    stars: integer('stars').notNull(),
  },
  (t) => [check('product_ratings_not_negative', sql`${t.reviews} >= 0 and ${t.stars} >= 0`)],
);

export const images = pgTable(
  'images',
  {
    // The SHA-256 of the stored bytes: the same picture uploaded twice is stored once.
    id: text('id').primaryKey(),
    mime: text('mime').notNull(),
    bytes: bytea('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
    // Renewed by every upload of the same picture; a picture nothing refers to is
    // removed a grace period after this (features/images/orphan-sweeper.ts).
    lastUploadedAt: timestamp('last_uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    demo: boolean('demo').notNull().default(false),
  },
  (t) => [index('images_last_uploaded_idx').on(t.lastUploadedAt)],
);

/** What staff did to accounts, reviews and products, for the owner to read. */
export const activityLog = pgTable(
  'activity_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    details: text('details').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('activity_log_created_idx').on(t.createdAt, t.id)],
);

/**
 * The transactions that changed what the catalogue shows, written by triggers (migration
 * 0013) and read by each instance's cache check (catalogue-change-listener.ts), which also
 * deletes the rows every instance has seen.
 */
export const catalogueChanges = pgTable('catalogue_changes', {
  xid: xid8('xid').primaryKey(),
});

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Attempt counters for rate limiting (sign-in, sign-up), kept in PostgreSQL so that
 * every app instance counts against the same limit. One row per key: a window opens
 * at the first attempt and counts until it expires.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowStart)],
);
