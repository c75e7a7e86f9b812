import { and, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import { formatOrderNumber } from '../../../shared/order-number.ts';
import type { RowOf } from '../../db/rows.ts';
import { orders } from '../../db/schema.ts';
import { soldUnits } from '../../db/schema-warranty.ts';
import { HttpError } from '../../http/errors.ts';
import { builderOn, isAnyOf, type Queryable } from '../../db/queryable.ts';

// The one writer of live unit records (sold_units, state `sold`). The partial unique index
// sold_units_serial_live lets one live record carry a serial: two staff recording it for two
// orders at once both insert, one waits for the other's commit and then finds it taken.

/** The order statuses that free their units' serials. */
const TAKEN_BACK = ['cancelled', 'returned'] as const;

/**
 * A live unit record whose sale stands: an offline sale's, or an order's that was not
 * cancelled or returned (the order left-joined on the record's).
 */
export const LIVE_UNIT = and(
  eq(soldUnits.state, 'sold'),
  or(isNull(orders.id), notInArray(orders.status, [...TAKEN_BACK])),
);

export interface NewUnit {
  productId: string;
  serial: string;
  unitNo: number;
  recordedBy: string | null;
  /** An online order's line; or, for a sale before the shop went online, its ref and date. */
  orderId?: string | null;
  lineNo?: number | null;
  offlineRef?: string | null;
  soldOn?: string | null;
  /** The first sale's unit, for a unit given under warranty in place of another. */
  originUnitId?: string | null;
}

/** Who holds a serial now, in words: "order CH-000123", "the sale INV-77 of 2024-03-02". */
export async function serialHolder(db: Queryable, serial: string): Promise<string | null> {
  const [row] = await builderOn(db)
    .select({ number: orders.number, ref: soldUnits.offlineRef, soldOn: soldUnits.soldOn })
    .from(soldUnits)
    .leftJoin(orders, eq(orders.id, soldUnits.orderId))
    .where(and(eq(soldUnits.serial, serial), LIVE_UNIT));
  if (!row) return null;
  return row.number === null
    ? `the sale ${row.ref ?? ''} of ${row.soldOn ?? ''}`
    : `order ${formatOrderNumber(row.number)}`;
}

/**
 * A serial sold with an order that was then cancelled or came back is free again: its record
 * is released, in the caller's transaction, before the serial is recorded anew.
 */
export async function releaseReturnedSerials(db: Queryable, serials: readonly string[]) {
  if (serials.length === 0) return;
  await builderOn(db)
    .update(soldUnits)
    .set({ state: 'released', endedAt: sql`now()` })
    .from(orders)
    .where(
      and(
        eq(orders.id, soldUnits.orderId),
        isAnyOf(soldUnits.serial, serials),
        eq(soldUnits.state, 'sold'),
        inArray(orders.status, [...TAKEN_BACK]),
      ),
    );
}

/**
 * Inserts live records; a serial another live record carries (now, or by a transaction that
 * commits meanwhile) is refused with 409 naming it and its sale, and the caller's
 * transaction rolls back. Answers the new records' ids in the order given. Hand-written: one
 * statement for all of a file's units, an insert from the unnest of their columns' arrays.
 */
export async function insertLiveUnits(db: Queryable, units: readonly NewUnit[]): Promise<string[]> {
  if (units.length === 0) return [];
  const { rows } = await db.query<RowOf<typeof soldUnits, 'id' | 'serial'>>(
    `insert into sold_units (order_id, line_no, unit_no, product_id, serial, offline_ref,
                             sold_on, origin_unit_id, recorded_by)
     select * from unnest($1::uuid[], $2::int[], $3::int[], $4::uuid[], $5::text[], $6::text[],
                          $7::date[], $8::uuid[], $9::uuid[])
     on conflict (serial) where state = 'sold' do nothing
     returning id, serial`,
    [
      units.map((u) => u.orderId ?? null),
      units.map((u) => u.lineNo ?? null),
      units.map((u) => u.unitNo),
      units.map((u) => u.productId),
      units.map((u) => u.serial),
      units.map((u) => u.offlineRef ?? null),
      units.map((u) => u.soldOn ?? null),
      units.map((u) => u.originUnitId ?? null),
      units.map((u) => u.recordedBy),
    ],
  );
  const ids = new Map(rows.map((row) => [row.serial, row.id]));
  const taken = units.find((unit) => !ids.has(unit.serial));
  if (taken) {
    const holder = await serialHolder(db, taken.serial);
    throw new HttpError(
      409,
      `Serial ${taken.serial} is already sold with ${holder ?? 'another sale'} and not returned.`,
    );
  }
  return units.map((unit) => ids.get(unit.serial) as string);
}
