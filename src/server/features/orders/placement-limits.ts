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
 * - `mine`: the customer's orders, found once by the customer index (materialised: asked
 *   for "this customer's pending orders" directly, the generic plan of the named statement
 *   picked the status index whenever the statistics held few pending orders, and then read
 *   every pending order of every customer for each new order; placement-standing.test.ts);
 * - `placed`: those of the last minute;
 * - `heldTotal`: their units in unconfirmed orders, the orders' own count of units;
 * - `held`: their units of each of $2 in unconfirmed orders. An order of one line carries
 *   its product and units on its own row; only orders of several lines are looked up in
 *   `order_lines`, each by its own key (`offset 0` keeps the planner from going the other
 *   way, through every line of a popular product). Counted only when needed: no product's
 *   units held can exceed all units held, so while those plus the order's $3 stay within
 *   the tightest limit of the order's products (its own, or the shop's per product), no
 *   product can pass its limit and `held` is left empty, unread (a subquery in a CASE
 *   branch runs only when that branch is taken). The usual customer, with an order or
 *   two awaiting confirmation, is never looked up in `order_lines`.
 */
export const STANDING = `(
  with mine as materialized (
    select id, status, created_at, product_id, quantity, line_count from orders where user_id = $1
  ), recent as (
    select count(*)::int as placed,
      ceil(extract(epoch from (min(created_at) + interval '1 minute' - clock_timestamp())))::int
        as "retryAfter"
    from mine where created_at > now() - interval '1 minute'
  ), limits as materialized (
    select order_hold_limits() as value
  ), held_total as materialized (
    select coalesce(sum(quantity), 0)::int as units from mine where status = 'pending'
  ), tightest as (
    select min(coalesce(p.hold_limit, (limits.value->>'perProduct')::int)) as units
      from products p, limits where p.id = any($2::uuid[])
  ), held as (
    select product_id, sum(quantity)::int as units from (
      select product_id, quantity from mine where status = 'pending' and line_count = 1
      union all
      select l.product_id, l.quantity from mine o cross join lateral (
        select product_id, quantity from order_lines where order_id = o.id offset 0
      ) l where o.status = 'pending' and o.line_count > 1
    ) line where product_id = any($2::uuid[]) group by product_id
  )
  select json_build_object('placed', recent.placed, 'retryAfter', recent."retryAfter",
    'limits', limits.value,
    'heldTotal', held_total.units,
    'held', case when held_total.units + $3::int <= (select units from tightest) then '{}'::json
      else coalesce((select json_object_agg(product_id, units) from held), '{}') end)
  from recent, limits, held_total
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
