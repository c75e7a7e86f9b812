import type pg from 'pg';
import type { OrderStatus } from '../../../shared/schemas/order.ts';
import { UNCONFIRMED } from '../../../shared/order-life.ts';
import type { RowOf } from '../../db/rows.ts';
import type { orders } from '../../db/schema-orders.ts';
import { inTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../http/errors.ts';
import { transition, shopTransition, type Actor } from '../order-life/index.ts';
import { refuseShippingWithoutSerials } from '../warranty/index.ts';
import type { OrderRow } from './order-mapper.ts';
import { ORDER_COLUMNS } from './order-records.ts';

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
 * Moves an order along its life through the order-life module, in one transaction: the
 * order row is locked first, so two racing changes apply one after the other and the second
 * is judged on the first's result; a cancellation puts the units back exactly once.
 */
export async function changeOrderStatus(pool: pg.Pool, change: StatusChange): Promise<OrderRow> {
  if (change.ownerId && change.to !== 'cancelled') {
    throw new HttpError(403, 'Only the shop can change an order’s status; you may cancel it.');
  }
  return inTransaction(pool, async (client) => {
    // Staff ship an order with tracked units once their serials are in (the shop's rule).
    if (change.to === 'shipped') await refuseShippingWithoutSerials(client, change.orderId);
    // A move is asked as the status it leads to; only placing an order leads to pending.
    await transition(client, change.orderId, change.to === 'pending' ? 'placed' : change.to, {
      actor: change.actor,
      ...(change.ownerId && { ownerId: change.ownerId }),
      ...(change.parcel && { parcel: change.parcel }),
    });
    const { rows } = await client.query<OrderRow>(
      `select ${ORDER_COLUMNS} from orders o where o.id = $1`,
      [change.orderId],
    );
    return rows[0] as OrderRow;
  });
}

/**
 * Cancels every unconfirmed order placed more than `olderThanHours` ago, in one
 * transaction, the way a single cancel does. The orders are picked and locked under a lock
 * of their own while still unconfirmed, so an order cancelled meanwhile (by its customer,
 * or a second bulk cancel) is neither cancelled nor restocked twice.
 */
export async function cancelStaleOrders(
  pool: pg.Pool,
  olderThanHours: number,
  actor: Actor,
): Promise<number> {
  return inTransaction(pool, async (client) => {
    await client.query('select pg_advisory_xact_lock($1)', [BULK_CANCEL_LOCK_ID]);
    const { rows } = await client.query<RowOf<typeof orders, 'id'>>(
      `select o.id from orders o
        where o.status = any($1::text[])
          and o.created_at < now() - make_interval(hours => $2::int)
        order by o.id for no key update`,
      [[...UNCONFIRMED], olderThanHours],
    );
    const ids = rows.map((row) => row.id);
    await shopTransition(client, ids, 'cancelled', { actor, note: 'Not confirmed in time' });
    return ids.length;
  });
}
