import type pg from 'pg';
import {
  CouponRefused,
  priceCoupon,
  type CouponDiscount,
  type CouponLine,
  type CouponRow,
} from './coupon-terms.ts';

// A coupon's uses, inside the transaction of the order that takes or gives back one. The
// count `coupons.uses` always equals the coupon's rows in coupon_uses.

/** A coupon's columns under the declarations' names (the arrays as text for node-postgres). */
export const COUPON_COLUMNS = `c.id, c.code, c.kind, c.value, c.max_discount_tk as "maxDiscountTk",
  c.min_subtotal_tk as "minSubtotalTk", c.categories, c.product_ids::text[] as "productIds",
  c.starts_at as "startsAt", c.ends_at as "endsAt", c.max_uses as "maxUses",
  c.max_uses_per_customer as "maxUsesPerCustomer", c.active, c.uses,
  c.created_at as "createdAt", c.updated_at as "updatedAt", c.deleted_at as "deletedAt"`;

/** The customer's orders carrying the coupon (cancelled ones gave theirs back). */
export const USES_BY_CUSTOMER = `(select count(*)::int from coupon_uses u
    where u.coupon_id = c.id and u.user_id = $2) as "usesByCustomer"`;

/**
 * Locks the coupon's row until the order commits or rolls back: orders with one coupon
 * queue here, so each sees the uses the others took, and a limit of 50 is never passed
 * however many race for the last use. The customer's own lock (taken by checkout) keeps
 * their count of uses true.
 */
const LOCK_COUPON = `select ${COUPON_COLUMNS}, ${USES_BY_CUSTOMER}
  from coupons c where c.code = $1 and c.deleted_at is null for no key update of c`;

const COUNT_USE = `with counted as (
    update coupons set uses = uses + 1 where id = $1
  )
  insert into coupon_uses (coupon_id, order_id, user_id, discount_tk) values ($1, $2, $3, $4)`;

/**
 * Orders' uses given back: their rows go and each coupon's count goes down by as many, in
 * one statement (the effect of an order's cancel, whatever cancelled it).
 */
const GIVE_BACK = `with gone as (
    delete from coupon_uses where order_id = any($1::uuid[]) returning coupon_id
  ), per_coupon as (
    select coupon_id, count(*)::int as n from gone group by coupon_id
  )
  update coupons c set uses = c.uses - per_coupon.n
    from per_coupon where c.id = per_coupon.coupon_id`;

/**
 * In the order's transaction, with the lines priced from the locked products and the
 * delivery chosen: the coupon's discount, or the CouponRefused that rolls the order back.
 * The use is counted by countCouponUse once the order has its id.
 */
export async function redeemCoupon(
  client: pg.ClientBase,
  code: string,
  userId: string,
  lines: readonly CouponLine[],
  deliveryCharge: number | null,
): Promise<CouponDiscount> {
  const { rows } = await client.query<CouponRow & { usesByCustomer: number }>({
    name: 'lock_coupon',
    text: LOCK_COUPON,
    values: [code, userId],
  });
  const coupon = rows[0];
  const priced = priceCoupon(coupon, {
    lines,
    deliveryCharge,
    usesByCustomer: coupon?.usesByCustomer ?? 0,
    now: new Date(),
  });
  // A single-product order sent without a district has its charge to be confirmed: free
  // delivery would waive nothing known, and its use would be spent for nothing.
  if (priced.freeDelivery && deliveryCharge === null) {
    throw new CouponRefused(
      'not-covered',
      'Free delivery needs your district: choose it so the charge is known.',
    );
  }
  return priced;
}

/** Counts the use for the order just written (the coupon's row is locked by redeemCoupon). */
export async function countCouponUse(
  client: pg.ClientBase,
  coupon: CouponDiscount,
  orderId: string,
  userId: string,
): Promise<void> {
  await client.query({
    name: 'count_coupon_use',
    text: COUNT_USE,
    values: [coupon.couponId, orderId, userId, coupon.discount],
  });
}

/** Gives back the uses of these orders (cancelled, in the caller's transaction). */
export async function giveCouponUsesBack(
  client: pg.ClientBase,
  orderIds: readonly string[],
): Promise<void> {
  if (orderIds.length === 0) return;
  await client.query({ name: 'give_coupon_uses_back', text: GIVE_BACK, values: [orderIds] });
}
