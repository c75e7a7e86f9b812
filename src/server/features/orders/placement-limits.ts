import type { OrderLimits } from '../../../shared/schemas/order-admin.ts';
import { HttpError } from '../../http/errors.ts';

// The shop's defences around placing an order, for the spec's single-product order and
// for checkout alike: orders a customer may place in a rolling minute, and the units they
// may hold in orders the shop has not confirmed yet (decision 019).

/** Orders one customer may place in a rolling minute (ORDER_LIMIT_PER_USER_PER_MINUTE). */
export interface OrderLimit {
  perMinute: number;
}

export interface Standing {
  placed: number;
  retryAfter: number | null;
  limits: OrderLimits;
  /** Units held in pending orders, by product id. */
  held: Record<string, number>;
}

/**
 * What the customer ($1) has done lately, as one json value. It must run in a statement
 * after the one that locked the customer's row: READ COMMITTED takes a fresh snapshot per
 * statement, so it then sees every order the customer placed before.
 * Both counts read the customer's own orders, found once by the customer index (`mine`,
 * materialised): asked for "this customer's pending orders" directly, the generic plan of
 * the named statement picked the status index whenever the statistics held few pending
 * orders, and then read every pending order of every customer for each new order (a rush
 * after a quiet spell; placement-standing.test.ts).
 */
export const STANDING = `(
  with mine as materialized (
    select id, status, created_at from orders where user_id = $1
  ), recent as (
    select count(*)::int as placed,
      ceil(extract(epoch from (min(created_at) + interval '1 minute' - clock_timestamp())))::int
        as "retryAfter"
    from mine where created_at > now() - interval '1 minute'
  ), held as (
    select l.product_id, sum(l.quantity)::int as units
      from mine o join order_lines l on l.order_id = o.id
     where o.status = 'pending' group by l.product_id
  )
  select json_build_object('placed', recent.placed, 'retryAfter', recent."retryAfter",
    'limits', order_hold_limits(),
    'held', coalesce((select json_object_agg(product_id, units) from held), '{}'))
  from recent
)`;

export function checkOrderRate(standing: Standing, limit: OrderLimit) {
  if (standing.placed < limit.perMinute) return;
  const wait = Math.max(1, standing.retryAfter ?? 60);
  throw new HttpError(
    429,
    `You have placed ${standing.placed} orders in the last minute, the most we take. Please try again in ${wait === 1 ? '1 second' : `${wait} seconds`}.`,
    undefined,
    { 'Retry-After': String(wait) },
  );
}

/**
 * 409 when the order would take the customer's units in unconfirmed orders past a limit.
 * `what` names the product in the message ("this product" for a single-product order).
 */
export function checkHolds(
  standing: Standing,
  lines: readonly { productId: string; quantity: number; what: string }[],
) {
  const { limits, held } = standing;
  for (const line of lines) {
    const already = held[line.productId] ?? 0;
    if (already + line.quantity > limits.perProduct) {
      const what = `${units(already)} of ${line.what}`;
      throw overLimit(what, line.quantity, `${limits.perProduct} per customer for one product`);
    }
  }
  const heldTotal = Object.values(held).reduce((sum, n) => sum + n, 0);
  const ordered = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (heldTotal + ordered > limits.total) {
    throw overLimit(units(heldTotal), ordered, `${limits.total} per customer in all`);
  }
}

const units = (n: number) => (n === 1 ? '1 unit' : `${n} units`);

function overLimit(held: string, quantity: number, limit: string): HttpError {
  return new HttpError(
    409,
    `You already have ${held} in orders the shop has not confirmed yet, and ${quantity} more would pass the limit of ${limit}. Please wait for the shop to confirm them, or cancel one, before ordering more.`,
  );
}
