import { and, eq, notExists } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import * as schema from '../../db/schema.ts';
import { orderEvents, orders } from '../../db/schema-orders.ts';
import type { ShipmentState } from '../../db/schema-couriers.ts';
import { addTimelineStep, type Actor } from '../order-life/index.ts';
import type { Courier, ParcelStatus } from './courier.ts';
import { formatTk } from '../../../shared/money.ts';

// The cash a courier collected is the parcel's money: the Courier cash page adds it up and
// staff settle with the courier by it. It is recorded once, from the courier's word of the
// delivery (in full or in part), and nothing the courier says later moves it (decision
// 072). A later word naming another figure is kept for staff, as a note on the order's
// timeline, once: the courier is still answered as usual, so it does not push it again and
// again.

/** Phases whose word carries the cash collected; a figure with any other is not cash. */
const DELIVERY: readonly ParcelStatus['phase'][] = ['delivered', 'partial'];

export interface CashAfter {
  /** What the parcel's cash collected is after this word. */
  cashTk: number | null;
  /** For staff, when the word names another figure than the one recorded. */
  note: string | null;
}

/** The parcel's cash collected once the courier's status is heard. */
export function cashAfter(
  courier: Courier,
  parcel: { state: ShipmentState; cashTk: number | null },
  status: ParcelStatus,
): CashAfter {
  const figure = DELIVERY.includes(status.phase) ? (status.cashCollectedTk ?? null) : null;
  // The first figure of a delivery is recorded: with the delivery itself, or after it
  // where the delivery's word carried none (Pathao's delivered push; its Payment Invoice
  // names the amount). A parcel that came back collected nothing, whatever comes later.
  if (figure !== null && parcel.cashTk === null && parcel.state !== 'returned') {
    return { cashTk: figure, note: null };
  }
  const recorded = parcel.cashTk ?? 0;
  return {
    cashTk: parcel.cashTk,
    note:
      figure === null || figure === recorded
        ? null
        : `${courier.label} later reported ${formatTk(figure)} collected; recorded ${formatTk(recorded)}`,
  };
}

/**
 * Writes the note on the order's timeline unless it is there already: a courier repeating
 * its push is noted once. The caller holds the parcel's row, so two pushes cannot both
 * find it missing.
 */
export async function noteLaterFigure(
  tx: pg.PoolClient,
  orderId: string,
  actor: Actor,
  note: string,
): Promise<void> {
  const db = drizzle(tx, { schema });
  const noted = db
    .select({ orderId: orderEvents.orderId })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orders.id), eq(orderEvents.note, note)));
  const [order] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), notExists(noted)));
  if (order) await addTimelineStep(tx, orderId, order.status, actor, note);
}
