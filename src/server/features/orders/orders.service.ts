import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../shared/schemas/order.ts';
import type { Db } from '../../db/client.ts';
import { orders, products } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { OrderRow } from './order-mapper.ts';
import { CUSTOMER_CANCELLABLE, statusesThatMayMoveTo } from '../../../shared/order-life.ts';

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
    if (change.to === 'cancelled') {
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${order.quantity}`, updatedAt: new Date() })
        .where(eq(products.id, order.productId));
    }
    return order;
  });
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

export async function ordersOfCustomer(db: Db, email: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.email, email.toLowerCase()))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

export async function allOrders(db: Db, status?: OrderStatus): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(status ? eq(orders.status, status) : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.id));
}
