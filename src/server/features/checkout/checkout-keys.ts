import { createHash } from 'node:crypto';
import type pg from 'pg';
import { IDEMPOTENCY_KEY_HOURS, type CheckoutResult } from '../../../shared/schemas/checkout.ts';
import { HttpError } from '../../http/errors.ts';

// Idempotency keys of checkout: unique per customer, each answering its first result for
// 24 hours. The key's row is written first in the checkout's transaction, so a second
// request with the same key waits on it; when the first commits, the second finds the
// stored answer; when the first fails (nothing was ordered), the second goes ahead. The
// header itself is checked with the request (checkoutHeadersSchema).

/** IDEMPOTENCY_KEY_HOURS as SQL: a key older than this is free again and swept away. */
export const KEY_LIFETIME = `interval '${IDEMPOTENCY_KEY_HOURS} hours'`;

export function bodyHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/**
 * Claims the key for this checkout, or answers what it answered before. An expired key
 * (older than 24 hours) is claimed afresh. 422 when the key was used with another body.
 * The same statement takes the customer's lock that placing the order needs (placeLines
 * is then told it is held): one round trip fewer in a transaction that holds row locks.
 */
export async function claimKey(
  client: pg.ClientBase,
  userId: string,
  key: string,
  hash: string,
): Promise<CheckoutResult | null> {
  const claimed = await client.query<{ claimed: boolean }>({
    name: 'claim_checkout_key',
    text: `with claimed as (
       insert into checkout_keys (user_id, key, body_hash) values ($1, $2, $3)
       on conflict (user_id, key) do update
         set body_hash = excluded.body_hash, answer = null, created_at = now()
         where checkout_keys.created_at < now() - ${KEY_LIFETIME}
       returning 1
     )
     select exists (select 1 from claimed) as claimed
       from users where id = $1 for no key update of users`,
    values: [userId, key, hash],
  });
  if (claimed.rows[0]?.claimed) return null;
  const { rows } = await client.query<{ body_hash: string; answer: CheckoutResult }>(
    'select body_hash, answer from checkout_keys where user_id = $1 and key = $2',
    [userId, key],
  );
  const stored = rows[0];
  if (!stored?.answer) throw new Error('A committed checkout key has no answer');
  if (stored.body_hash !== hash) {
    throw new HttpError(
      422,
      'Idempotency-Key: this key was already used for a different checkout; send a new key for a new order',
    );
  }
  return stored.answer;
}

/** Stores the key's answer and takes the ordered products out of the cart, in one statement. */
export async function finishCheckout(
  client: pg.ClientBase,
  userId: string,
  key: string,
  answer: CheckoutResult,
  ordered: readonly { productId: string }[],
) {
  await client.query({
    name: 'finish_checkout',
    text: `with stored as (
             update checkout_keys set answer = $3 where user_id = $1 and key = $2
           )
           delete from cart_items where user_id = $1 and product_id = any($4::uuid[])`,
    values: [userId, key, JSON.stringify(answer), ordered.map((line) => line.productId)],
  });
}
