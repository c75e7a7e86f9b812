import type pg from 'pg';
import { HttpError } from '../../http/errors.ts';
import { readPaymentRules } from '../payments/index.ts';
import type { CheckoutBody } from './checkout.service.ts';

// Who must prove a phone before ordering (decision 084). An account with an email orders as it
// always has; a phone account whose phone no SMS code has proved yet (made at an online checkout
// while the owner had the code off) may only pay online, and only while that stays off. The rule
// is the shopper's own checkout's: an order staff take by phone is placed for the caller they
// spoke to, proved or not.

export const PROVE_PHONE_FOR_CASH =
  'Prove your phone with the SMS code before ordering cash on delivery: sign in with your phone number, then order again.';
export const PROVE_PHONE_FOR_ORDER =
  'Prove your phone with the SMS code before ordering: sign in with your phone number, then order again.';

/** Refuses (403) an order this account may not place before its phone is proved. */
export async function requireProvedPhone(
  pool: pg.Pool,
  userId: string,
  paymentMethod: CheckoutBody['paymentMethod'],
): Promise<void> {
  const { rows } = await pool.query<{ unproved: boolean }>(
    `select email is null and phone_verified_at is null as unproved from users where id = $1`,
    [userId],
  );
  if (!rows[0]?.unproved) return;
  if (paymentMethod === 'cod') throw new HttpError(403, PROVE_PHONE_FOR_CASH);
  const rules = await readPaymentRules(pool);
  if (rules.phoneCodeOnline) throw new HttpError(403, PROVE_PHONE_FOR_ORDER);
}
