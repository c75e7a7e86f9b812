import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { formatOrderNumber } from '../../../shared/order-number.ts';
import type {
  FlaggedOrders,
  OrderPayments,
  RefundRequest,
} from '../../../shared/schemas/payment.ts';
import type { RowOf } from '../../db/rows.ts';
import { orders, type OrderRow } from '../../db/schema-orders.ts';
import type { paymentEvents } from '../../db/schema-payments.ts';
import type { AuthUser } from '../../http/access.ts';
import { HttpError } from '../../http/errors.ts';
import { GatewayError, gatewayName } from './gateway.ts';
import type { Gateways } from './gateways.ts';
import { PAYMENT_COLUMNS, type PaymentRow } from './payment-records.ts';
import { requireGateway } from './payment-start.ts';
import { paidForRefund, refundableLines } from './refund-lines.ts';
import {
  completeRefund,
  refundJournal,
  refundsInDoubt,
  releaseRefund,
  reserveRefund,
} from './refund-reservations.ts';
import { formatTk } from '../../../shared/money.ts';

// An order's payments: the admin's view and refunds (a customer's retry: payment-retry.ts).

/** An order's attempts newest first, each with its history; 404 for an unknown order. */
export async function orderPayments(pool: pg.Pool, orderId: string): Promise<OrderPayments> {
  const [order] = await drizzle(pool)
    .select({
      paymentFlag: orders.paymentFlag,
      paymentDueBy: orders.paymentDueBy,
      totalTk: orders.totalTk,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw new HttpError(404, 'No order with this id.');
  const { rows } = await pool.query<PaymentRow>(
    `select ${PAYMENT_COLUMNS} from payments p where p.order_id = $1 order by p.created_at desc, p.id`,
    [orderId],
  );
  // Hand-written so that each body is kept as node-postgres parses it: the builder's
  // jsonb would parse a body that is a JSON string a second time.
  const { rows: events } = await pool.query<
    RowOf<typeof paymentEvents, 'payment_id' | 'kind' | 'status' | 'body' | 'created_at'>
  >(
    `select payment_id, kind, status, body, created_at from payment_events
      where payment_id = any($1::uuid[]) order by id`,
    [rows.map((row) => row.id)],
  );
  const inDoubt = await refundsInDoubt(
    pool,
    rows.map((row) => row.id),
  );
  return {
    flag: order.paymentFlag ?? '',
    dueBy: order.paymentDueBy?.toISOString() ?? null,
    orderTotal: order.totalTk,
    lines: await refundableLines(pool, orderId),
    payments: rows.map((payment) => ({
      _id: payment.id,
      method: payment.method,
      reference: payment.reference,
      amount: payment.amountTk,
      currency: payment.currency,
      status: payment.status,
      refunded: payment.refundedTk,
      ids: {
        paymentID: payment.method === 'bkash' ? payment.gatewayPaymentId : null,
        trxID: payment.trxId,
        valId: payment.valId,
        bankTranId: payment.bankTranId,
      },
      riskReview: payment.riskReview,
      createdAt: payment.createdAt.toISOString(),
      paidAt: payment.paidAt?.toISOString() ?? null,
      events: events
        .filter((event) => event.payment_id === payment.id)
        .map((event) => ({
          kind: event.kind,
          status: event.status ?? '',
          body: event.body,
          at: event.created_at.toISOString(),
        })),
      refundInDoubt: inDoubt.get(payment.id) ?? null,
    })),
  };
}

/**
 * Gives back part or all of the order's paid payment through its gateway: reserved first
 * (refund-reservations.ts: one refund of a payment with its gateway at a time, 409 for
 * another), then sent, then recorded. Never more than was paid and not yet refunded (400
 * before the gateway is asked).
 * A refund of lines gives back what was paid for their units (offered when no amount is
 * sent; a lower amount may be sent, a higher one is a 400), and marks the units refunded.
 */
export async function refundOrder(
  pool: pg.Pool,
  gateways: Gateways,
  admin: AuthUser,
  orderId: string,
  body: RefundRequest,
): Promise<OrderPayments> {
  const { rows } = await pool.query<PaymentRow>(
    `select ${PAYMENT_COLUMNS} from payments p where p.order_id = $1 and p.status = 'paid'
      order by p.paid_at desc limit 1`,
    [orderId],
  );
  const payment = rows[0];
  if (!payment) {
    await orderPayments(pool, orderId);
    throw new HttpError(409, 'This order has no online payment left to refund.');
  }
  const left = payment.amountTk - payment.refundedTk;
  const units = body.lines ?? [];
  const amount = units.length ? await amountForLines(pool, payment, left, body) : body.amount;
  if (amount === undefined || amount > left) {
    throw new HttpError(
      400,
      `amount: at most ${formatTk(left)} of this payment can still be refunded`,
      {
        amount: `must be at most ${formatTk(left)}`,
      },
    );
  }
  const gateway = requireGateway(gateways, payment.method);
  const actor = { role: 'admin', id: admin.id, name: admin.name } as const;
  const refund = await reserveRefund(pool, payment, {
    amountTk: amount,
    units,
    reason: body.reason,
    actor,
  });
  try {
    await gateway.refund(payment, refund, body.reason, refundJournal(pool, refund));
  } catch (error) {
    // Anything but the gateway's plain refusal leaves the refund held until it is known.
    if (!(error instanceof GatewayError)) throw error;
    const name = gatewayName(payment.method);
    if (error.unknownOutcome) {
      throw new HttpError(
        409,
        `${name} did not answer (${error.message}). The refund of ${formatTk(amount)} is held, not lost: the shop asks ${name} what became of it and records it within minutes; do not refund it again.`,
      );
    }
    await releaseRefund(pool, refund, error.message);
    throw new HttpError(409, `${error.message}. Nothing was refunded; try again later.`);
  }
  await completeRefund(pool, refund);
  return orderPayments(pool, orderId);
}

/**
 * What a refund of lines gives back: what was paid for the units, capped at what is left of
 * the payment; an amount sent may be lower, never higher (400). Only a payment of the whole
 * order paid for its lines (a delivery charge paid in advance did not: 409).
 */
async function amountForLines(
  pool: pg.Pool,
  payment: PaymentRow,
  left: number,
  body: RefundRequest,
): Promise<number> {
  const [order] = await drizzle(pool)
    .select({ totalTk: orders.totalTk })
    .from(orders)
    .where(eq(orders.id, payment.orderId));
  if (payment.amountTk !== order?.totalTk) {
    throw new HttpError(
      409,
      'This payment paid the delivery charge in advance, not the lines: refund an amount instead.',
    );
  }
  const paid = paidForRefund(await refundableLines(pool, payment.orderId), body.lines ?? []);
  if (body.amount !== undefined && body.amount > paid) {
    throw new HttpError(400, `amount: at most ${formatTk(paid)} was paid for these units`, {
      amount: `must be at most ${formatTk(paid)}, what was paid for these units`,
    });
  }
  const amount = Math.min(body.amount ?? paid, left);
  if (amount < 1) {
    throw new HttpError(409, 'Nothing is left to refund for these units.');
  }
  return amount;
}

/** A flagged order (its flag is never null here) with what its payments paid and gave back. */
type FlaggedOrderRow = RowOf<typeof orders, 'id' | 'number' | 'status'> & {
  payment_flag: NonNullable<OrderRow['paymentFlag']>;
  paid: number;
  refunded: number;
};

/** Every order whose payment needs the shop's attention, oldest first. */
export async function flaggedOrders(pool: pg.Pool): Promise<FlaggedOrders> {
  const { rows } = await pool.query<FlaggedOrderRow>(
    `select o.id, o.number, o.payment_flag, o.status,
            coalesce(sum(p.amount_tk) filter (where p.status in ('paid', 'refunded')), 0)::int as paid,
            coalesce(sum(p.refunded_tk), 0)::int as refunded
       from orders o left join payments p on p.order_id = o.id
      where o.payment_flag is not null
      group by o.id order by o.created_at limit 200`,
  );
  return rows.map((row) => ({
    orderId: row.id,
    orderNumber: formatOrderNumber(Number(row.number)),
    flag: row.payment_flag,
    status: row.status,
    paid: row.paid,
    refunded: row.refunded,
  }));
}
