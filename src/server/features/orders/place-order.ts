import type pg from 'pg';
import { messages } from '../../../shared/messages.ts';
import type { AuthUser } from '../../http/access.ts';
import { HttpError } from '../../http/errors.ts';
import type { OrderRow } from './order-mapper.ts';

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
 * Placing an order is the shop's hottest write, so it is one call of the database
 * function place_order (migration 0003): one statement, hence one round trip and its
 * own transaction, run as a named statement that each connection plans once. The
 * function locks the customer, counts their orders of the last minute, takes the stock
 * with a conditional update and records the order, all or nothing.
 */
const PLACE_ORDER: pg.QueryConfig = {
  name: 'place_order',
  text: 'select place_order($1, $2, $3, $4, $5, $6, $7, $8) as outcome',
};

interface Outcome {
  placed: number;
  retryAfter: number | null;
  /** The new order (dates as ISO strings), or null when nothing was written. */
  order:
    (Omit<OrderRow, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string }) | null;
  /** The product's stock when the statement began; null when it is not sold. */
  stock: number | null;
}

/** Places an order. Price and total come from the database, never from the request. */
export async function placeOrder(
  pool: pg.Pool,
  customer: AuthUser,
  request: OrderRequest,
  limit: OrderLimit = { perMinute: Number.MAX_SAFE_INTEGER },
): Promise<OrderRow> {
  const { rows } = await pool.query<{ outcome: Outcome }>({
    ...PLACE_ORDER,
    values: [
      customer.id,
      request.productId,
      request.quantity,
      limit.perMinute,
      customer.name,
      customer.email,
      request.phone,
      request.address,
    ],
  });
  const { placed, retryAfter, order, stock } = (rows[0] as { outcome: Outcome }).outcome;
  if (order) {
    const { createdAt, updatedAt, ...rest } = order;
    return { ...rest, createdAt: new Date(createdAt), updatedAt: new Date(updatedAt) };
  }
  if (placed >= limit.perMinute) throw tooManyOrders(placed, retryAfter);
  if (stock === null) throw new HttpError(404, 'This product is no longer sold.');
  if (stock === 0) throw new HttpError(409, messages.order.outOfStock);
  throw new HttpError(409, `Only ${stock} left in stock: please choose a smaller pack.`);
}

function tooManyOrders(placed: number, retryAfter: number | null): HttpError {
  const wait = Math.max(1, retryAfter ?? 60);
  return new HttpError(
    429,
    `You have placed ${placed} orders in the last minute, the most we take. Please try again in ${wait === 1 ? '1 second' : `${wait} seconds`}.`,
    undefined,
    { 'Retry-After': String(wait) },
  );
}
