import type pg from 'pg';
import type { OrderStatus } from '../../../shared/schemas/order.ts';
import type { NoticeEvent } from '../notices/index.ts';
import { enqueueOrderNotices } from '../notices/index.ts';
import { insertEvent, type Actor } from '../orders/index.ts';
import { changeStock, movesByProduct } from '../stock/index.ts';
import type { GatewayIds } from './gateway.ts';
import { closePayment, writeEvent, type PaymentStatus } from './payment-records.ts';

// The two transitions that move money on an order, each in exactly one function, each
// run inside the caller's transaction, so the customer's notices exist exactly when the
// money moved.

const SHOP: Actor = { role: 'system', id: null, name: 'Payments' };

/**
 * A money step on the order's timeline, told to the customer as a payment notice rather
 * than as the order's status again (which would read as a second "order placed").
 */
async function recordMoneyStep(
  client: pg.ClientBase,
  orderId: string,
  status: OrderStatus,
  actor: Actor,
  note: string,
  event: NoticeEvent,
) {
  await insertEvent(client, orderId, status, actor, note, false);
  await enqueueOrderNotices(client, orderId, event);
}

export type PaidResult = 'paid' | 'retaken' | 'refund-due' | 'already';

/**
 * What a confirmed payment makes of the order's payment: an online order is paid; a
 * cash order with an advance has its advance paid and its cash due again (after a
 * release had voided it), the rest to be collected at the door.
 */
const PAID_NOW = `advance_paid_tk = coalesce(advance_tk, 0),
  payment_status = case when advance_tk is null then 'paid' else 'due' end`;

/**
 * Marks a payment paid after the gateway confirmed it (execute or validation) and the
 * amount, currency and reference matched our record. The conditional update makes a
 * duplicate callback, a duplicate IPN or a callback racing the IPN change it once. Then
 * the order: normally its payment becomes paid; if the order was cancelled because its
 * hold ran out, its stock is taken again when there is enough (back to pending),
 * otherwise, as for an order paid twice or cancelled by someone, it is flagged refund-due.
 * On a cash-on-delivery order the payment is its delivery charge paid in advance: the
 * order records the advance and its cash stays due (the rest is paid at the door).
 */
export async function markPaymentPaid(
  client: pg.ClientBase,
  paymentId: string,
  ids: GatewayIds,
  riskReview: boolean,
  source: string,
): Promise<PaidResult> {
  const before = await client.query<{ status: PaymentStatus; order_id: string; method: string }>(
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
  const { rows } = await client.query<{
    status: OrderStatus;
    payment_status: string;
    advance_tk: number | null;
    advance_paid_tk: number;
  }>(
    'select status, payment_status, advance_tk, advance_paid_tk from orders where id = $1 for update',
    [payment.order_id],
  );
  const order = rows[0] as (typeof rows)[number];
  const gateway = payment.method === 'bkash' ? 'bKash' : 'SSLCommerz';
  const what = `${order.advance_tk === null ? 'Paid' : `Delivery charge of Tk ${order.advance_tk} paid in advance`} by ${gateway} (${ids.trxId || ids.bankTranId || ids.valId})`;
  if (order.status !== 'cancelled' && order.payment_status === 'due' && !order.advance_paid_tk) {
    await client.query(
      `update orders set ${PAID_NOW}, payment_due_by = null, updated_at = now(),
              payment_flag = case when $2 then 'review' else payment_flag end
        where id = $1`,
      [payment.order_id, riskReview],
    );
    const note = riskReview ? `${what}; the gateway asks the shop to review it` : what;
    await recordMoneyStep(client, payment.order_id, order.status, SHOP, note, 'payment-received');
    await supersedeOpenAttempts(client, payment.order_id, 'the order was paid by another attempt');
    return 'paid';
  }
  if (order.status === 'cancelled' && payment.status === 'expired') {
    if (await retakeStock(client, payment.order_id)) {
      await client.query(
        `update orders set status = 'pending', ${PAID_NOW}, payment_due_by = null,
                updated_at = now(), payment_flag = case when $2 then 'review' else null end
          where id = $1`,
        [payment.order_id, riskReview],
      );
      await recordMoneyStep(
        client,
        payment.order_id,
        'pending',
        SHOP,
        `${what} after its hold ran out; stock taken again`,
        'payment-received',
      );
      await supersedeOpenAttempts(
        client,
        payment.order_id,
        'the order was paid by another attempt',
      );
      return 'retaken';
    }
  }
  // Paid for an order that cannot be sent (stock gone, cancelled, or paid already).
  await client.query(
    `update orders set payment_flag = 'refund-due', updated_at = now(),
            advance_paid_tk = coalesce(advance_tk, 0),
            payment_status = case when payment_status = 'void' and advance_tk is null then 'paid'
                                  else payment_status end
      where id = $1`,
    [payment.order_id],
  );
  const paidAlready = order.payment_status === 'paid' || order.advance_paid_tk > 0;
  const why = paidAlready
    ? 'for an order paid already: this extra payment is due for refund'
    : 'but the order cannot be sent: refund due';
  await recordMoneyStep(
    client,
    payment.order_id,
    order.status,
    SHOP,
    `${what}, ${why}`,
    'payment-received',
  );
  return 'refund-due';
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
  const { rows } = await client.query<{ id: string }>(
    `select id from payments where order_id = $1 and status = 'initiated' order by id`,
    [orderId],
  );
  for (const row of rows) await supersedePayment(client, row.id, reason);
}

/** Takes the order's units off the shelf again, in the stock module's locking order; false when short. */
async function retakeStock(client: pg.ClientBase, orderId: string): Promise<boolean> {
  const { rows } = await client.query<{ productId: string; quantity: number }>(
    'select product_id as "productId", quantity from order_lines where order_id = $1',
    [orderId],
  );
  await client.query('savepoint retake');
  const taken = await changeStock(
    client,
    { reason: 'order', orderId, note: 'Paid after its hold ran out' },
    movesByProduct(rows, -1),
    SHOP,
  );
  await client.query(taken ? 'release savepoint retake' : 'rollback to savepoint retake');
  return taken !== null;
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
  const { rows } = await client.query<{
    order_id: string;
    status: PaymentStatus;
    refunded_tk: number;
    amount_tk: number;
  }>(
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
  await client.query(
    `update orders set updated_at = now(),
            -- A live cash order refunded its advance still owes its cash at the door.
            payment_status = case when $2 and (advance_tk is null or status = 'cancelled')
                                  then 'refunded' else payment_status end,
            payment_flag = case when $2 and payment_flag = 'refund-due' then null else payment_flag end
      where id = $1`,
    [payment.order_id, full],
  );
  const { rows: order } = await client.query<{ status: OrderStatus }>(
    'select status from orders where id = $1',
    [payment.order_id],
  );
  const note = `Refunded Tk ${amountTk}${full ? ' (all of it)' : ` (Tk ${payment.refunded_tk} of ${payment.amount_tk} so far)`}: ${reason}`;
  await recordMoneyStep(
    client,
    payment.order_id,
    (order[0] as { status: OrderStatus }).status,
    actor,
    note,
    'payment-refunded',
  );
  return true;
}
