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

/**
 * The Asia/Dhaka day an order was placed on, a date: grouped by as it is and written as
 * YYYY-MM-DD once per day (to_char on every order costs a year's report a scan's worth).
 */
export const DHAKA_DAY = `(o.created_at at time zone 'Asia/Dhaka')::date`;
