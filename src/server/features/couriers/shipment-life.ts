import type { ShipmentState } from '../../db/schema-couriers.ts';
import type { ParcelPhase } from './courier.ts';

// A parcel's life as a table, as an order's is (src/shared/order-life.ts): what the shop's
// own steps and each courier's word do to a shipment's state, and which event of the
// order's life a move brings. The shipment records (shipment-records.ts) are the one writer
// of the state, each write a move of this table (`shopStepMove`, and `courierWordMove` for
// what parcel-status.ts hears); the database refuses any other writer.

/** The order event a parcel's move brings, applied when the order is shipped. */
export type ParcelOrderEvent = 'delivered' | 'returned';

/** The shop's own steps: booking claimed, the courier's yes or no to a booking. */
export type ShopStep = 'claimed' | 'booked' | 'refused';

export interface ShipmentMove {
  from: ShipmentState;
  /** A shop's step, or the phase the courier's status means (its adapter reads it). */
  on: ShopStep | ParcelPhase;
  to: ShipmentState;
  orderEvent?: ParcelOrderEvent;
}

/**
 * Every move a shipment makes. A courier's word not listed for a state moves nothing: it
 * is recorded on the order's timeline and the parcel stays as it is (a parcel delivered or
 * returned is done with; a booking not settled yet is the booking's to settle).
 */
export const SHIPMENT_MOVES: readonly ShipmentMove[] = [
  // A new row starts at 'booking' (shipment-records.ts, claimNewBooking); a refused one may
  // be booked again.
  { from: 'failed', on: 'claimed', to: 'booking' },
  { from: 'booking', on: 'booked', to: 'booked' },
  { from: 'booking', on: 'refused', to: 'failed' },
  // What the courier says of a parcel it has.
  { from: 'booked', on: 'in-transit', to: 'booked' },
  { from: 'booked', on: 'unknown', to: 'booked' },
  { from: 'booked', on: 'partial', to: 'partial' },
  { from: 'booked', on: 'delivered', to: 'delivered', orderEvent: 'delivered' },
  { from: 'booked', on: 'returned', to: 'returned', orderEvent: 'returned' },
  // A partial delivery waits for staff to settle with the customer; a later final word ends it.
  { from: 'partial', on: 'in-transit', to: 'partial' },
  { from: 'partial', on: 'unknown', to: 'partial' },
  { from: 'partial', on: 'partial', to: 'partial' },
  { from: 'partial', on: 'delivered', to: 'delivered', orderEvent: 'delivered' },
  { from: 'partial', on: 'returned', to: 'returned', orderEvent: 'returned' },
];

/** The state a shipment's row starts in: its booking claimed, the courier not asked yet. */
export const FIRST_SHIPMENT_STATE: ShipmentState = 'booking';

/** The move a shop's step makes (each step has one). */
export function shopStepMove(step: ShopStep): ShipmentMove {
  const move = SHIPMENT_MOVES.find((candidate) => candidate.on === step);
  if (!move) throw new Error(`The shipment life has no move for the shop's step ${step}.`);
  return move;
}

/** States the courier is done with: never asked about again. */
export const FINAL_SHIPMENT_STATES: readonly ShipmentState[] = ['delivered', 'returned'];

/**
 * What a courier's word does to a shipment in `from`: its move, or none (the word is
 * recorded only).
 */
export function courierWordMove(from: ShipmentState, phase: ParcelPhase): ShipmentMove | null {
  return SHIPMENT_MOVES.find((move) => move.from === from && move.on === phase) ?? null;
}
