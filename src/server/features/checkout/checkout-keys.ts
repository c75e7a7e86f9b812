import { createHash } from 'node:crypto';
import type pg from 'pg';
import { IDEMPOTENCY_KEY_HOURS, type CheckoutResult } from '../../../shared/schemas/checkout.ts';
import type { checkoutKeys } from '../../db/schema-checkout.ts';
import type { RowOf } from '../../db/rows.ts';
import { HttpError } from '../../http/errors.ts';

// Idempotency keys of checkout: unique per customer, each answering its first result for
// 24 hours. Checkouts of one customer queue on the customer's row, locked by the first
// statement of the transaction; the key is then read, in a statement of its own so that
// it sees every checkout committed before the lock was granted. A key found answers its
// stored result; otherwise the checkout goes ahead and writes the key with its answer as
// it finishes. When a checkout fails (nothing was ordered), no key is written and the
// same key goes ahead next time. The header itself is checked with the request
// (checkoutHeadersSchema).

/** IDEMPOTENCY_KEY_HOURS as SQL: a key older than this is free again and swept away. */
export const KEY_LIFETIME = `interval '${IDEMPOTENCY_KEY_HOURS} hours'`;

export function bodyHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/**
 * What the key answered before, or null when it is new (or older than 24 hours, when it is
 * free again). 422 when the key was used with another body. The caller holds the
 * customer's lock, taken by an earlier statement of its transaction.
 */
export async function storedAnswer(
  client: pg.ClientBase,
  userId: string,
  key: string,
  hash: string,
): Promise<CheckoutResult | null> {
  const { rows } = await client.query<
    RowOf<typeof checkoutKeys, 'body_hash'> & { answer: CheckoutResult | null }
  >({
    name: 'stored_checkout_answer',
    text: `select body_hash, answer from checkout_keys
            where user_id = $1 and key = $2 and created_at >= now() - ${KEY_LIFETIME}`,
    values: [userId, key],
  });
  const stored = rows[0];
  if (!stored) return null;
  if (!stored.answer) throw new Error('A committed checkout key has no answer');
  if (stored.body_hash !== hash) {
    throw new HttpError(
      422,
      'Idempotency-Key: this key was already used for a different checkout; send a new key for a new order',
    );
  }
  return stored.answer;
}

/**
 * Writes the key with its answer (over an expired one) and takes the ordered products out
 * of the cart, in one statement.
 */
export async function finishCheckout(
  client: pg.ClientBase,
  userId: string,
  key: { key: string; hash: string },
  answer: CheckoutResult,
  ordered: readonly { productId: string }[],
) {
  await client.query({
    name: 'finish_checkout',
    text: `with stored as (
             insert into checkout_keys (user_id, key, body_hash, answer) values ($1, $2, $3, $4)
             on conflict (user_id, key) do update
               set body_hash = excluded.body_hash, answer = excluded.answer, created_at = now()
           )
           delete from cart_items where user_id = $1 and product_id = any($5::uuid[])`,
    values: [
      userId,
      key.key,
      key.hash,
      JSON.stringify(answer),
      ordered.map((line) => line.productId),
    ],
  });
}
