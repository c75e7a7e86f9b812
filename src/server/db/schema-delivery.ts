import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// The delivery tables (migration 0007; docs/product.md#delivery) and the default shipping
// weight per category (migration 0020) that the charge reads. Kept beside schema.ts so that
// each file stays readable; features/delivery reads them with plain SQL.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Delivery zones with their charges and times (migration 0007; docs/product.md#delivery). */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    homeCharge: integer('home_charge').notNull(),
    homeEta: text('home_eta').notNull(),
    expressCharge: integer('express_charge'),
    expressEta: text('express_eta'),
  },
  (t) => [
    check(
      'delivery_zones_charges_not_negative',
      sql`${t.homeCharge} >= 0 and coalesce(${t.expressCharge}, 0) >= 0`,
    ),
    // Express delivery is offered with both its charge and its time, or not at all.
    check(
      'delivery_zones_express_whole',
      sql`(${t.expressCharge} is null) = (${t.expressEta} is null)`,
    ),
  ],
);

/** Every district's zone, by the district's English name. */
export const districtZones = pgTable('district_zones', {
  district: text('district').primaryKey(),
  zoneId: text('zone_id')
    .notNull()
    .references(() => deliveryZones.id),
});

/** Where customers collect parcels; an inactive point is kept for the orders that name it. */
export const pickupPoints = pgTable('pickup_points', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  phone: text('phone').notNull().default(''),
  hours: text('hours').notNull().default(''),
  position: integer('position').notNull(),
  active: boolean('active').notNull().default(true),
  /** The demo shop's counter (migration 0021): removing the demo data takes it away. */
  demo: boolean('demo').notNull().default(false),
  createdAt: createdAt(),
});

/** The weight a new product of a category gets when none is given (migration 0020). */
export const categoryWeights = pgTable(
  'category_weights',
  {
    category: text('category').primaryKey(),
    weightGrams: integer('weight_grams').notNull(),
  },
  (t) => [check('category_weights_known', sql`${t.weightGrams} between 1 and 100000`)],
);

/**
 * The delivery settings' token (migration 0034): one row, replaced by every change to the
 * settings in the change's own transaction, so the shop may keep the settings between
 * orders under it (features/delivery/kept-settings.ts).
 */
export const deliverySettingsToken = pgTable(
  'delivery_settings_token',
  {
    only: boolean('only').primaryKey().default(true),
    token: uuid('token').notNull().defaultRandom(),
  },
  (t) => [check('delivery_settings_token_one_row', sql`${t.only}`)],
);
