import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { RowOf } from '../../db/rows.ts';
import type { OrderRow, orders } from '../../db/schema-orders.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { AuthUser } from '../../http/access.ts';
import { HttpError } from '../../http/errors.ts';
import type { OnlineMethod } from './gateway.ts';
import type { Gateways } from './gateways.ts';
import {
  insertPayment,
  journalOf,
  latestPayment,
  PAYMENT_COLUMNS,
  type PaymentRow,
} from './payment-records.ts';
import { settle } from './payment-settle.ts';
import { openGatewayPage, requireGateway, type StartedPayment } from './payment-start.ts';
import { supersedePayment } from './payment-transitions.ts';

// The customer paying again for an own order (docs/product.md#online-payment): after a
// failure or cancel, or over an attempt still open at the gateway whose page they left.

/**
 * An attempt without a gateway page yet is being opened by another request right now;
 * past this age it is a leftover (the instance stopped mid-way) and may be superseded.
 */
const OPENING_MS = 60_000;

export interface RetryAnswer {
  /** True when a new attempt was made (201); false when an earlier one answers (200). */
  created: boolean;
  started: StartedPayment;
}

interface PayableOrder {
  id: string;
  number: number;
  /** What an attempt pays: the order's total, or for a cash order its delivery charge in advance. */
  amountTk: number;
  method: OnlineMethod;
}

/** The order as payableOrder reads it. */
type PayableOrderRow = RowOf<
  typeof orders,
  'id' | 'number' | 'total_tk' | 'status' | 'payment_method' | 'payment_status'
> & {
  /** The advance while none of it is paid; null once paid, or for an order without one. */
  advance_tk: OrderRow['advanceTk'];
  /** The method of the order's newest attempt (a subquery); null before the first. */
  advance_method: PaymentRow['method'] | null;
  /** Whether the order still holds its stock for the payment. */
  held: boolean;
};

/** The customer's own order while it may still be paid online, else a 404 or 409. */
async function payableOrder(
  db: pg.Pool | pg.ClientBase,
  customer: AuthUser,
  orderId: string,
  lock: boolean,
): Promise<PayableOrder> {
  const { rows } = await db.query<PayableOrderRow>(
    `select o.id, o.number, o.total_tk, o.status, o.payment_method, o.payment_status,
            case when o.advance_paid_tk = 0 then o.advance_tk end as advance_tk,
            (select p.method from payments p where p.order_id = o.id
              order by p.created_at desc limit 1) as advance_method,
            coalesce(o.payment_due_by > now(), false) as held
       from orders o where o.id = $1 and o.user_id = $2 ${lock ? 'for update of o' : ''}`,
    [orderId, customer.id],
  );
  const order = rows[0];
  if (!order) throw new HttpError(404, 'No order with this id.');
  // A cash order pays online only its delivery charge in advance, once.
  const cash = order.payment_method === 'cod';
  if (cash && order.advance_tk === null) {
    throw new HttpError(409, 'This order is paid on delivery; there is nothing to pay online.');
  }
  if (order.payment_status !== 'due' || order.status !== 'pending' || !order.held) {
    throw new HttpError(
      409,
      `This order can no longer be paid online (its payment is ${order.payment_status}, the order ${order.status}).`,
    );
  }
  return {
    id: order.id,
    number: order.number,
    amountTk: order.advance_tk ?? order.total_tk,
    method: (cash ? order.advance_method : order.payment_method) as OnlineMethod,
  };
}

async function openAttemptOf(db: pg.Pool | pg.ClientBase, orderId: string) {
  const { rows } = await db.query<PaymentRow>(
    `select ${PAYMENT_COLUMNS} from payments p where p.order_id = $1 and p.status = 'initiated'
      order by p.created_at desc, p.id desc limit 1`,
    [orderId],
  );
  return rows[0] ?? null;
}

const BEING_OPENED =
  'A payment for this order is being opened right now; reload the order page in a moment.';

/**
 * Asks the gateway about the attempt still open before another is made: a payment it
 * confirms is settled (the order is paid, no new attempt); an unknown answer refuses the
 * retry with nothing changed; any other answer lets the attempt be superseded.
 */
async function checkOpenAttempt(
  pool: pg.Pool,
  gateways: Gateways,
  log: FastifyBaseLogger,
  open: PaymentRow,
): Promise<'paid' | 'unpaid'> {
  if (!open.redirectUrl && Date.now() - open.createdAt.getTime() < OPENING_MS) {
    throw new HttpError(409, BEING_OPENED);
  }
  const gateway = requireGateway(gateways, open.method);
  const verdict = await gateway.query(open, journalOf(pool, open.id));
  if (verdict.outcome === 'pending') {
    throw new HttpError(
      503,
      'The payment gateway could not be reached to check your earlier payment. Nothing was changed; please try again in a minute.',
    );
  }
  if (verdict.outcome !== 'paid') return 'unpaid';
  const result = await settle(pool, log, open, verdict, 'retry');
  if (result === 'rejected') {
    throw new HttpError(
      409,
      'Your earlier payment does not match this order and needs the shop’s attention; nothing was changed.',
    );
  }
  return 'paid';
}

/**
 * Pays again for an own order that still holds its stock (pending, payment due, hold not
 * over). An attempt still open is first asked about (checkOpenAttempt), then superseded in
 * the same transaction that makes the new one, under the order's row lock and with a
 * conditional update: of two retries at once, one makes the new attempt and the other
 * answers it.
 */
export async function retryPayment(
  pool: pg.Pool,
  gateways: Gateways,
  log: FastifyBaseLogger,
  customer: AuthUser,
  orderId: string,
): Promise<RetryAnswer> {
  const order = await payableOrder(pool, customer, orderId, false);
  const method = order.method;
  requireGateway(gateways, method);
  const open = await openAttemptOf(pool, order.id);
  if (open && (await checkOpenAttempt(pool, gateways, log, open)) === 'paid') {
    return { created: false, started: { method, status: 'paid' } };
  }
  let paymentId: string | null;
  try {
    paymentId = await inTransaction(pool, async (client) => {
      await payableOrder(client, customer, orderId, true);
      if (open && !(await supersedePayment(client, open.id, 'the customer paid again'))) {
        return null;
      }
      if (await openAttemptOf(client, order.id)) return null;
      const payment = await insertPayment(
        client,
        { id: order.id, number: Number(order.number), totalTk: order.amountTk },
        method,
      );
      return payment.id;
    });
  } catch (error) {
    // A notice paid the order while the gateway was being asked: say so, not "too late".
    if (error instanceof HttpError && (await latestPayment(pool, order.id))?.status === 'paid') {
      return { created: false, started: { method, status: 'paid' } };
    }
    throw error;
  }
  if (paymentId) {
    return { created: true, started: await openGatewayPage(pool, gateways, paymentId) };
  }
  // Another request (a second click, a notice) changed the attempts first: answer theirs.
  const newest = (await latestPayment(pool, order.id)) as PaymentRow;
  if (newest.status === 'initiated' && !newest.redirectUrl) throw new HttpError(409, BEING_OPENED);
  return {
    created: false,
    started: {
      method: newest.method,
      status: newest.status,
      ...(newest.status === 'initiated' && newest.redirectUrl
        ? { redirectUrl: newest.redirectUrl }
        : {}),
    },
  };
}
