import type pg from 'pg';
import type { OrderStatus } from '../../../shared/schemas/order.ts';
import { inTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../http/errors.ts';
import { enqueueNotices } from '../notices/index.ts';
import { changeStock, movesByProduct } from '../stock/index.ts';
import { toApiOrder, type OrderRow } from './order-mapper.ts';
import { insertEvent, ORDER_COLUMNS, type Actor } from './order-records.ts';
import {
  AWAITING_PAYMENT_MESSAGE,
  CUSTOMER_CANCELLABLE,
  UNCONFIRMED,
  awaitsOnlinePayment,
  statusesThatMayMoveTo,
} from '../../../shared/order-life.ts';

// Bulk cancels queue on it, so two admins pressing at once cancel each order once.
const BULK_CANCEL_LOCK_ID = 7_201_506;

export interface StatusChange {
  orderId: string;
  to: OrderStatus;
  /** Set when a customer acts on their own order rather than an admin. */
  ownerId?: string;
  actor: Actor;
  /** The courier and tracking code, given with a move to shipped (the schema insists). */
  parcel?: { courier: string; trackingCode: string };
}

/**
 * The payment status that goes with a move: cash on delivery is paid when delivered;
 * a payment still due is void when the order is cancelled.
 */
const PAYMENT_AFTER_MOVE = `case
  when $2 = 'delivered' and o.payment_method = 'cod' then 'paid'
  when $2 = 'cancelled' and o.payment_status = 'due' then 'void'
  else o.payment_status end`;

/**
 * An order cancelled after money was paid online for it (all of it, or the delivery
 * charge of a cash order paid in advance; cash is only paid on delivery, after which no
 * cancel is allowed) keeps the customer's money: it is flagged for the shop to refund,
 * and listed with the other payments that need staff (docs/product.md#online-payment).
 * The one test, used by every way an order is cancelled.
 */
const PAID_BEFORE_CANCEL = `(o.payment_status = 'paid' or o.advance_paid_tk > 0)`;

const FLAG_AFTER_MOVE = `case
  when $2 = 'cancelled' and ${PAID_BEFORE_CANCEL} then 'refund-due'
  else o.payment_flag end`;

/**
 * Moves an order along its life with one conditional update, so two racing changes
 * cannot both apply; the move is written to the order's timeline, and a cancellation
 * puts every line's units back through the stock module in the same transaction, hence
 * exactly once.
 */
export async function changeOrderStatus(pool: pg.Pool, change: StatusChange): Promise<OrderRow> {
  if (change.ownerId && change.to !== 'cancelled') {
    throw new HttpError(403, 'Only the shop can change an order’s status; you may cancel it.');
  }
  const allowedFrom = change.ownerId
    ? statusesThatMayMoveTo(change.to).filter((s) => CUSTOMER_CANCELLABLE.includes(s))
    : statusesThatMayMoveTo(change.to);
  return inTransaction(pool, async (client) => {
    const { rows } = await client.query<OrderRow>(
      `update orders o set status = $2, updated_at = now(), payment_status = ${PAYMENT_AFTER_MOVE},
              payment_flag = ${FLAG_AFTER_MOVE}, courier = coalesce($5, o.courier), tracking_code = coalesce($6, o.tracking_code)
        where o.id = $1 and o.status = any($3::text[]) and ($4::uuid is null or o.user_id = $4)
        returning ${ORDER_COLUMNS}`,
      [
        change.orderId,
        change.to,
        allowedFrom,
        change.ownerId ?? null,
        change.parcel?.courier ?? null,
        change.parcel?.trackingCode ?? null,
      ],
    );
    const order = rows[0];
    if (!order) throw await whyNotMoved(client, change);
    // Checked on the updated (and so locked) row; throwing rolls the move back. Once paid,
    // an order never waits for money again, so no later change can make this stale.
    if (change.to !== 'cancelled' && awaitsOnlinePayment(toApiOrder(order))) {
      throw new HttpError(409, AWAITING_PAYMENT_MESSAGE);
    }
    const { parcel } = change;
    const note = parcel ? `${parcel.courier}, tracking code ${parcel.trackingCode}` : null;
    await insertEvent(client, order.id, change.to, change.actor, note);
    if (change.to === 'cancelled') await restock(client, [order.id], change.actor);
    return order;
  });
}

/**
 * Cancels every unconfirmed order placed more than `olderThanHours` ago, in one
 * transaction, and puts their units back the way a single cancel does. The update
 * matches only orders still unconfirmed, so an order cancelled meanwhile (by its
 * customer, or a second bulk cancel) is neither cancelled nor restocked twice.
 */
export async function cancelStaleOrders(
  pool: pg.Pool,
  olderThanHours: number,
  actor: Actor,
): Promise<number> {
  return inTransaction(pool, async (client) => {
    await client.query('select pg_advisory_xact_lock($1)', [BULK_CANCEL_LOCK_ID]);
    const { rows } = await client.query<{ id: string }>(
      `update orders o set status = 'cancelled', updated_at = now(),
              payment_status = case when o.payment_status = 'due' then 'void' else o.payment_status end,
              payment_flag = case when ${PAID_BEFORE_CANCEL} then 'refund-due' else o.payment_flag end
        where o.status = any($1::text[])
          and o.created_at < now() - make_interval(hours => $2::int)
        returning o.id`,
      [[...UNCONFIRMED], olderThanHours],
    );
    const ids = rows.map((row) => row.id);
    await client.query(
      `insert into order_events (order_id, status, actor_role, actor_id, actor_name, note)
       select id, 'cancelled', $2, $3, $4, 'Not confirmed in time' from unnest($1::uuid[]) as id`,
      [ids, actor.role, actor.id, actor.name],
    );
    await enqueueNotices(client, ids, 'cancelled');
    await restock(client, ids, actor);
    return ids.length;
  });
}

/**
 * Puts the lines of cancelled orders back on the shelf, one ledger entry per order and
 * product. Every product involved is locked first, in id order, so that a bulk cancel
 * and concurrent checkouts always lock products in the same order.
 */
async function restock(
  client: pg.ClientBase,
  orderIds: readonly string[],
  actor: Actor,
  reason: 'cancel' | 'payment-expired' = 'cancel',
) {
  if (orderIds.length === 0) return;
  const { rows } = await client.query<{ orderId: string; productId: string; quantity: number }>(
    `select order_id as "orderId", product_id as "productId", quantity
       from order_lines where order_id = any($1::uuid[])`,
    [orderIds],
  );
  await client.query(
    'select 1 from products where id = any($1::uuid[]) order by id for no key update',
    [[...new Set(rows.map((row) => row.productId))]],
  );
  for (const orderId of orderIds) {
    const lines = rows.filter((row) => row.orderId === orderId);
    const moves = movesByProduct(lines, 1);
    const cause = { reason, orderId };
    if (!(await changeStock(client, cause, moves, actor))) {
      throw new Error(`Cancelled order ${orderId} could not put its stock back`);
    }
  }
}

/** The timeline's note on an online order cancelled because it was not paid in time. */
export const NOT_PAID_IN_TIME = 'Not paid in time: the held stock went back on the shelf';

/**
 * Cancels online orders whose payment did not arrive before their hold ran out, the way
 * a single cancel does (timeline event, stock back through the stock module, ledger
 * reason `payment-expired`), in the caller's transaction. The update matches only orders
 * still pending with their payment due, so each is cancelled and restocked once however
 * many sweepers race. Answers the ids it cancelled.
 */
export async function cancelUnpaidOrders(
  client: pg.ClientBase,
  orderIds: readonly string[],
  actor: Actor,
): Promise<string[]> {
  const { rows } = await client.query<{ id: string }>(
    `update orders set status = 'cancelled', payment_status = 'void', updated_at = now()
      where id = any($1::uuid[]) and status = 'pending' and payment_status = 'due'
        and advance_paid_tk = 0
      returning id`,
    [orderIds],
  );
  const ids = rows.map((row) => row.id).sort();
  for (const id of ids) await insertEvent(client, id, 'cancelled', actor, NOT_PAID_IN_TIME);
  await restock(client, ids, actor, 'payment-expired');
  return ids;
}

async function whyNotMoved(client: pg.ClientBase, change: StatusChange): Promise<HttpError> {
  const { rows } = await client.query<{ status: OrderStatus; user_id: string | null }>(
    'select status, user_id from orders where id = $1',
    [change.orderId],
  );
  const order = rows[0];
  if (!order || (change.ownerId && order.user_id !== change.ownerId)) {
    return new HttpError(404, 'No order with this id.');
  }
  if (change.ownerId && order.status !== 'pending') {
    return new HttpError(409, `This order is ${order.status} and can no longer be cancelled.`);
  }
  return new HttpError(409, `An order that is ${order.status} cannot become ${change.to}.`);
}
