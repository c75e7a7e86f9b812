import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { RowOf } from '../../db/rows.ts';
import type { orders } from '../../db/schema-orders.ts';
import { formatOrderNumber } from '../../../shared/order-number.ts';
import { HttpError } from '../../http/errors.ts';
import type { Gateways } from './gateways.ts';
import { findPayment, journalOf, writeEvent, type PaymentRow } from './payment-records.ts';
import { settle } from './payment-settle.ts';

// What the shop does with what a browser or a gateway sends it. Nothing here is believed:
// a success is only the cue to ask the gateway (execute, validation), and a failure or
// cancel only closes an attempt still open (money is never recorded from a notice).

/** Payments already settled are not asked about again: a replayed notice changes nothing. */
const SETTLED = new Set(['paid', 'refunded']);

async function paymentOrRefuse(
  pool: pg.Pool,
  log: FastifyBaseLogger,
  where: 'reference' | 'gateway_payment_id',
  value: string,
  method: 'bkash' | 'sslcommerz',
  source: string,
): Promise<PaymentRow> {
  const payment = await findPayment(pool, where, value, method);
  if (!payment) {
    log.warn({ method, source, [where]: value }, 'payment notice for an unknown payment ignored');
    throw new HttpError(404, 'No payment with this id.');
  }
  return payment;
}

/** bKash's callback: executes a success (once), closes a failure or cancel. */
export async function onBkashCallback(
  pool: pg.Pool,
  gateways: Gateways,
  log: FastifyBaseLogger,
  query: { paymentID: string; status: 'success' | 'failure' | 'cancel' },
): Promise<PaymentRow> {
  const bkash = gateways.bkash;
  if (!bkash) throw new HttpError(404, 'bKash is not offered by this shop.');
  const payment = await paymentOrRefuse(
    pool,
    log,
    'gateway_payment_id',
    query.paymentID,
    'bkash',
    'callback',
  );
  await writeEvent(pool, payment.id, 'callback', query);
  if (query.status !== 'success') {
    const outcome = query.status === 'cancel' ? 'cancelled' : 'failed';
    await settle(pool, log, payment, { outcome }, 'callback');
  } else if (payment.status === 'initiated' || payment.status === 'expired') {
    const verdict = await bkash.execute(payment, journalOf(pool, payment.id));
    await settle(pool, log, payment, verdict, 'execute');
  }
  return (await findPayment(pool, 'id', payment.id)) as PaymentRow;
}

/**
 * An SSLCommerz IPN or browser return. With a val_id, the Order Validation API decides
 * (a forged or tampered notice is refused there, or by the amount, currency and tran_id
 * check); without one, a FAILED or CANCELLED status closes an attempt still open.
 */
export async function onSslcommerzNotice(
  pool: pg.Pool,
  gateways: Gateways,
  log: FastifyBaseLogger,
  notice: { tran_id: string; val_id?: string; status?: string },
  source: 'ipn' | 'return-success' | 'return-fail' | 'return-cancel',
): Promise<PaymentRow> {
  const sslcommerz = gateways.sslcommerz;
  if (!sslcommerz) throw new HttpError(404, 'SSLCommerz is not offered by this shop.');
  const payment = await paymentOrRefuse(
    pool,
    log,
    'reference',
    notice.tran_id,
    'sslcommerz',
    source,
  );
  await writeEvent(pool, payment.id, source, notice);
  if (SETTLED.has(payment.status)) return payment;
  if (notice.val_id && source !== 'return-fail' && source !== 'return-cancel') {
    const verdict = await sslcommerz.validate(notice.val_id, journalOf(pool, payment.id));
    await settle(pool, log, payment, verdict, source);
  } else {
    const cancelled = source === 'return-cancel' || notice.status === 'CANCELLED';
    const failed = source === 'return-fail' || notice.status === 'FAILED';
    if (cancelled || failed) {
      await settle(pool, log, payment, { outcome: cancelled ? 'cancelled' : 'failed' }, source);
    }
  }
  return (await findPayment(pool, 'id', payment.id)) as PaymentRow;
}

/** What the return page counts and asks of the order, and the id of its newest attempt. */
interface ReturnFacts extends RowOf<typeof orders, 'number'> {
  by_phone: boolean;
  paid_count: number;
  order_paid: boolean;
  newest: PaymentRow['id'];
}

/**
 * Where the customer lands after the gateway: their order page, told how the payment went.
 * An attempt the customer left and paid again over (superseded) is not the news: the page
 * tells the order's real state instead (paid, or nothing, so it offers to pay). A second
 * payment for an order paid already is said to be refunded, not welcomed as the payment.
 */
export async function returnPage(pool: pg.Pool, payment: PaymentRow): Promise<string> {
  const { rows } = await pool.query<ReturnFacts>(
    `select o.number, o.taken_by is not null as by_phone,
            (select count(*)::int from payments where order_id = o.id
               and status in ('paid', 'refunded')) as paid_count,
            o.payment_status in ('paid', 'refunded') as order_paid,
            (select id from payments where order_id = o.id
              order by created_at desc, id desc limit 1) as newest
       from orders o where o.id = $1`,
    [payment.orderId],
  );
  const order = rows[0] as ReturnFacts;
  // An order staff took by phone was paid from the SMS link, without signing in: the
  // customer lands on the pay link's own page, which needs no account (decision 083).
  const page = order.by_phone
    ? `/pay/done?order=${formatOrderNumber(order.number)}&`
    : `/dashboard/orders/${payment.orderId}?`;
  if (payment.status === 'paid' && order.paid_count > 1) return `${page}payment=refund-due`;
  if (order.newest !== payment.id)
    return order.order_paid ? `${page}payment=paid` : page.slice(0, -1);
  return `${page}payment=${payment.status}`;
}
