import type pg from 'pg';
import { formatOrderNumber } from '../../../shared/order-number.ts';
import type { FlaggedOrders, OrderPayments } from '../../../shared/schemas/payment.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { AuthUser } from '../../http/access.ts';
import { HttpError } from '../../http/errors.ts';
import { GatewayError, type OnlineMethod } from './gateway.ts';
import type { Gateways } from './gateways.ts';
import { insertPayment, journalOf, PAYMENT_COLUMNS, type PaymentRow } from './payment-records.ts';
import { openGatewayPage, requireGateway } from './payment-start.ts';
import { recordRefund } from './payment-transitions.ts';

// An order's payments: a customer's retry, the admin's view and refunds.

/**
 * A new attempt for an own order whose last attempt failed or was cancelled, while the
 * order still holds its stock (pending, payment due, hold not over). The order row is
 * locked, so two retries at once open one attempt.
 */
export async function retryPayment(
  pool: pg.Pool,
  gateways: Gateways,
  customer: AuthUser,
  orderId: string,
) {
  {
    const paymentId = await inTransaction(pool, async (client) => {
      const { rows } = await client.query<{
        id: string;
        number: string;
        total_tk: number;
        status: string;
        payment_method: string;
        payment_status: string;
        advance_tk: number | null;
        advance_method: OnlineMethod | null;
        held: boolean;
        open: boolean;
      }>(
        `select o.id, o.number, o.total_tk, o.status, o.payment_method, o.payment_status,
                case when o.advance_paid_tk = 0 then o.advance_tk end as advance_tk,
                (select p.method from payments p where p.order_id = o.id
                  order by p.created_at desc limit 1) as advance_method,
                coalesce(o.payment_due_by > now(), false) as held,
                exists (select 1 from payments p where p.order_id = o.id and p.status = 'initiated') as open
           from orders o where o.id = $1 and o.user_id = $2 for update`,
        [orderId, customer.id],
      );
      const order = rows[0];
      if (!order) throw new HttpError(404, 'No order with this id.');
      // A cash order pays online only its delivery charge in advance, once.
      if (order.payment_method === 'cod' && order.advance_tk === null) {
        throw new HttpError(409, 'This order is paid on delivery; there is nothing to pay online.');
      }
      if (order.payment_status !== 'due' || order.status !== 'pending' || !order.held) {
        throw new HttpError(
          409,
          `This order can no longer be paid online (its payment is ${order.payment_status}, the order ${order.status}).`,
        );
      }
      if (order.open) {
        throw new HttpError(
          409,
          'A payment for this order is still open at the gateway; finish or cancel it there first.',
        );
      }
      const method = (
        order.payment_method === 'cod' ? order.advance_method : order.payment_method
      ) as OnlineMethod;
      requireGateway(gateways, method);
      const payment = await insertPayment(
        client,
        { id: order.id, number: Number(order.number), totalTk: order.advance_tk ?? order.total_tk },
        method,
      );
      return payment.id;
    });
    return openGatewayPage(pool, gateways, paymentId);
  }
}

/** An order's attempts newest first, each with its history; 404 for an unknown order. */
export async function orderPayments(pool: pg.Pool, orderId: string): Promise<OrderPayments> {
  const { rows: orders } = await pool.query<{
    payment_flag: 'refund-due' | 'review' | null;
    payment_due_by: Date | null;
  }>('select payment_flag, payment_due_by from orders where id = $1', [orderId]);
  const order = orders[0];
  if (!order) throw new HttpError(404, 'No order with this id.');
  const { rows } = await pool.query<PaymentRow>(
    `select ${PAYMENT_COLUMNS} from payments p where p.order_id = $1 order by p.created_at desc, p.id`,
    [orderId],
  );
  const { rows: events } = await pool.query<{
    payment_id: string;
    kind: string;
    status: PaymentRow['status'] | null;
    body: unknown;
    created_at: Date;
  }>(
    `select payment_id, kind, status, body, created_at from payment_events
      where payment_id = any($1::uuid[]) order by id`,
    [rows.map((row) => row.id)],
  );
  return {
    flag: order.payment_flag ?? '',
    dueBy: order.payment_due_by?.toISOString() ?? null,
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
    })),
  };
}

/**
 * Gives back part or all of the order's paid payment through its gateway, then records
 * it. Never more than was paid and not yet refunded (400 before the gateway is asked).
 */
export async function refundOrder(
  pool: pg.Pool,
  gateways: Gateways,
  admin: AuthUser,
  orderId: string,
  body: { amount: number; reason: string },
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
  if (body.amount > left) {
    throw new HttpError(400, `amount: at most Tk ${left} of this payment can still be refunded`, {
      amount: `must be at most ${left}`,
    });
  }
  const gateway = requireGateway(gateways, payment.method);
  try {
    await gateway.refund(payment, body.amount, body.reason, journalOf(pool, payment.id));
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    throw new HttpError(409, `${error.message}. Nothing was refunded; try again later.`);
  }
  const actor = { role: 'admin', id: admin.id, name: admin.name } as const;
  const recorded = await inTransaction(pool, (client) =>
    recordRefund(client, payment.id, body.amount, actor, body.reason),
  );
  if (!recorded)
    throw new HttpError(
      409,
      'Another refund of this payment came first; check the payment’s history.',
    );
  return orderPayments(pool, orderId);
}

/** Every order whose payment needs the shop's attention, oldest first. */
export async function flaggedOrders(pool: pg.Pool): Promise<FlaggedOrders> {
  const { rows } = await pool.query<{
    id: string;
    number: string;
    payment_flag: 'refund-due' | 'review';
    status: string;
    paid: number;
    refunded: number;
  }>(
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
