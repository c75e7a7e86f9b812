import type pg from 'pg';
import { inTransaction } from '../../db/transaction.ts';
import type { AuthUser } from '../../http/access.ts';
import { settleOrderPayment, type OnlineMethod, type OrderPayments } from '../payments/index.ts';
import type { CouponDiscount } from '../coupons/index.ts';
import type { OrderRow } from './order-mapper.ts';
import {
  asCharged,
  placeLines,
  startWithCustomerLocked,
  type Placement,
  type PlacementRules,
} from './order-placement.ts';
import type { NewLine } from './order-records.ts';

// The one transaction that places an order, from `begin` to `commit`. Every way of ordering
// (checkout, the spec's single-product order) comes here with what it adds, so none of them
// can place lines without the customer's lock, skip the payment rules, or take a coupon's
// use anywhere but last.

/** What an order to place asks for: its lines and delivery, and how a cash order pays any advance. */
export interface OrderToPlace extends Placement {
  /** A cash order whose delivery charge is asked in advance pays it with this method. */
  advanceMethod?: OnlineMethod;
}

/** The order as written in this transaction, for the way of ordering to finish and answer. */
export interface PlacedOrder {
  order: OrderRow;
  lines: NewLine[];
  coupon: CouponDiscount | null;
  /** The delivery charge a cash order pays online first, if the shop's rules ask it. */
  advance: { amount: number; method: OnlineMethod } | undefined;
}

/** What one way of ordering brings to placeOrder. */
export interface WayOfOrdering<T> {
  /**
   * A read without parameters sent in the round trip of `begin` and the customer's lock, so
   * it sees every order of this customer committed before the lock was granted (checkout's
   * idempotency key); its rows are given to `toPlace`.
   */
  readAfterLock?: string;
  /** The order to place, or an answer that places nothing (a checkout key answered before). */
  toPlace(
    client: pg.ClientBase,
    readRows: readonly unknown[],
  ): Promise<OrderToPlace | { answered: T }>;
  /**
   * This way's own writes and its answer, once the order, its stock and its payment are
   * written; a refusal here rolls the whole order back.
   */
  finish(client: pg.ClientBase, placed: PlacedOrder): Promise<T>;
}

/**
 * Places one order, all or nothing: `begin` with the customer's lock (one customer's orders
 * queue), the lines, stock, delivery and coupon's price (placeLines), the payment rules
 * (settleOrderPayment), the way's own writes, then the coupon's use, then `commit`.
 */
export async function placeOrder<T>(
  pool: pg.Pool,
  customer: AuthUser,
  rules: PlacementRules,
  payments: OrderPayments,
  way: WayOfOrdering<T>,
): Promise<T> {
  const start = startWithCustomerLocked(customer.id);
  return inTransaction(
    pool,
    async (client, readRows) => {
      const asked = await way.toPlace(client, readRows);
      if ('answered' in asked) return asked.answered;
      const { order, lines, paymentRules, coupon, takeCouponUse } = await placeLines(
        client,
        customer,
        asked,
        rules,
      );
      const advance = await settleOrderPayment(
        client,
        payments,
        asCharged(order, coupon),
        asked.advanceMethod,
        paymentRules,
      );
      const answer = await way.finish(client, { order, lines, coupon, advance });
      // The transaction's last statement: the coupon's row is held from here to the commit
      // and every order with the same code queues on it. Taken last, a rush on one code went
      // from 0.62 to 0.76 of the checkouts without one (docs/performance.md, decision 066).
      await takeCouponUse();
      return answer;
    },
    way.readAfterLock ? `${start}; ${way.readAfterLock}` : start,
  );
}
