// The one definition of a sale and of revenue (docs/product.md#reports), as SQL over `orders o`
// and `order_lines l`. Every figure of the reports reads these, so the owner's numbers agree
// with each other.

/** An order counts as a sale unless it was cancelled or came back (returned). */
export const IS_SALE = `o.status not in ('cancelled', 'returned')`;

/** Units of a line the customer kept: those a refund gave back are not sold. */
export const KEPT_UNITS = `(l.quantity - l.refunded_quantity)`;

/**
 * What a line brought in: its total less its share of the coupon's discount, less what a
 * refund of some of its units gave back (the same rounding as paidForUnits in
 * src/shared/discount-shares.ts, so a refunded line leaves exactly what was kept).
 * Delivery charges are not revenue: they are the courier's.
 */
export const LINE_REVENUE = `((l.line_total_tk::bigint - l.discount_tk) - case
    when l.refunded_quantity >= l.quantity then l.line_total_tk::bigint - l.discount_tk
    else ((l.line_total_tk::bigint - l.discount_tk) * l.refunded_quantity) / l.quantity end)`;

/** What the kept units of a line cost the shop when sold; null when the cost was not known. */
export const LINE_COST = `(l.cost_price_tk::bigint * ${KEPT_UNITS})`;

/** Placed on one of the Asia/Dhaka days $from..$to (dates, both counted). */
export const placedBetween = (from: string, to: string) =>
  `o.created_at >= (${from}::date)::timestamp at time zone 'Asia/Dhaka'
     and o.created_at < (${to}::date + 1)::timestamp at time zone 'Asia/Dhaka'`;

/** The Asia/Dhaka day an order was placed on, as YYYY-MM-DD. */
export const DHAKA_DAY = `to_char(o.created_at at time zone 'Asia/Dhaka', 'YYYY-MM-DD')`;

/**
 * The orders placed $1..$2 with what their lines add up to (units, revenue, known cost and
 * the revenue of lines without a cost), as `so`.
 */
export const ORDERS_WITH_LINES = `so as (
    select o.id, o.status, o.payment_method, o.district, o.discount_tk, o.delivery_charge_tk,
      o.coupon_code, ${DHAKA_DAY} as day, ${IS_SALE} as sale,
      t.units, t.revenue, t.cost, t.revenue_without_cost
    from orders o
    cross join lateral (
      select coalesce(sum(${KEPT_UNITS}), 0)::bigint as units,
        coalesce(sum(${LINE_REVENUE}), 0)::bigint as revenue,
        sum(${LINE_COST})::bigint as cost,
        coalesce(sum(${LINE_REVENUE}) filter (where l.cost_price_tk is null), 0)::bigint
          as revenue_without_cost
      from order_lines l where l.order_id = o.id
    ) t
    where ${placedBetween('$1', '$2')}
  )`;
