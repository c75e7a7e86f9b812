import type pg from 'pg';
import { moveFor, type Mover, type OrderEvent } from '../../../shared/order-life.ts';
import type { OrderStatus } from '../../../shared/schemas/order.ts';
import { HttpError } from '../../http/errors.ts';
import { giveCouponUsesBack } from '../coupons/index.ts';
import { enqueueNotices } from '../notices/index.ts';
import { moverOf } from './actor.ts';
import {
  LIFE_EFFECTS,
  type LockedOrder,
  type Outcome,
  type TransitionDetails,
} from './life-effects.ts';
import { releaseStock } from './release-stock.ts';
import { addTimelineStep } from './timeline.ts';

// The one way an order's status or payment status changes. The database refuses any other
// (functions/function.orders_refuse_status_change_outside_transition.sql): only this file turns the transaction's setting on,
// around its own update. Two doors lead to the one core: `transition` for a move someone
// asked for (a refusal is their 404 or 409), `shopTransition` for the shop's own steps on
// orders it picked and locked (a refusal there is a bug, never an answer).

export interface Transitioned {
  id: string;
  from: OrderStatus;
  to: OrderStatus;
  outcome: Outcome;
}

/** Why an event did not happen: no such order (for this caller), or not from its status. */
type Refusal = { kind: 'not-found' } | { kind: 'conflict'; message: string };

const LOCK = `select id, status, user_id as "userId", payment_method as "paymentMethod",
    payment_status as "paymentStatus", payment_flag as "paymentFlag",
    advance_tk as "advanceTk", advance_paid_tk as "advancePaidTk", coupon_code as "couponCode"
  from orders where id = any($1::uuid[]) order by id for no key update`;

const WRITE = `update orders set status = $2, payment_status = $3, payment_flag = $4,
    advance_paid_tk = $5, payment_due_by = case when $6 then null else payment_due_by end,
    courier = coalesce($7, courier), tracking_code = coalesce($8, tracking_code),
    updated_at = now()
  where id = $1`;

const ALLOW = `select set_config('circuit_haat.order_transition', $1, true)`;

/** Why an event cannot happen to an order in `from`, in the words the API answers. */
function conflict(event: OrderEvent, from: OrderStatus, mover: Mover): Refusal {
  if (event === 'cancelled' && mover === 'customer') {
    return { kind: 'conflict', message: `This order is ${from} and can no longer be cancelled.` };
  }
  if (event === 'stepped-back') {
    const message =
      from === 'cancelled'
        ? 'A cancelled order cannot step back: its units are back in stock and may be sold already. The customer can order again.'
        : `A ${from} order has no step before it.`;
    return { kind: 'conflict', message };
  }
  // A staff move is asked as the status it leads to; only placing an order leads to pending.
  const asked = event === 'placed' ? 'pending' : event;
  return { kind: 'conflict', message: `An order that is ${from} cannot become ${asked}.` };
}

const answerRefusal = (refusal: Refusal): Error =>
  refusal.kind === 'not-found'
    ? new HttpError(404, 'No order with this id.')
    : new HttpError(409, refusal.message);

const refusalIsABug = (refusal: Refusal): Error =>
  new Error(
    `The order life refused a step of the shop's own: ${refusal.kind === 'not-found' ? 'no such order' : refusal.message}`,
  );

/**
 * Applies an event someone asked for (a customer's cancel, a staff move or step back) to one
 * order in the caller's transaction; a move the order life does not allow throws the 404 or
 * 409 the caller answers, and the transaction rolls back.
 */
export async function transition(
  tx: pg.ClientBase,
  orderId: string,
  event: OrderEvent,
  details: TransitionDetails,
): Promise<Transitioned> {
  return (await applyEvent(tx, [orderId], event, details, answerRefusal))[0] as Transitioned;
}

/**
 * Applies one of the shop's own events (the bulk cancel of stale orders, the hold sweeper,
 * a confirmed payment, a refund) to orders it picked in a state the event allows.
 */
export function shopTransition(
  tx: pg.ClientBase,
  orderIds: readonly string[],
  event: OrderEvent,
  details: TransitionDetails,
): Promise<Transitioned[]> {
  return applyEvent(tx, orderIds, event, details, refusalIsABug);
}

/**
 * Locks the orders (in id order), checks the move against the order life's table and the
 * event's guard, writes the new status and payment, adds the timeline step, queues the
 * notices, puts units back through the stock ledger and gives coupon uses back, all in the caller's transaction.
 */
async function applyEvent(
  tx: pg.ClientBase,
  orderIds: readonly string[],
  event: OrderEvent,
  details: TransitionDetails,
  refuse: (refusal: Refusal) => Error,
): Promise<Transitioned[]> {
  if (orderIds.length === 0) return [];
  const effect = LIFE_EFFECTS[event];
  const mover = moverOf(details.actor);
  const { rows } = await tx.query<LockedOrder>({
    name: 'lock_order_life',
    text: LOCK,
    values: [orderIds],
  });
  const done: Transitioned[] = [];
  for (const id of orderIds) {
    const order = rows.find((row) => row.id === id);
    if (!order || (details.ownerId && order.userId !== details.ownerId)) {
      throw refuse({ kind: 'not-found' });
    }
    const move = moveFor(event, order.status, mover);
    if (!move) throw refuse(conflict(event, order.status, mover));
    const guarded = effect.guard?.(order);
    if (guarded) throw refuse({ kind: 'conflict', message: guarded });
    const money = effect.payment(order, details);
    const outcome = money.outcome ?? 'moved';
    if (effect.writesOrder) {
      await tx.query(ALLOW, ['on']);
      await tx.query({
        name: 'write_order_life',
        text: WRITE,
        values: [
          id,
          move.to,
          money.paymentStatus ?? order.paymentStatus,
          money.paymentFlag === undefined ? order.paymentFlag : money.paymentFlag,
          money.advancePaidTk ?? order.advancePaidTk,
          money.endHold ?? false,
          details.parcel?.courier ?? null,
          details.parcel?.trackingCode ?? null,
        ],
      });
      await tx.query(ALLOW, ['']);
      await addTimelineStep(tx, id, move.to, details.actor, effect.note(order, details, outcome));
    }
    done.push({ id, from: order.status, to: move.to, outcome });
  }
  const ids = done.map((row) => row.id);
  if (effect.notice) await enqueueNotices(tx, ids, effect.notice);
  if (effect.releasesStock) await releaseStock(tx, ids, details.actor, effect.releasesStock);
  if (effect.givesCouponBack) {
    const withCoupon = rows.filter((row) => row.couponCode !== null && ids.includes(row.id));
    await giveCouponUsesBack(
      tx,
      withCoupon.map((row) => row.id),
    );
  }
  return done;
}
