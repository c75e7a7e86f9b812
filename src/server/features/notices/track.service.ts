import { and, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { formatOrderNumber } from '../../../shared/order-number.ts';
import type { TrackAnswer } from '../../../shared/schemas/notice.ts';
import { orders } from '../../db/schema.ts';
import { orderEvents } from '../../db/schema-orders.ts';
import { HttpError } from '../../http/errors.ts';
import { asSteps } from '../../../shared/timeline-steps.ts';

/** The same answer for an unknown number and a wrong phone: neither tells anything. */
const NOT_FOUND = 'No order with this number and phone.';

/**
 * An order's status, timeline and parcel for whoever knows its number and phone. Only
 * these: the buyer's name, address and lines stay private.
 */
export async function trackOrder(
  pool: pg.Pool,
  number: number,
  phone: string,
): Promise<TrackAnswer> {
  const db = drizzle(pool);
  const [order] = await db
    .select({
      id: orders.id,
      status: orders.status,
      courier: orders.courier,
      trackingCode: orders.trackingCode,
    })
    .from(orders)
    .where(and(eq(orders.number, number), eq(orders.phone, phone)));
  if (!order) throw new HttpError(404, NOT_FOUND);
  // A courier's own steps are written by the shop as "<courier>: <status>" (couriers
  // feature): their words are public, unlike staff notes.
  const events = await db
    .select({
      status: orderEvents.status,
      at: orderEvents.createdAt,
      // The step's note, kept only where a courier wrote it: a staff note never leaves here.
      courierNote: sql<string | null>`case when ${orderEvents.actorRole} = 'system'
        and starts_with(${orderEvents.note}, ${orderEvents.actorName} || ': ')
        then ${orderEvents.note} end`,
    })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, order.id))
    .orderBy(orderEvents.eventNo);
  return {
    orderNumber: formatOrderNumber(number),
    status: order.status,
    courier: order.courier,
    trackingCode: order.trackingCode,
    events: asSteps(
      events.map((event) => ({
        status: event.status,
        at: event.at.toISOString(),
        courierNote: event.courierNote,
      })),
    ),
  };
}
