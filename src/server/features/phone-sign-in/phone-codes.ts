import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type pg from 'pg';
import type { RowOf } from '../../db/rows.ts';
import type { phoneCodes, PhoneCodePurpose } from '../../db/schema-phone-codes.ts';

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
  await pool.query(
    `insert into phone_codes (phone, code_hash, purpose, failed_tries, expires_at)
     values ($1, $2, $3, 0, now() + make_interval(secs => $4))
     on conflict (phone) do update set code_hash = excluded.code_hash,
       purpose = excluded.purpose, failed_tries = 0, expires_at = excluded.expires_at,
       created_at = now()`,
    [phone, hashCode(code, randomBytes(8).toString('hex')), purpose, CODE_LIFETIME_SECONDS],
  );
}

/** Forgets the phone's code (its SMS could not be sent). */
export async function dropCode(pool: pg.Pool, phone: string): Promise<void> {
  await pool.query('delete from phone_codes where phone = $1', [phone]);
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
  const connection = await pool.connect();
  try {
    await connection.query('begin');
    const { rows } = await connection.query<RowOf<typeof phoneCodes, 'code_hash' | 'failed_tries'>>(
      `select code_hash, failed_tries from phone_codes
        where phone = $1 and expires_at > now() for update`,
      [phone],
    );
    const live = rows[0];
    let result: CodeCheck;
    if (!live) result = 'none';
    else if (matches(live.code_hash, code)) result = 'ok';
    else result = live.failed_tries + 1 >= MAX_WRONG_TRIES ? 'voided' : 'wrong';
    if ((result === 'ok' && !keep) || result === 'voided') {
      await connection.query('delete from phone_codes where phone = $1', [phone]);
    } else if (result === 'wrong') {
      await connection.query(
        'update phone_codes set failed_tries = failed_tries + 1 where phone = $1',
        [phone],
      );
    }
    await connection.query('commit');
    return result;
  } catch (error) {
    await connection.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    connection.release();
  }
}
