import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { PhoneOrderResult } from '../../../shared/schemas/phone-order.ts';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../http/access.ts';
import { recordActivity } from '../activity/index.ts';
import { bodyHash, checkout, type CheckoutBody, type CheckoutPayments } from '../checkout/index.ts';
import type { PlacementRules } from '../orders/index.ts';
import { sendPayLink, type PayLinkSms } from './pay-links.ts';
import { buyerOf } from './phone-customers.ts';

export interface TakeOrderDeps {
  pool: pg.Pool;
  db: Db;
  rules: PlacementRules;
  payments: CheckoutPayments;
  sms: PayLinkSms;
  log: FastifyBaseLogger;
}

/**
 * Places an order for a customer by phone: checkout itself, with the customer as the buyer
 * (stock, holds, coupons, payment rules, limits and notices are checkout's, and so is the
 * idempotency key, kept per customer). The staff member is then written on the order and in
 * the activity log, once; an order that pays online gets its payment link by SMS.
 */
export async function takeOrder(
  deps: TakeOrderDeps,
  staff: AuthUser,
  body: CheckoutBody & { customerId: string },
  key: string,
): Promise<{ result: PhoneOrderResult; replayed: boolean }> {
  const { customerId, ...order } = body;
  const buyer = await buyerOf(deps.pool, customerId);
  const { result, replayed } = await checkout(
    deps.pool,
    buyer,
    order,
    { key, hash: bodyHash(body) },
    deps.rules,
    deps.payments,
  );
  // After checkout's commit: a replay (the same key, say after a lost answer) writes the
  // staff member only if the first request stopped before it did, and logs it once.
  await deps.db.transaction(async (tx) => {
    const taken = await tx.execute(
      sql`update orders set taken_by = ${staff.id} where id = ${result.orderId} and taken_by is null`,
    );
    if (!taken.rowCount) return;
    await recordActivity(tx, staff, {
      action: 'take-order',
      target: buyer.name,
      details: `Order ${result.orderNumber} by phone`,
    });
  });
  if (replayed) return { result: { order: result, payLink: null }, replayed };
  const payLink = await sendPayLink(deps.pool, deps.sms, deps.log, result.orderId);
  return { result: { order: result, payLink }, replayed };
}
