import type pg from 'pg';
import type { CheckoutResult } from '../../../shared/schemas/checkout.ts';
import { HttpError } from '../../http/errors.ts';
import type { OnlineMethod } from './gateway.ts';
import type { Gateways } from './gateways.ts';
import { insertPayment, latestPayment } from './payment-records.ts';
import { cashRefusal, readPaymentRules } from './payment-rules.ts';
import { openGatewayPage } from './payment-start.ts';

// The payment side of checking out with bKash or SSLCommerz.

/**
 * In the checkout's transaction: the order keeps the stock it took for `holdMinutes`,
 * and its first payment attempt is written, so a crash before the gateway answers
 * leaves a record the sweeper finds.
 */
export async function holdForPayment(
  client: pg.ClientBase,
  order: { id: string; number: number; totalTk: number; paymentMethod: string },
  holdMinutes: number,
) {
  await client.query(
    `update orders set payment_due_by = now() + make_interval(mins => $2::int) where id = $1`,
    [order.id, holdMinutes],
  );
  await insertPayment(client, order, order.paymentMethod as OnlineMethod);
}

/**
 * After the commit: the gateway page of the order's newest attempt, opened now or, for a
 * replayed checkout, the one opened the first time.
 */
export async function payOnline(
  pool: pg.Pool,
  gateways: Gateways,
  orderId: string,
): Promise<CheckoutResult['payment']> {
  const payment = await latestPayment(pool, orderId);
  if (!payment) throw new Error(`Online order ${orderId} has no payment`);
  return openGatewayPage(pool, gateways, payment.id);
}

/**
 * In the checkout's transaction, after the order is priced: refuses cash on delivery
 * where the shop's rules say so (400, and the whole order is rolled back).
 */
export async function checkCashAllowed(
  client: pg.ClientBase,
  order: { district: string | null; totalTk: number },
) {
  const refusal = cashRefusal(await readPaymentRules(client), order);
  if (refusal) {
    throw new HttpError(400, refusal, { paymentMethod: refusal.replace(/^paymentMethod: /, '') });
  }
}
