import type pg from 'pg';
import { COURIER_NAMES, type CashQuery } from '../../../shared/schemas/courier-cash.ts';
import { csvLine } from '../../../shared/csv-cells.ts';
import { differenceOf, settledParcels } from './courier-cash.ts';

// The cash reconciliation as a spreadsheet: one row per settled parcel, with the byte-order
// mark Excel needs to read UTF-8. A difference is written as "short" or "over", never as a
// negative number: the CSV writer escapes a leading minus, which would make it text.

const HEADER = [
  'Courier',
  'Order',
  'Tracking code',
  'State',
  'Settled on',
  'Expected (Tk)',
  'Collected (Tk)',
  'Delivery fee (Tk)',
  'Short (Tk)',
  'Over (Tk)',
];

export async function cashFile(
  pool: pg.Pool,
  query: CashQuery,
): Promise<{ name: string; text: string }> {
  const { from, to, parcels } = await settledParcels(pool, query);
  const lines = parcels.map((parcel) =>
    csvLine([
      COURIER_NAMES[parcel.courier],
      parcel.orderNumber,
      parcel.trackingCode ?? '',
      parcel.state,
      parcel.settledOn,
      String(parcel.expectedTk),
      parcel.collectedTk === null ? '' : String(parcel.collectedTk),
      parcel.deliveryFeeTk === null ? '' : String(parcel.deliveryFeeTk),
      String(Math.max(0, -differenceOf(parcel))),
      String(Math.max(0, differenceOf(parcel))),
    ]),
  );
  return {
    name: `courier-cash-${from}-to-${to}.csv`,
    text: `\uFEFF${csvLine(HEADER)}${lines.join('')}`,
  };
}
