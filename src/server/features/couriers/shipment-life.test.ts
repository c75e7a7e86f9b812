import { describe, expect, test } from 'vitest';
import { SHIPMENT_STATES, type ShipmentState } from '../../db/schema-couriers.ts';
import type { ParcelPhase } from './courier.ts';
import { PATHAO_STATUSES, pathaoPhase } from './pathao-phases.ts';
import { courierWordMove, SHIPMENT_MOVES } from './shipment-life.ts';
import { STEADFAST_STATUSES, steadfastPhase } from './steadfast.ts';

// Every status each courier documents, walked through the parcel's life from every state
// a shipment can be in: what it moves, and which order event it brings.

const COURIERS: Array<[string, string[], (status: string) => ParcelPhase]> = [
  ['Steadfast', STEADFAST_STATUSES, steadfastPhase],
  ['Pathao', PATHAO_STATUSES, pathaoPhase],
];

/** What the shop means a courier's word to do: the rule the table must hold. */
function expected(from: ShipmentState, phase: ParcelPhase) {
  // Done with, or not settled yet: the word is recorded, nothing moves.
  if (!['booked', 'partial'].includes(from)) return null;
  if (phase === 'delivered') return { to: 'delivered', orderEvent: 'delivered' };
  if (phase === 'returned') return { to: 'returned', orderEvent: 'returned' };
  if (phase === 'partial') return { to: 'partial' };
  // Still on its way (or a word the shop does not know): a partial parcel stays flagged.
  return { to: from };
}

describe.each(COURIERS)('%s', (_courier, statuses, phaseOf) => {
  test('every documented status means a phase the shop knows', () => {
    expect(statuses.filter((status) => phaseOf(status) === 'unknown')).toEqual([]);
  });

  test.each(SHIPMENT_STATES)('every status, heard of a parcel that is %s', (from) => {
    for (const status of statuses) {
      const move = courierWordMove(from, phaseOf(status));
      const want = expected(from, phaseOf(status));
      expect(
        move && { to: move.to, ...(move.orderEvent && { orderEvent: move.orderEvent }) },
        status,
      ).toEqual(want);
    }
  });
});

test('a word no courier documents keeps a parcel where it is', () => {
  expect(courierWordMove('booked', 'unknown')?.to).toBe('booked');
  expect(courierWordMove('partial', 'unknown')?.to).toBe('partial');
  expect(courierWordMove('delivered', 'unknown')).toBeNull();
});

test('the table has one move per state and event', () => {
  const keys = SHIPMENT_MOVES.map((move) => `${move.from} ${move.on}`);
  expect(new Set(keys).size).toBe(keys.length);
});
