// What a discounted order's lines were paid (docs/product.md#offers-coupons): the one owner
// of how a coupon's discount is split over the lines it covers, and of what a refund of some
// units gives back. Checkout records each line's share; refunds read them.

/**
 * Splits a whole-Tk amount over weights in proportion to them, rounding by the largest
 * remainder: each part is its exact share rounded down, and the Taka left over go one each
 * to the parts that lost most by rounding (the first of equal ones), so the parts always
 * add up to the amount exactly. A weight of 0 gets nothing; all weights 0 give all zeros.
 */
export function apportion(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) return weights.map(() => 0);
  const parts = weights.map((weight) => Math.floor((amount * weight) / total));
  const remainders = weights.map((weight, index) => ({
    index,
    lost: (amount * weight) % total,
  }));
  let left = amount - parts.reduce((sum, part) => sum + part, 0);
  remainders.sort((a, b) => b.lost - a.lost || a.index - b.index);
  for (const { index } of remainders) {
    if (left === 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/** An order line as a refund sees it: its total, its share of the discount, its units. */
export interface PaidLine {
  lineTotal: number;
  /** Its share of the coupon's discount (0 for a line the coupon did not cover). */
  discount: number;
  quantity: number;
  /** Units given back already. */
  refundedQuantity: number;
}

/**
 * What was paid for the next `units` units of a line, after the ones refunded already. The
 * line's paid amount (total less its share) is spread over its units cumulatively, rounded
 * down, the last unit taking what rounding left: refunding a line's units one by one, or
 * all at once, gives back exactly what was paid for the line.
 */
export function paidForUnits(line: PaidLine, units: number): number {
  const paid = line.lineTotal - line.discount;
  const upTo = (count: number) =>
    count >= line.quantity ? paid : Math.floor((paid * count) / line.quantity);
  return upTo(line.refundedQuantity + units) - upTo(line.refundedQuantity);
}
