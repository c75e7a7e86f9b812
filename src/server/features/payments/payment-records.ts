import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { payments } from '../../db/schema-payments.ts';
import type { OnlineMethod } from './gateway.ts';

// The payments table's rows (migration 0015) and the gateway answers kept beside them.

/** A payment as PAYMENT_COLUMNS reads it: every declared column but `updated_at`. */
export type PaymentRow = Omit<typeof payments.$inferSelect, 'updatedAt'>;

export type PaymentStatus = PaymentRow['status'];

export const PAYMENT_COLUMNS = `p.id, p.order_id as "orderId", p.method, p.reference,
  p.amount_tk as "amountTk", p.currency, p.status, p.refunded_tk as "refundedTk",
  p.redirect_url as "redirectUrl", p.gateway_payment_id as "gatewayPaymentId",
  p.trx_id as "trxId", p.val_id as "valId", p.bank_tran_id as "bankTranId",
  p.risk_review as "riskReview", p.created_at as "createdAt", p.paid_at as "paidAt"`;

/**
 * A new attempt to pay an order, for its whole total. The reference is unguessable, so a
 * notice naming it cannot be aimed at someone else's payment by counting.
 */
export async function insertPayment(
  client: pg.ClientBase,
  order: { id: string; number: number; totalTk: number },
  method: OnlineMethod,
): Promise<PaymentRow> {
  const reference = `CH${String(order.number).padStart(6, '0')}-${randomBytes(6).toString('hex')}`;
  const { rows } = await client.query<PaymentRow>(
    `insert into payments as p (order_id, method, reference, amount_tk)
     values ($1, $2, $3, $4) returning ${PAYMENT_COLUMNS}`,
    [order.id, method, reference, order.totalTk],
  );
  await writeEvent(client, (rows[0] as PaymentRow).id, 'initiated', {}, 'initiated');
  return rows[0] as PaymentRow;
}

export async function findPayment(
  db: pg.Pool | pg.ClientBase,
  where: 'id' | 'reference' | 'gateway_payment_id',
  value: string,
  method?: OnlineMethod,
): Promise<PaymentRow | null> {
  const { rows } = await db.query<PaymentRow>(
    `select ${PAYMENT_COLUMNS} from payments p
      where p.${where} = $1 and ($2::text is null or p.method = $2)`,
    [value, method ?? null],
  );
  return rows[0] ?? null;
}

/** The newest attempt to pay an order. */
export async function latestPayment(
  db: pg.Pool | pg.ClientBase,
  orderId: string,
): Promise<PaymentRow | null> {
  const { rows } = await db.query<PaymentRow>(
    `select ${PAYMENT_COLUMNS} from payments p where p.order_id = $1
      order by p.created_at desc, p.id desc limit 1`,
    [orderId],
  );
  return rows[0] ?? null;
}

/** Keeps one exchange with the gateway, or one change of status, in the payment's history. */
export async function writeEvent(
  db: pg.Pool | pg.ClientBase,
  paymentId: string,
  kind: string,
  body: unknown,
  status: PaymentStatus | null = null,
) {
  await db.query(
    'insert into payment_events (payment_id, kind, status, body) values ($1, $2, $3, $4)',
    [paymentId, kind, status, JSON.stringify(body ?? {})],
  );
}

/** A journal for one payment: written at once, outside any transaction, so it survives a rollback. */
export function journalOf(pool: pg.Pool, paymentId: string) {
  return (kind: string, body: unknown) => writeEvent(pool, paymentId, kind, body);
}

/**
 * Ends an attempt that did not pay: only one still initiated changes (so a duplicate
 * notice, or the sweeper racing a callback, changes it once). Answers whether it changed.
 */
export async function closePayment(
  db: pg.Pool | pg.ClientBase,
  paymentId: string,
  status: 'failed' | 'cancelled' | 'expired',
  why: unknown,
  kind: string = status,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `update payments set status = $2, updated_at = now() where id = $1 and status = 'initiated'`,
    [paymentId, status],
  );
  if (rowCount) await writeEvent(db, paymentId, kind, why, status);
  return Boolean(rowCount);
}
