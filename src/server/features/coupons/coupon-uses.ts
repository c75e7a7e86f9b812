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
 * The coupon as the order prices it. Not locked: the use is taken at the end of the order's
 * transaction by COUNT_USE, which holds the row only from there to the commit. The
 * customer's own lock (taken by checkout) keeps their count of uses true.
 */
const READ_COUPON = `select ${COUPON_COLUMNS}, ${USES_BY_CUSTOMER},
    c.updated_at::text as version
  from coupons c where c.code = $1 and c.deleted_at is null`;

/**
 * A coupon as READ_COUPON gives it: its columns, and what the statement computes: the
 * customer's uses and the version (`updated_at` as text).
 */
type CouponForOrder = CouponRow & { usesByCustomer: number; version: string };

/**
 * Takes one use, only while the coupon is as the order priced it: the same version (no
 * edit since), still live, within its times and a use left. Orders racing for the last use
 * queue on the row here; PostgreSQL checks the conditions again on the row the one before
 * committed, so a limit of 50 is never passed however many race. No row: the order rolls
 * back with the reason the coupon gives now.
 */
const COUNT_USE = `with counted as (
    update coupons set uses = uses + 1
     where id = $1 and updated_at = $5::timestamptz and active and deleted_at is null
       and (max_uses is null or uses < max_uses)
       and (starts_at is null or starts_at <= now()) and (ends_at is null or ends_at > now())
    returning id
  )
  insert into coupon_uses (coupon_id, order_id, user_id, discount_tk)
  select id, $2, $3, $4 from counted
  returning order_id`;

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
 * A coupon as an order priced it: its discount, and the version it was priced on (its
 * `updated_at` as text, microseconds kept: a Date would drop them and never match).
 */
export type RedeemedCoupon = CouponDiscount & { pricedOn: string };

/**
 * In the order's transaction, with the lines priced from the locked products and the
 * delivery chosen: the coupon's discount, or the CouponRefused that rolls the order back.
 * The use is taken by countCouponUse once the order has its id.
 */
export async function redeemCoupon(
  client: pg.ClientBase,
  code: string,
  userId: string,
  lines: readonly CouponLine[],
  /** Known for every order: each has a district (decision 073). */
  deliveryCharge: number,
): Promise<RedeemedCoupon> {
  const { rows } = await client.query<CouponForOrder>({
    name: 'read_coupon_for_order',
    text: READ_COUPON,
    values: [code, userId],
  });
  const coupon = rows[0];
  const priced = priceCoupon(coupon, {
    lines,
    deliveryCharge,
    usesByCustomer: coupon?.usesByCustomer ?? 0,
    now: new Date(),
  });
  return { ...priced, pricedOn: (coupon as CouponForOrder).version };
}

/**
 * Takes the use for the order just written, at the end of its transaction. When the coupon
 * changed since it was priced (its last use taken, switched off, ended, edited), it is
 * priced again as it is now: its refusal rolls the order back. When it still gives this
 * order the same discount (a use given back meanwhile, an edit of other terms), the use is
 * taken on that version; a different discount is refused (`inactive`), the customer
 * checking the coupon again.
 */
export async function countCouponUse(
  client: pg.ClientBase,
  coupon: RedeemedCoupon,
  orderId: string,
  userId: string,
  lines: readonly CouponLine[],
  deliveryCharge: number,
): Promise<void> {
  let version = coupon.pricedOn;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const { rowCount } = await client.query({
      name: 'count_coupon_use',
      text: COUNT_USE,
      values: [coupon.couponId, orderId, userId, coupon.discount, version],
    });
    if (rowCount === 1) return;
    const now = await redeemCoupon(client, coupon.code, userId, lines, deliveryCharge);
    if (now.couponId !== coupon.couponId || now.discount !== coupon.discount) break;
    version = now.pricedOn;
  }
  throw new CouponRefused(
    'inactive',
    'This coupon was changed by the shop as you ordered: check it again.',
  );
}

/** Gives back the uses of these orders (cancelled, in the caller's transaction). */
export async function giveCouponUsesBack(
  client: pg.ClientBase,
  orderIds: readonly string[],
): Promise<void> {
  if (orderIds.length === 0) return;
  await client.query({ name: 'give_coupon_uses_back', text: GIVE_BACK, values: [orderIds] });
}
