import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { phoneCodes, type PhoneCodePurpose } from '../../db/schema-phone-codes.ts';
import { inTransaction } from '../../db/transaction.ts';

/** Codes live 5 minutes; the fifth wrong try voids one (decision 082). */
export const CODE_LIFETIME_SECONDS = 300;
export const RESEND_AFTER_SECONDS = 60;
export const MAX_WRONG_TRIES = 5;

/** A fresh 6-digit code, uniformly drawn. */
export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

// Salted so that equal codes of two phones do not share a hash.
function hashCode(code: string, salt: string): string {
  return `${salt}:${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;
}

function matches(stored: string, code: string): boolean {
  const salt = stored.split(':')[0] ?? '';
  const a = Buffer.from(hashCode(code, salt));
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Stores the phone's one live code, voiding any earlier one. */
export async function storeCode(
  pool: pg.Pool,
  phone: string,
  code: string,
  purpose: PhoneCodePurpose,
): Promise<void> {
  const live = {
    codeHash: hashCode(code, randomBytes(8).toString('hex')),
    purpose,
    failedTries: 0,
    expiresAt: sql`now() + make_interval(secs => ${CODE_LIFETIME_SECONDS})`,
  };
  await drizzle(pool)
    .insert(phoneCodes)
    .values({ phone, ...live })
    .onConflictDoUpdate({ target: phoneCodes.phone, set: { ...live, createdAt: sql`now()` } });
}

/** Forgets the phone's code (its SMS could not be sent). */
export async function dropCode(pool: pg.Pool, phone: string): Promise<void> {
  await drizzle(pool).delete(phoneCodes).where(eq(phoneCodes.phone, phone));
}

export type CodeCheck = 'ok' | 'wrong' | 'voided' | 'none';

/**
 * Checks a code against the phone's live code, under a row lock so two tries of the same
 * code cannot both pass: a right code is used up at once, a wrong one counts a try and the
 * fifth voids the code. 'none': no live code (never asked, expired, used or voided).
 * With `keep`, a right code stays usable (the shopper is still to give their name).
 */
export async function checkCode(
  pool: pg.Pool,
  phone: string,
  code: string,
  keep = false,
): Promise<CodeCheck> {
  return inTransaction(pool, async (connection) => {
    const tx = drizzle(connection);
    const [live] = await tx
      .select({ codeHash: phoneCodes.codeHash, failedTries: phoneCodes.failedTries })
      .from(phoneCodes)
      .where(and(eq(phoneCodes.phone, phone), gt(phoneCodes.expiresAt, sql`now()`)))
      .for('update');
    let result: CodeCheck;
    if (!live) result = 'none';
    else if (matches(live.codeHash, code)) result = 'ok';
    else result = live.failedTries + 1 >= MAX_WRONG_TRIES ? 'voided' : 'wrong';
    if ((result === 'ok' && !keep) || result === 'voided') {
      await tx.delete(phoneCodes).where(eq(phoneCodes.phone, phone));
    } else if (result === 'wrong') {
      await tx
        .update(phoneCodes)
        .set({ failedTries: sql`${phoneCodes.failedTries} + 1` })
        .where(eq(phoneCodes.phone, phone));
    }
    return result;
  });
}
