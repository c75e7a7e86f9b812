import { createHash } from 'node:crypto';
import pg from 'pg';
import { IDEMPOTENCY_KEY_HOURS, type CheckoutResult } from '../../../shared/schemas/checkout.ts';
import type { checkoutKeys } from '../../db/schema-checkout.ts';
import type { RowOf } from '../../db/rows.ts';
import { HttpError } from '../../http/errors.ts';
import { keptAddressQuery } from '../addresses/index.ts';

// Idempotency keys of checkout: unique per customer, each answering its first result for
// 24 hours. Checkouts of one customer queue on the customer's row, locked by the first
// statement of the transaction; the key is then read, in a statement of its own so that
// it sees every checkout committed before the lock was granted. A key found answers its
// stored result; otherwise the checkout goes ahead and writes the key with its answer as
// it finishes. When a checkout fails (nothing was ordered), no key is written and the
// same key goes ahead next time. The header itself is checked with the request
// (checkoutHeadersSchema).

/** IDEMPOTENCY_KEY_HOURS as SQL: a key older than this is free again and swept away. */
const { escapeLiteral } = pg;

export const KEY_LIFETIME = `interval '${IDEMPOTENCY_KEY_HOURS} hours'`;

export function bodyHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/**
 * The checkout's key, read in the round trip of its transaction's start (placeOrder's
 * `readAfterLock`): a statement of its own after the customer's lock, so it sees every
 * checkout of this customer committed before the lock was granted. The key is a literal:
 * the header's value, quoted.
 */
export function keyRead(userId: string, key: string): string {
  return `select body_hash, answer from checkout_keys
    where user_id = ${escapeLiteral(userId)}::uuid and key = ${escapeLiteral(key)}
      and created_at >= now() - ${KEY_LIFETIME}`;
}

type StoredKey = RowOf<typeof checkoutKeys, 'body_hash'> & { answer: CheckoutResult | null };

/**
 * What the key answered before, from the row keyRead read (none: the key is new,
 * or older than 24 hours and free again). 422 when the key was used with another body.
 */
export function storedAnswer(started: readonly unknown[], hash: string): CheckoutResult | null {
  const stored = started[0] as StoredKey | undefined;
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

const STORE_KEY = `stored as (
    insert into checkout_keys (user_id, key, body_hash, answer) values ($1, $2, $3, $4)
    on conflict (user_id, key) do update
      set body_hash = excluded.body_hash, answer = excluded.answer, created_at = now()
  )`;
const OUT_OF_CART = 'delete from cart_items where user_id = $1 and product_id = any($5::uuid[])';
const FINISH = `with ${STORE_KEY} ${OUT_OF_CART}`;
const FINISH_KEEPING_ADDRESS = `with ${STORE_KEY}, ${keptAddressQuery({
  userId: '$1',
  name: '$6',
  phone: '$7',
  district: '$8',
  area: '$9',
  line: '$10',
})} ${OUT_OF_CART}`;

/**
 * Writes the key with its answer (over an expired one), takes the ordered products out of
 * the cart and, when asked, keeps the address in the customer's book: one statement.
 */
export async function finishCheckout(
  client: pg.ClientBase,
  userId: string,
  key: { key: string; hash: string },
  answer: CheckoutResult,
  ordered: readonly { productId: string }[],
  address: KeptAddress | null,
) {
  const values = [
    userId,
    key.key,
    key.hash,
    JSON.stringify(answer),
    ordered.map((line) => line.productId),
  ];
  await client.query(
    address
      ? {
          name: 'finish_checkout_keeping_address',
          text: FINISH_KEEPING_ADDRESS,
          values: [
            ...values,
            address.name,
            address.phone,
            address.district,
            address.area,
            address.line,
          ],
        }
      : { name: 'finish_checkout', text: FINISH, values },
  );
}

/** The address an order went to, for the customer's book. */
export interface KeptAddress {
  name: string;
  phone: string;
  /** The canonical district name. */
  district: string;
  area: string;
  line: string;
}
