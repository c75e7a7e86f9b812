import { apportion } from '../../../shared/discount-shares.ts';
import { formatTk } from '../../../shared/money.ts';
import type { CouponRefusalReason } from '../../../shared/schemas/coupon.ts';
import type { coupons } from '../../db/schema-coupons.ts';
import { HttpError } from '../../http/errors.ts';

// The one owner of what a coupon gives a cart: whether it applies now, and its discount in
// whole Tk. The check route and checkout both ask here; only checkout counts the use.

export type CouponRow = typeof coupons.$inferSelect;

/** A cart line as the server prices it (today's price, the product's category). */
export interface CouponLine {
  productId: string;
  category: string;
  unitPrice: number;
  quantity: number;
}

export interface CouponCart {
  lines: readonly CouponLine[];
  /** The delivery charge for the chosen delivery; null while not known (no district). */
  deliveryCharge: number | null;
  /** Orders of this customer that carry the coupon (not cancelled); 0 for a visitor. */
  usesByCustomer: number;
  now: Date;
}

export interface CouponDiscount {
  couponId: string;
  code: string;
  discount: number;
  freeDelivery: boolean;
  /**
   * Each cart line's share of the discount, in the lines' order: the discount apportioned
   * over the lines it covers by their totals; all 0 for free delivery (it belongs to the
   * delivery charge).
   */
  lineShares: number[];
}

/** A code that gives this cart nothing: 404 for an unknown code, 409 for the other reasons. */
export class CouponRefused extends HttpError {
  constructor(
    readonly reason: CouponRefusalReason,
    message: string,
  ) {
    super(reason === 'unknown' ? 404 : 409, message, undefined, undefined, { reason });
  }
}

const inDhaka = (moment: Date) =>
  moment.toLocaleString('en-GB', {
    timeZone: 'Asia/Dhaka',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** Each line's total when the coupon covers it (all lines without a scope, else its categories or products), else 0. */
function coveredTotals(coupon: CouponRow, lines: readonly CouponLine[]): number[] {
  const scoped = coupon.categories.length > 0 || coupon.productIds.length > 0;
  return lines.map((line) =>
    !scoped ||
    coupon.categories.includes(line.category) ||
    coupon.productIds.includes(line.productId)
      ? line.unitPrice * line.quantity
      : 0,
  );
}

/**
 * The discount a live coupon gives this cart, or throws why it gives none. A percent is
 * rounded down to whole Tk and kept under its maximum; an amount is capped at what the
 * coupon covers (so the total never goes below the delivery charge, nor below 0); free
 * delivery takes off the delivery charge itself (0 while the charge is not known).
 */
export function priceCoupon(coupon: CouponRow | undefined, cart: CouponCart): CouponDiscount {
  if (!coupon || coupon.deletedAt) {
    throw new CouponRefused('unknown', 'There is no coupon with this code: check its spelling.');
  }
  if (!coupon.active) throw new CouponRefused('inactive', 'This coupon is switched off for now.');
  if (coupon.startsAt && cart.now < coupon.startsAt) {
    throw new CouponRefused('not-started', `This coupon starts on ${inDhaka(coupon.startsAt)}.`);
  }
  if (coupon.endsAt && cart.now >= coupon.endsAt) {
    throw new CouponRefused('ended', `This coupon ended on ${inDhaka(coupon.endsAt)}.`);
  }
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses) {
    throw new CouponRefused('used-up', 'This coupon has been used up: every use is taken.');
  }
  if (coupon.maxUsesPerCustomer !== null && cart.usesByCustomer >= coupon.maxUsesPerCustomer) {
    throw new CouponRefused(
      'used-by-you',
      coupon.maxUsesPerCustomer === 1
        ? 'You have used this coupon already: it is one use per customer.'
        : `You have used this coupon ${coupon.maxUsesPerCustomer} times, as many as it allows.`,
    );
  }
  const subtotal = cart.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  if (subtotal < coupon.minSubtotalTk) {
    throw new CouponRefused(
      'below-minimum',
      `This coupon needs a subtotal of ${formatTk(coupon.minSubtotalTk)}: add ${formatTk(coupon.minSubtotalTk - subtotal)} more.`,
    );
  }
  const coveredLines = coveredTotals(coupon, cart.lines);
  const covered = coveredLines.reduce((sum, total) => sum + total, 0);
  if (covered === 0) {
    throw new CouponRefused('not-covered', 'This coupon does not cover anything in your cart.');
  }
  const priced = { couponId: coupon.id, code: coupon.code };
  if (coupon.kind === 'free-delivery') {
    if (cart.deliveryCharge === 0) {
      throw new CouponRefused('not-covered', 'Delivery is free for this order already.');
    }
    const lineShares = cart.lines.map(() => 0);
    return { ...priced, discount: cart.deliveryCharge ?? 0, freeDelivery: true, lineShares };
  }
  const percent = Math.floor((covered * coupon.value) / 100);
  const discount =
    coupon.kind === 'amount'
      ? Math.min(coupon.value, covered)
      : coupon.maxDiscountTk === null
        ? percent
        : Math.min(percent, coupon.maxDiscountTk);
  return {
    ...priced,
    discount,
    freeDelivery: false,
    lineShares: apportion(discount, coveredLines),
  };
}
