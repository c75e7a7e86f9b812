import type pg from 'pg';
import { HttpError } from '../../http/errors.ts';
import type { OrderRow } from '../../db/schema.ts';
import { advanceMethodOf, deliveryAdvance } from './delivery-advance.ts';
import type { OnlineMethod } from './gateway.ts';
import { offeredMethods, type Gateways } from './gateways.ts';
import { insertPayment, latestPayment } from './payment-records.ts';
import type { PaymentRules } from '../../../shared/schemas/payment.ts';
import { cashRefusal } from './payment-rules.ts';
import { openGatewayPage, requireGateway, type StartedPayment } from './payment-start.ts';

// The payment side of placing an order: online with bKash or SSLCommerz, or in cash, with
// the delivery charge paid online first where the shop's rule asks for it.

/** The online gateways configured, and how long an unpaid online order holds its stock. */
export interface OrderPayments {
  gateways: Gateways;
  holdMinutes: number;
}

/**
 * The one decision of what an order may be paid with, in the transaction that placed it:
 * checkout and the single-product order (POST /api/order) both end here, so no way of
 * ordering skips the shop's payment rules (decision 039). An online method must be one the
 * shop offers, and its attempt is written; cash must be allowed for the order's total, and
 * where the delivery charge is asked in advance, `advanceMethod` pays it. A refusal is a
 * 400 and the order rolls back. `rules` are the payment rules read in the same
 * transaction (placeLines reads them with the products it locks). Answers the advance
 * asked of a cash order, if any.
 */
export async function settleOrderPayment(
  client: pg.ClientBase,
  payments: OrderPayments,
  order: OrderRow,
  advanceMethod: OnlineMethod | undefined,
  rules: PaymentRules,
): Promise<{ amount: number; method: OnlineMethod } | undefined> {
  const { gateways, holdMinutes } = payments;
  if (order.paymentMethod === 'cod') {
    return settleCashOrder(client, gateways, order, advanceMethod, holdMinutes, rules);
  }
  requireGateway(gateways, order.paymentMethod);
  await holdForPayment(client, order, order.totalTk, order.paymentMethod, holdMinutes);
  return undefined;
}

/**
 * In the checkout's transaction: the order keeps the stock it took for `holdMinutes`,
 * and its first attempt to pay `amountTk` online is written, so a crash before the
 * gateway answers leaves a record the sweeper finds.
 */
export async function holdForPayment(
  client: pg.ClientBase,
  order: { id: string; number: number },
  amountTk: number,
  method: OnlineMethod,
  holdMinutes: number,
) {
  await client.query(
    `update orders set payment_due_by = now() + make_interval(mins => $2::int) where id = $1`,
    [order.id, holdMinutes],
  );
  await insertPayment(client, { ...order, totalTk: amountTk }, method);
}

/**
 * After the commit: the gateway page of the order's newest attempt, opened now or, for a
 * replayed checkout, the one opened the first time.
 */
export async function payOnline(
  pool: pg.Pool,
  gateways: Gateways,
  orderId: string,
): Promise<StartedPayment> {
  const payment = await latestPayment(pool, orderId);
  if (!payment) throw new Error(`Online order ${orderId} has no payment`);
  return openGatewayPage(pool, gateways, payment.id);
}

/**
 * In the checkout's transaction, after a cash order is priced: refuses cash where the
 * shop's rules say so, and where they ask for the delivery charge in advance, records it
 * on the order and holds the stock for its payment as for an online order. A refusal, or
 * an advance without a method the shop offers, is a 400 and the whole order rolls back.
 * Answers the advance asked, or undefined for an order paid wholly in cash.
 */
async function settleCashOrder(
  client: pg.ClientBase,
  gateways: Gateways,
  order: OrderRow,
  advanceMethod: OnlineMethod | undefined,
  holdMinutes: number,
  rules: PaymentRules,
): Promise<{ amount: number; method: OnlineMethod } | undefined> {
  if (order.deliveryChargeTk === null) {
    // Without its charge the total is short and the advance unknown: the rules below would
    // pass what they should judge. Every way of ordering prices its delivery (placeLines
    // takes a district, decision 073), so this is a bug in a way of ordering, never input.
    throw new Error(`Cash order ${order.id} came to its payment rules without a delivery charge`);
  }
  const refusal = cashRefusal(rules, order);
  if (refusal) {
    throw new HttpError(400, refusal, { paymentMethod: refusal.replace(/^paymentMethod: /, '') });
  }
  const amount = deliveryAdvance(rules, offeredMethods(gateways), {
    district: order.district,
    deliveryMethod: order.deliveryMethod,
    deliveryCharge: order.deliveryChargeTk,
  });
  if (amount === null) return undefined;
  const method = advanceMethodOf(gateways, advanceMethod, amount);
  await client.query('update orders set advance_tk = $2 where id = $1', [order.id, amount]);
  await holdForPayment(client, order, amount, method, holdMinutes);
  return { amount, method };
}
