import type pg from 'pg';
import { formatOrderNumber } from '../../../shared/order-number.ts';
import type { TrackAnswer } from '../../../shared/schemas/notice.ts';
import type { orders } from '../../db/schema.ts';
import type { orderEvents } from '../../db/schema-orders.ts';
import { HttpError } from '../../http/errors.ts';
import { asSteps } from '../../../shared/timeline-steps.ts';

type OrderEvent = typeof orderEvents.$inferSelect;

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
  const { rows } = await pool.query<
    Pick<typeof orders.$inferSelect, 'id' | 'status' | 'courier' | 'trackingCode'>
  >(
    `select id, status, courier, tracking_code as "trackingCode"
       from orders where number = $1 and phone = $2`,
    [number, phone],
  );
  const order = rows[0];
  if (!order) throw new HttpError(404, NOT_FOUND);
  // A courier's own steps are written by the shop as "<courier>: <status>" (couriers
  // feature): their words are public, unlike staff notes.
  const events = await pool.query<
    // `courierNote` is the step's note, kept only where a courier wrote it.
    Pick<OrderEvent, 'status'> & { at: OrderEvent['createdAt']; courierNote: OrderEvent['note'] }
  >(
    `select status, created_at as at,
        case when actor_role = 'system' and starts_with(note, actor_name || ': ')
          then note end as "courierNote"
      from order_events where order_id = $1 order by event_no`,
    [order.id],
  );
  return {
    orderNumber: formatOrderNumber(number),
    status: order.status,
    courier: order.courier,
    trackingCode: order.trackingCode,
    events: asSteps(
      events.rows.map((event) => ({
        status: event.status,
        at: event.at.toISOString(),
        courierNote: event.courierNote,
      })),
    ),
  };
}
