import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BuildParts } from '../../shared/schemas/build.ts';
import { users } from './schema.ts';

// Customers' saved PC builds (migration 0012). Kept beside schema.ts so that each file stays
// readable.

export const savedBuilds = pgTable(
  'saved_builds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Product ids by slot, as the build check takes them. */
    parts: jsonb('parts').$type<BuildParts>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('saved_builds_name_length', sql`char_length(${t.name}) between 1 and 80`),
    check('saved_builds_parts_object', sql`jsonb_typeof(${t.parts}) = 'object'`),
    uniqueIndex('saved_builds_user_name_unique').on(t.userId, sql`lower(${t.name})`),
    index('saved_builds_user_updated_idx').on(t.userId, t.updatedAt),
  ],
);
