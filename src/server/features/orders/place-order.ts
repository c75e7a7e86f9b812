import type pg from 'pg';
import { messages } from '../../../shared/messages.ts';
import type { OrderLimits } from '../../../shared/schemas/order-admin.ts';
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
 * function place_order (migrations 0003 and 0004): one statement, hence one round trip
 * and its own transaction, run as a named statement that each connection plans once.
 * The function locks the customer, counts their orders of the last minute and the units
 * they hold in unconfirmed orders (against the shop's limits), takes the stock with a
 * conditional update and records the order, all or nothing.
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
  /** Units the customer held in unconfirmed orders before this one: of this product, in all. */
  held: { product: number; total: number };
  limits: OrderLimits;
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
  const outcome = (rows[0] as { outcome: Outcome }).outcome;
  const { placed, retryAfter, order, stock, held, limits } = outcome;
  if (order) {
    const { createdAt, updatedAt, ...rest } = order;
    return { ...rest, createdAt: new Date(createdAt), updatedAt: new Date(updatedAt) };
  }
  if (placed >= limit.perMinute) throw tooManyOrders(placed, retryAfter);
  if (stock === null) throw new HttpError(404, 'This product is no longer sold.');
  if (stock === 0) throw new HttpError(409, messages.order.outOfStock);
  // Short stock says so first: no waiting makes those units appear.
  if (stock >= request.quantity && held.product + request.quantity > limits.perProduct) {
    const what = `${units(held.product)} of this product`;
    throw overLimit(what, request.quantity, `${limits.perProduct} per customer for one product`);
  }
  if (stock >= request.quantity && held.total + request.quantity > limits.total) {
    throw overLimit(units(held.total), request.quantity, `${limits.total} per customer in all`);
  }
  throw new HttpError(409, `Only ${stock} left in stock: please choose a smaller pack.`);
}

const units = (n: number) => (n === 1 ? '1 unit' : `${n} units`);

/** 409: the order would take the customer's units in unconfirmed orders past a limit. */
function overLimit(held: string, quantity: number, limit: string): HttpError {
  return new HttpError(
    409,
    `You already have ${held} in orders the shop has not confirmed yet, and ${quantity} more would pass the limit of ${limit}. Please wait for the shop to confirm them, or cancel one, before ordering more.`,
  );
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
