import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { RowOf } from '../../db/rows.ts';
import type { paymentEvents, paymentRefunds, payments } from '../../db/schema-payments.ts';
import { inTransaction } from '../../db/transaction.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import type { SettleRefund } from '../../../shared/schemas/payment.ts';
import { HttpError } from '../../http/errors.ts';
import type { Actor } from '../order-life/index.ts';
import { gatewayName, type Journal, type RefundAnswer } from './gateway.ts';
import type { Gateways } from './gateways.ts';
import { journalOf, PAYMENT_COLUMNS, writeEvent, type PaymentRow } from './payment-records.ts';
import { recordRefund } from './payment-transitions.ts';
import { markUnitsRefunded, releaseUnits, type RefundedUnits } from './refund-lines.ts';

// The one owner of money leaving the shop by refund (decision 068). A refund is written down
// with its amount and units before its gateway is asked, so a double click, ten clicks or two
// admins at once send the gateway one refund: a payment has at most one pending refund (a
// unique index), and what it reserves must fit in what was paid and not yet given back.
// The gateway's word then makes it done (recorded on the payment and the order) or failed
// (its units given back to refund). A refund whose answer was lost stays pending, its money
// and units held, until the payment sweeper has asked the gateway what became of it; it is
// never sent again.

/** A refund written down before the gateway is asked. */
export interface ReservedRefund {
  id: string;
  payment: PaymentRow;
  amountTk: number;
  units: RefundedUnits[];
  reason: string;
  actor: Actor;
}

/** Pending refunds the sweeper asks about: older than the longest a gateway call may wait. */
const SETTLE_AFTER = `interval '5 minutes'`;
const BATCH = 50;

/**
 * Writes the refund down, pending, in one transaction with its units marked given back and
 * the payment locked: 409 when another refund of the payment is pending, or when what is
 * left of the payment or of the units no longer holds it (another refund came first).
 */
export async function reserveRefund(
  pool: pg.Pool,
  payment: PaymentRow,
  refund: Omit<ReservedRefund, 'id' | 'payment'>,
): Promise<ReservedRefund> {
  const cameFirst = new HttpError(
    409,
    'Another refund of this payment came first; check the payment’s history.',
  );
  try {
    return await inTransaction(pool, async (client) => {
      const { rows } = await client.query<RowOf<typeof paymentRefunds, 'id'>>(
        `insert into payment_refunds (payment_id, amount_tk, units, reason, actor_id, actor_name)
         values ($1, $2, $3, $4, $5, $6) returning id`,
        [
          payment.id,
          refund.amountTk,
          JSON.stringify(refund.units),
          refund.reason,
          refund.actor.id,
          refund.actor.name ?? '',
        ],
      );
      const id = (rows[0] as { id: string }).id;
      const { rows: fits } = await client.query<RowOf<typeof payments, 'id'>>(
        `select id from payments where id = $1 and status = 'paid'
            and refunded_tk + $2 <= amount_tk for update`,
        [payment.id, refund.amountTk],
      );
      if (!fits.length) throw cameFirst;
      if (refund.units.length && !(await markUnitsRefunded(client, payment.orderId, refund.units)))
        throw cameFirst;
      await writeEvent(client, payment.id, 'refund-reserved', {
        refundId: id,
        amountTk: refund.amountTk,
        units: refund.units,
        reason: refund.reason,
        by: refund.actor.name,
      });
      return { ...refund, id, payment };
    });
  } catch (error) {
    if (uniqueViolation(error) !== 'payment_refunds_one_pending') throw error;
    throw new HttpError(
      409,
      `A refund of this payment is already with ${gatewayName(payment.method)}: wait for its answer, then check the payment’s history.`,
    );
  }
}

/** The gateway gave the money back: the refund is done and recorded, once. */
export async function completeRefund(pool: pg.Pool, refund: ReservedRefund): Promise<void> {
  await inTransaction(pool, async (client) => {
    const { rowCount } = await client.query(
      `update payment_refunds set status = 'done', settled_at = now()
        where id = $1 and status = 'pending'`,
      [refund.id],
    );
    if (!rowCount) return;
    // Reserved within what was left, and no other refund could be reserved since.
    if (
      !(await recordRefund(client, refund.payment.id, refund.amountTk, refund.actor, refund.reason))
    )
      throw new Error(`refund ${refund.id} was reserved but no longer fits its payment`);
  });
}

/** The gateway gave nothing back: the refund failed and its units can be refunded again. */
export async function releaseRefund(
  pool: pg.Pool,
  refund: ReservedRefund,
  why: string,
): Promise<void> {
  await inTransaction(pool, async (client) => {
    const { rowCount } = await client.query(
      `update payment_refunds set status = 'failed', settled_at = now()
        where id = $1 and status = 'pending'`,
      [refund.id],
    );
    if (!rowCount) return;
    if (refund.units.length) await releaseUnits(client, refund.payment.orderId, refund.units);
    await writeEvent(client, refund.payment.id, 'refund-released', { refundId: refund.id, why });
  });
}

/** The payment's journal, each entry naming the refund it belongs to. */
export function refundJournal(pool: pg.Pool, refund: ReservedRefund): Journal {
  const journal = journalOf(pool, refund.payment.id);
  return (kind, body) => journal(kind, { refundId: refund.id, ...(body as object) });
}

/** What the gateway's word makes of a refund in doubt. */
async function settleWith(pool: pg.Pool, refund: ReservedRefund, answer: RefundAnswer) {
  if (answer === 'done') await completeRefund(pool, refund);
  if (answer === 'not-done')
    await releaseRefund(pool, refund, `${gatewayName(refund.payment.method)} holds no such refund`);
  return answer;
}

