import type pg from 'pg';
import type { orders } from '../../db/schema.ts';
import type { ShipmentState } from '../../db/schema-couriers.ts';
import { inTransaction } from '../../db/transaction.ts';
import { addTimelineStep, shopTransition, type Actor } from '../order-life/index.ts';
import { cashAfter, noteLaterFigure } from './collected-cash.ts';
import type { Courier, ParcelStatus } from './courier.ts';
import { courierWordMove, FINAL_SHIPMENT_STATES as FINAL } from './shipment-life.ts';
import { recordCourierWord, type ShipmentRow } from './shipment-records.ts';

// What a courier's word about a parcel does (from the status duty or a webhook): every new
// status goes on the order's timeline; the parcel moves as its life's table says
// (shipment-life.ts), and a move that brings an order event (delivered, returned) moves a
// shipped order through the order life. A status that comes after the parcel's end
// (delivered, then in transit) is recorded and moves nothing back. The cash collected is
// recorded once, from the delivery (collected-cash.ts).

export const courierActor = (courier: Courier): Actor => ({
  role: 'system',
  id: null,
  name: courier.label,
});

/**
 * The timeline's words for a courier status: "<courier>: <status>" (the /track page shows
 * steps written that way, notices/track.service.ts), and what it means for staff.
 */
function noteOf(courier: Courier, status: ParcelStatus, was: ShipmentState, now: ShipmentState) {
  const said = `${courier.label}: ${status.courierStatus.replaceAll('_', ' ')}`;
  if (FINAL.includes(was) && status.phase !== was) {
    return `${said} (recorded; the parcel was ${was} already, the order stays as it is)`;
  }
  if (now === 'partial') return `${said}: only part of the parcel was delivered, staff to settle`;
  return said;
}

export type Applied = 'changed' | 'unchanged';

/**
 * Applies the courier's status to the order's parcel, once: the row is locked and compared
 * with what was last heard, so the same status from a poll and a webhook is written once.
 * The order is locked with it (the parcel first, then the order: the booking's order too),
 * so a staff move at the same moment either lands first and is seen, or waits.
 */
export async function applyParcelStatus(
  pool: pg.Pool,
  courier: Courier,
  orderId: string,
  status: ParcelStatus,
  next: { pollSeconds: number; consignmentId?: string },
): Promise<Applied> {
  return inTransaction(pool, async (tx) => {
    const { rows } = await tx.query<ShipmentRow>(
      'select * from shipments where order_id = $1 for update',
      [orderId],
    );
    const row = rows[0];
    if (!row) return 'unchanged';
    const { rows: locked } = await tx.query<{ status: (typeof orders.$inferSelect)['status'] }>(
      'select status from orders where id = $1 for no key update',
      [orderId],
    );
    const orderStatus = locked[0]!.status;
    // A booking not settled yet (its answer lost) is the booking code's to settle, with
    // the order's move to shipped: the courier's word is only recorded until then.
    const unsettled = row.state === 'booking' || row.state === 'failed';
    const move = courierWordMove(row.state, status.phase);
    const state = move?.to ?? row.state;
    const fresh = status.courierStatus !== row.courier_status || state !== row.state;
    const cash = cashAfter(courier, { state: row.state, cashTk: row.cash_collected_tk }, status);
    await recordCourierWord(tx, orderId, {
      courierStatus: status.courierStatus,
      state,
      consignmentId: next.consignmentId ?? null,
      cashCollectedTk: cash.cashTk,
      final: FINAL.includes(state),
      pollSeconds: next.pollSeconds,
      fresh,
      unsettled,
    });
    const actor = courierActor(courier);
    if (fresh) {
      const note = noteOf(courier, status, row.state, state);
      const event = move?.orderEvent;
      if (event && orderStatus === 'shipped') {
        await shopTransition(tx, [orderId], event, { actor, note });
      } else {
        await addTimelineStep(tx, orderId, orderStatus, actor, note);
      }
    }
    // After the status's own step: the note reads as what the courier said with it.
    if (cash.note) await noteLaterFigure(tx, orderId, actor, cash.note);
    return fresh ? 'changed' : 'unchanged';
  });
}
