import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Sign-in by SMS code (migration 0039, decision 082). Only a hash of each code is kept; the
// code itself is only in the SMS.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** What a code was asked for: signing in, or proving the phone of a checkout. */
export type PhoneCodePurpose = 'sign-in' | 'checkout';

/** The one live code of each phone: a new code replaces it, use or the fifth wrong try deletes it. */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    phone: text('phone').primaryKey(),
    codeHash: text('code_hash').notNull(),
    purpose: text('purpose').$type<PhoneCodePurpose>().notNull(),
    failedTries: integer('failed_tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('phone_codes_purpose_known', sql`${t.purpose} in ('sign-in', 'checkout')`)],
);

/** Every code SMS sent: the per-phone, per-client and shop-wide limits count these rows. */
export const phoneCodeSends = pgTable(
  'phone_code_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    /** A hash of the client's address: enough to count by, not to trace a person. */
    client: text('client').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('phone_code_sends_phone').on(t.phone, t.sentAt),
    index('phone_code_sends_client').on(t.client, t.sentAt),
    index('phone_code_sends_sent').on(t.sentAt),
  ],
);