/** A payment's refund in doubt, as staff see it. */
export async function refundsInDoubt(
  pool: pg.Pool,
  paymentIds: readonly string[],
): Promise<Map<string, { _id: string; amount: number; since: string; settleableFrom: string }>> {
  const { rows } = await pool.query<
    RowOf<typeof paymentRefunds, 'id' | 'payment_id' | 'amount_tk' | 'created_at'> & {
      settleable_from: Date;
    }
  >(
    `select id, payment_id, amount_tk, created_at, created_at + ${SETTLE_AFTER} as settleable_from
       from payment_refunds where payment_id = any($1::uuid[]) and status = 'pending'`,
    [paymentIds],
  );
  return new Map(
    rows.map((row) => [
      row.payment_id,
      {
        _id: row.id,
        amount: row.amount_tk,
        since: (row.created_at as Date).toISOString(),
        settleableFrom: row.settleable_from.toISOString(),
      },
    ]),
  );
}

/**
 * Staff record what the gateway's merchant panel shows of a refund in doubt that the
 * gateway cannot be asked about (SSLCommerz without its refund_ref_id). Only once the
 * gateway can no longer answer the call itself: before, a late answer could still come.
 */
export async function settleRefundByHand(
  pool: pg.Pool,
  admin: { id: string; name: string },
  orderId: string,
  refundId: string,
  body: SettleRefund,
): Promise<void> {
  const { rows } = await pool.query<PaymentRow & PendingRow & { early: boolean }>(
    `select ${PAYMENT_COLUMNS}, r.id as refund_id, r.amount_tk as refund_amount, r.units,
            r.reason, r.actor_id, r.actor_name, r.status as refund_status,
            r.created_at > now() - ${SETTLE_AFTER} as early
       from payment_refunds r join payments p on p.id = r.payment_id
      where r.id = $1 and p.order_id = $2`,
    [refundId, orderId],
  );
  const row = rows[0];
  if (!row) throw new HttpError(404, 'This order has no refund with this id.');
  if (row.refund_status !== 'pending')
    throw new HttpError(409, `This refund is settled already (${row.refund_status}).`);
  if (row.early)
    throw new HttpError(
      409,
      'The gateway may still answer this refund: wait five minutes from when it was sent, then settle it.',
    );
  const refund = reservedFrom(row);
  await writeEvent(pool, row.id, 'refund-settled-by-staff', {
    refundId,
    outcome: body.outcome,
    note: body.note,
    by: admin.name,
  });
  if (body.outcome === 'refunded') await completeRefund(pool, refund);
  else await releaseRefund(pool, refund, `${admin.name}: ${body.note}`);
}

function reservedFrom(row: PaymentRow & PendingRow): ReservedRefund {
  const { refund_id, refund_amount, units, reason, actor_id, actor_name, ...payment } = row;
  return {
    id: refund_id,
    payment,
    amountTk: refund_amount,
    units,
    reason,
    actor: { role: 'admin', id: actor_id, name: actor_name },
  };
}

type RefundRow = RowOf<
  typeof paymentRefunds,
  'id' | 'amount_tk' | 'status' | 'units' | 'reason' | 'actor_id' | 'actor_name'
>;

/** A refund read beside its payment: its id, amount and status named apart from the payment's. */
type PendingRow = Pick<RefundRow, 'units' | 'reason' | 'actor_id' | 'actor_name'> & {
  refund_id: RefundRow['id'];
  refund_amount: RefundRow['amount_tk'];
  refund_status?: RefundRow['status'];
};

/**
 * Asks the gateway about every refund pending for longer than a gateway call may wait (its
 * answer was lost, or the instance stopped mid-way) and settles it by the answer; a refund
 * the gateway cannot yet speak for stays pending and is asked about at the next sweep.
 * Several instances may ask at once: settling is a conditional update, so it happens once.
 */
export async function settlePendingRefunds(
  pool: pg.Pool,
  gateways: Gateways,
  log: FastifyBaseLogger,
): Promise<void> {
  const { rows } = await pool.query<PaymentRow & PendingRow>(
    `select ${PAYMENT_COLUMNS}, r.id as refund_id, r.amount_tk as refund_amount, r.units,
            r.reason, r.actor_id, r.actor_name
       from payment_refunds r join payments p on p.id = r.payment_id
      where r.status = 'pending' and r.created_at < now() - ${SETTLE_AFTER}
      order by r.created_at limit ${BATCH}`,
  );
  for (const row of rows) {
    const refund = reservedFrom(row);
    const payment = refund.payment;
    const gateway = gateways[payment.method];
    if (!gateway) continue;
    const { rows: history } = await pool.query<RowOf<typeof paymentEvents, 'body'>>(
      `select body from payment_events where payment_id = $1 and kind in ('refund', 'refund-status') order by id`,
      [payment.id],
    );
    const answer = await gateway
      .refundStatus(
        payment,
        { id: refund.id, amountTk: refund.amountTk },
        history.map((event) => event.body as Record<string, unknown>),
        refundJournal(pool, refund),
      )
      .catch((error: unknown) => {
        log.warn({ err: error, refund: refund.id }, 'refund in doubt: the gateway did not say');
        return 'unknown' as const;
      });
    if ((await settleWith(pool, refund, answer)) !== 'unknown')
      log.info({ refund: refund.id, answer }, 'refund in doubt settled by the gateway’s word');
  }
}
