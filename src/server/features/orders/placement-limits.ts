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
  /**
   * Units held in pending orders, of the order's products, by product id: counted only
   * when one of those products could reach its limit; empty when none can (STANDING).
   */
  held: Record<string, number>;
  /** Units held in pending orders, of every product. */
  heldTotal: number;
}

/**
 * What the customer ($1) has done lately, as one json value, for an order of the products
 * $2 (uuid[]) and $3 units in all. It must run in a statement after the one that locked the customer's row:
 * READ COMMITTED takes a fresh snapshot per statement, so it then sees every order the
 * customer placed before. Its cost follows the customer's own orders, never the shop's:
 * - `mine`: one pass over the customer's orders that either count can include, those of
 *   the last minute and those still unconfirmed, counting the first (`placed`, and when
 *   the oldest of them leaves the minute) and the units of the second (`heldTotal`, the
 *   orders' own count of units). The two customer indexes find them (the customer's orders
 *   by time, and their pending ones), so a returning customer's history of delivered and
 *   cancelled orders is not read on every new order;
 * - `held`: their units of each of $2 in unconfirmed orders (customer_units_held). Counted
 *   only when needed: no product's units held can exceed all units held, so while those
 *   plus the order's $3 stay within the tightest limit of the order's products (its own,
 *   or the shop's per product), no product can pass its limit and `held` is left empty,
 *   unread (the function is called in a CASE branch, which runs only when taken). The
 *   usual customer, with an order or two awaiting confirmation, never reads their orders
 *   a second time.
 */
export const STANDING = `(
  with mine as (
    select count(*) filter (where created_at > now() - interval '1 minute')::int as placed,
      min(created_at) filter (where created_at > now() - interval '1 minute') as first_placed,
      coalesce(sum(quantity) filter (where status = 'pending'), 0)::int as held_total
    from orders where user_id = $1
      and (created_at > now() - interval '1 minute' or status = 'pending')
  ), limits as materialized (
    select order_hold_limits() as value
  ), tightest as (
    select min(coalesce(p.hold_limit, (limits.value->>'perProduct')::int)) as units
      from products p, limits where p.id = any($2::uuid[])
  )
  select json_build_object('placed', mine.placed,
    'retryAfter',
      ceil(extract(epoch from (mine.first_placed + interval '1 minute' - clock_timestamp())))::int,
    'limits', limits.value,
    'heldTotal', mine.held_total,
    'held', case when mine.held_total + $3::int <= (select units from tightest) then '{}'::json
      else customer_units_held($1, $2::uuid[]) end)
  from mine, limits
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

/** An order's line as the hold limits see it: the product, its name and its own limit. */
export interface HoldLine {
  productId: string;
  quantity: number;
  name: string;
  /** The owner's limit for this product, in place of the shop's; null: the shop's. */
  holdLimit: number | null;
}

/**
 * 409 when the order would take the customer's units in unconfirmed orders past a limit:
 * each product's units are counted across all the order's lines, against the product's own
 * limit or else the shop's per product; then every unit against the limit in all. The
 * answer names each product over its limit and the limit (decision 039).
 */
export function checkHolds(standing: Standing, lines: readonly HoldLine[]) {
  const { limits, held, heldTotal } = standing;
  const over: { productId: string; limit: number; words: string }[] = [];
  for (const line of unitsByProduct(lines)) {
    const limit = line.holdLimit ?? limits.perProduct;
    const already = held[line.productId] ?? 0;
    if (already + line.quantity > limit) {
      const words = `${line.name}: at most ${limit} per customer${heldWords(already)}, and this order asks for ${line.quantity}.`;
      over.push({ productId: line.productId, limit, words });
    }
  }
  if (over.length) {
    const lines = over.map(({ productId, limit }) => ({ productId, limit }));
    throw holdRefusal(over.map((line) => line.words).join(' '), lines);
  }
  const ordered = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (heldTotal + ordered > limits.total) {
    const words = `At most ${limits.total} units in all per customer${heldWords(heldTotal)}, and this order asks for ${ordered}.`;
    throw holdRefusal(words, []);
  }
}

/** The order's units of each product, however many lines name it. */
function unitsByProduct(lines: readonly HoldLine[]): HoldLine[] {
  const byProduct = new Map<string, HoldLine>();
  for (const line of lines) {
    const seen = byProduct.get(line.productId);
    byProduct.set(line.productId, { ...line, quantity: (seen?.quantity ?? 0) + line.quantity });
  }
  return [...byProduct.values()];
}

const heldWords = (n: number) =>
  ` until the shop confirms the orders${n ? `; you already have ${n} in orders awaiting confirmation` : ''}`;

function holdRefusal(words: string, lines: { productId: string; limit: number }[]): HttpError {
  return new HttpError(
    409,
    `${words} Nothing was ordered: lower the quantity, or wait for the shop to confirm your orders (or cancel one) before ordering more.`,
    undefined,
    undefined,
    { lines },
  );
}
