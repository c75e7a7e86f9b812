import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../shared/schemas/order.ts';
import type { Db } from '../../db/client.ts';
import { orders, products } from '../../db/schema.ts';
import type { AuthUser } from '../../http/access.ts';
import { HttpError } from '../../http/errors.ts';
import { messages } from '../../../shared/messages.ts';
import type { OrderRow } from './order-mapper.ts';
import { CUSTOMER_CANCELLABLE, statusesThatMayMoveTo } from '../../../shared/order-life.ts';

export interface OrderRequest {
  productId: string;
  quantity: number;
  phone: string;
  address: string;
}

/** Orders one customer may place in a rolling minute (ORDER_LIMIT_PER_USER_PER_MINUTE). */
export interface OrderLimit {
  perMinute: number;
}

/**
 * One transaction: refuse a customer over their order limit, take the stock with a conditional update, then record the order.
 * Two buyers racing for the last unit serialise on the product row; the loser's
 * update matches no row and nothing is written. Price and total come from the
 * database, never from the request.
 */
export async function placeOrder(
  db: Db,
  customer: AuthUser,
  request: OrderRequest,
  limit: OrderLimit = { perMinute: Number.MAX_SAFE_INTEGER },
) {
  return db.transaction(async (tx) => {
    await refuseOrderFlood(tx, customer.id, limit);
    const taken = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${request.quantity}`, updatedAt: new Date() })
      .where(
        and(
          eq(products.id, request.productId),
          isNull(products.deletedAt),
          sql`${products.stock} >= ${request.quantity}`,
        ),
      )
      .returning({ name: products.name, image: products.imageUrl, price: products.priceTk });
    const product = taken[0];
    if (!product) throw await whyNotOrderable(tx, request.productId);

    const inserted = await tx
      .insert(orders)
      .values({
        userId: customer.id,
        productId: request.productId,
        productName: product.name,
        productImage: product.image,
        unitPriceTk: product.price,
        quantity: request.quantity,
        totalTk: product.price * request.quantity,
        customerName: customer.name,
        email: customer.email,
        phone: request.phone,
        address: request.address,
      })
      .returning();
    return inserted[0] as OrderRow;
  });
}

/**
 * Counts the customer's orders of the last minute through the (user_id, created_at)
 * index. Locking the customer's row first queues one customer's concurrent orders
 * behind each other, so a burst cannot slip past the count; other customers are not
 * held up. Two short statements, and no rows written for a refused order.
 */
async function refuseOrderFlood(tx: Db, customerId: string, limit: OrderLimit): Promise<void> {
  await tx.execute(sql`select 1 from users where id = ${customerId} for no key update`);
  const result = await tx.execute<{ recent: number; retry_after: number | null }>(sql`
    select count(*)::int as recent,
      ceil(extract(epoch from (min(created_at) + interval '1 minute' - clock_timestamp())))::int
        as retry_after
    from orders
    where user_id = ${customerId} and created_at > clock_timestamp() - interval '1 minute'
  `);
  const row = result.rows[0];
  if (!row || row.recent < limit.perMinute) return;
  const wait = Math.max(1, row.retry_after ?? 60);
  throw new HttpError(
    429,
    `You have placed ${row.recent} orders in the last minute, the most we take. Please try again in ${wait === 1 ? '1 second' : `${wait} seconds`}.`,
    undefined,
    { 'Retry-After': String(wait) },
  );
}

async function whyNotOrderable(tx: Db, productId: string): Promise<HttpError> {
  const rows = await tx
    .select({ stock: products.stock })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.deletedAt)));
  const product = rows[0];
  if (!product) return new HttpError(404, 'This product is no longer sold.');
  if (product.stock === 0) return new HttpError(409, messages.order.outOfStock);
  return new HttpError(409, `Only ${product.stock} left in stock: please choose a smaller pack.`);
}

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
