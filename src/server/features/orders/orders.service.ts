import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../shared/schemas/order.ts';
import type { Db } from '../../db/client.ts';
import { orders, products } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { OrderRow } from './order-mapper.ts';
import {
  CUSTOMER_CANCELLABLE,
  UNCONFIRMED,
  statusesThatMayMoveTo,
} from '../../../shared/order-life.ts';

// Bulk cancels queue on it, so two admins pressing at once cancel each order once
// and never lock the same products in opposite orders.
const BULK_CANCEL_LOCK_ID = 7_201_506;

export interface StatusChange {
  orderId: string;
  to: OrderStatus;
  /** Set when a customer acts on their own order rather than an admin. */
  ownerId?: string;
}

/**
 * Moves an order along its life with one conditional update, so two racing changes
 * cannot both apply; a cancellation puts the packs back in stock in the same
 * transaction, hence exactly once.
 */
export async function changeOrderStatus(db: Db, change: StatusChange): Promise<OrderRow> {
  const allowedFrom = change.ownerId
    ? statusesThatMayMoveTo(change.to).filter((s) => CUSTOMER_CANCELLABLE.includes(s))
    : statusesThatMayMoveTo(change.to);
  if (change.ownerId && change.to !== 'cancelled') {
    throw new HttpError(403, 'Only the shop can change an order’s status; you may cancel it.');
  }
  return db.transaction(async (tx) => {
    const conditions = [eq(orders.id, change.orderId)];
    if (change.ownerId) conditions.push(eq(orders.userId, change.ownerId));
    const moved = allowedFrom.length
      ? await tx
          .update(orders)
          .set({ status: change.to, updatedAt: new Date() })
          .where(and(...conditions, inArray(orders.status, [...allowedFrom])))
          .returning()
      : [];
    const order = moved[0];
    if (!order) throw await whyNotMoved(tx, change);
    if (change.to === 'cancelled') await putBackInStock(tx, [order]);
    return order;
  });
}

/**
 * Cancels every unconfirmed order placed more than `olderThanHours` ago, in one
 * transaction, and puts their units back the way a single cancel does. The update
 * matches only orders still unconfirmed, so an order cancelled meanwhile (by its
 * customer, or a second bulk cancel) is neither cancelled nor restocked twice.
 */
export async function cancelStaleOrders(db: Db, olderThanHours: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BULK_CANCEL_LOCK_ID})`);
    const cancelled = await tx
      .update(orders)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(
        and(
          inArray(orders.status, [...UNCONFIRMED]),
          lt(orders.createdAt, sql`now() - make_interval(hours => ${olderThanHours}::int)`),
        ),
      )
      .returning({ productId: orders.productId, quantity: orders.quantity });
    await putBackInStock(tx, cancelled);
    return cancelled.length;
  });
}

/**
 * The one way cancelled units go back on the shelf, inside the transaction that
 * cancelled them, hence exactly once. Products are updated in id order so that
 * concurrent cancels lock them in the same order.
 */
async function putBackInStock(
  tx: Db,
  cancelled: readonly { productId: string; quantity: number }[],
) {
  const units = new Map<string, number>();
  for (const { productId, quantity } of cancelled) {
    units.set(productId, (units.get(productId) ?? 0) + quantity);
  }
  for (const productId of [...units.keys()].sort()) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${units.get(productId)}`, updatedAt: new Date() })
      .where(eq(products.id, productId));
  }
}

async function whyNotMoved(tx: Db, change: StatusChange): Promise<HttpError> {
  const rows = await tx
    .select({ status: orders.status, userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, change.orderId));
  const order = rows[0];
  if (!order || (change.ownerId && order.userId !== change.ownerId)) {
    return new HttpError(404, 'No order with this id.');
  }
  if (change.ownerId && order.status !== 'pending') {
    return new HttpError(409, `This order is ${order.status} and can no longer be cancelled.`);
  }
  return new HttpError(409, `An order that is ${order.status} cannot become ${change.to}.`);
}

/** An account's orders by its id; null (no account has the email asked for): none. */
export async function ordersOfAccount(db: Db, userId: string | null): Promise<OrderRow[]> {
  if (!userId) return [];
  return db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

export async function allOrders(db: Db, status?: OrderStatus): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(status ? eq(orders.status, status) : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.id));
}
