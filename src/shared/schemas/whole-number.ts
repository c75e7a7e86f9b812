import { z } from 'zod';

// Every number the API takes ends in a PostgreSQL `integer` (int4) column, or is compared with
// one: a number past what that column holds passed a plain `z.number().int()` (whose document
// said "up to 2^53-1") and overflowed in the database, a 500 (decision 073). One owner of the
// bound, so the check and the API document say the same.

/** What a PostgreSQL `integer` column holds. */
export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;

/**
 * A whole number the API takes, within what an `integer` column holds; `message` says what
 * the field must be and is the answer for anything else. A field with a rule of its own
 * chains its `.min`/`.max`: zod keeps the tightest bound, in the check and in the document.
 */
export function wholeNumber(message: string) {
  const beyond = `${message} (at most ${INT4_MAX})`;
  return z.number({ message }).int(message).min(INT4_MIN, message).max(INT4_MAX, beyond);
}

/**
 * A number that may have a fraction (a spec's 3.5 GHz), within the same range: kept in jsonb,
 * where any number fits, but bounded alike so the document promises nothing the shop refuses.
 */
export function boundedNumber(message: string) {
  return z
    .number({ message })
    .min(INT4_MIN, message)
    .max(INT4_MAX, `${message} (at most ${INT4_MAX})`);
}
