import type pg from 'pg';
import type { RowOf } from '../../db/rows.ts';
import type { payments } from '../../db/schema-payments.ts';
import { shopTransition, type Actor } from '../order-life/index.ts';
import { gatewayName, type GatewayIds } from './gateway.ts';
import { closePayment, writeEvent } from './payment-records.ts';

// The two money steps of an order, each in exactly one function, each run inside the
// caller's transaction: the payment's own record here, the order's through the order life's
// transition (its payment status, timeline and the customer's payment notice).

const SHOP: Actor = { role: 'system', id: null, name: 'Payments' };

export type PaidResult = 'paid' | 'refund-due' | 'already';

/**
 * Marks a payment paid after the gateway confirmed it (execute or validation) and the
 * amount, currency and reference matched our record. The conditional update makes a
 * duplicate callback, a duplicate IPN or a callback racing the IPN change it once. Then
 * the order takes the order life's `paid` event: the payment it waits for settles it (on a
 * cash-on-delivery order, its delivery charge paid in advance, the rest paid at the door);
 * any other (paid already, or cancelled, even because its hold ran out) is kept and
 * flagged for a refund (decision 044).
 */
export async function markPaymentPaid(
  client: pg.ClientBase,
  paymentId: string,
  ids: GatewayIds,
  riskReview: boolean,
  source: string,
): Promise<PaidResult> {
  const before = await client.query<RowOf<typeof payments, 'status' | 'order_id' | 'method'>>(
    'select status, order_id, method from payments where id = $1 for update',
    [paymentId],
  );
  const payment = before.rows[0];
  if (!payment || payment.status === 'paid' || payment.status === 'refunded') return 'already';
  await client.query(
    `update payments set status = 'paid', paid_at = now(), updated_at = now(),
            trx_id = coalesce($2, trx_id), val_id = coalesce($3, val_id),
            bank_tran_id = coalesce($4, bank_tran_id), risk_review = $5
      where id = $1`,
    [paymentId, ids.trxId || null, ids.valId || null, ids.bankTranId || null, riskReview],
  );
  await writeEvent(client, paymentId, 'paid', { source, ...ids, riskReview }, 'paid');
  const gateway = gatewayName(payment.method);
  const reference = ids.trxId || ids.bankTranId || ids.valId || '';
  const [paid] = await shopTransition(client, [payment.order_id], 'paid', {
    actor: SHOP,
    payment: { gateway, reference, riskReview },
  });
  const outcome = paid?.outcome;
  if (outcome !== 'paid') return 'refund-due';
  await supersedeOpenAttempts(client, payment.order_id, 'the order was paid by another attempt');
  return 'paid';
}

/**
 * Ends an attempt still open at the gateway because the customer started another one, or
 * the order was paid by another: `cancelled`, with a `superseded` step and the reason in
 * its history. Conditional (only an attempt still initiated), so two retries at once
 * supersede it once. A bKash attempt so ended is never executed, so it takes no money; an
 * SSLCommerz one paid later anyway is a late success (markPaymentPaid).
 */
export async function supersedePayment(
  client: pg.ClientBase,
  paymentId: string,
  reason: string,
): Promise<boolean> {
  return closePayment(client, paymentId, 'cancelled', { reason }, 'superseded');
}

/** Supersedes every attempt of the order still open, once the order is paid. */
async function supersedeOpenAttempts(client: pg.ClientBase, orderId: string, reason: string) {
  const { rows } = await client.query<RowOf<typeof payments, 'id'>>(
    `select id from payments where order_id = $1 and status = 'initiated' order by id`,
    [orderId],
  );
  for (const row of rows) await supersedePayment(client, row.id, reason);
}

/**
 * Records a refund the gateway made: adds it to the payment's refunded amount (never past
 * what was paid: the update matches only then), and when all is given back the payment
 * and the order are refunded. Answers false when the amount no longer fits.
 */
export async function recordRefund(
  client: pg.ClientBase,
  paymentId: string,
  amountTk: number,
  actor: Actor,
  reason: string,
): Promise<boolean> {
  const { rows } = await client.query<
    RowOf<typeof payments, 'order_id' | 'status' | 'refunded_tk' | 'amount_tk'>
  >(
    `update payments set refunded_tk = refunded_tk + $2, updated_at = now(),
            status = case when refunded_tk + $2 = amount_tk then 'refunded' else status end
      where id = $1 and status = 'paid' and refunded_tk + $2 <= amount_tk
      returning order_id, status, refunded_tk, amount_tk`,
    [paymentId, amountTk],
  );
  const payment = rows[0];
  if (!payment) return false;
  const full = payment.status === 'refunded';
  await writeEvent(
    client,
    paymentId,
    'refunded',
    { amountTk, reason, by: actor.name },
    full ? 'refunded' : null,
  );
  await shopTransition(client, [payment.order_id], 'refunded', {
    actor,
    refund: { amountTk, refundedTk: payment.refunded_tk, paidTk: payment.amount_tk, reason },
  });
  return true;
}
