import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { csvLine } from '../../../shared/csv-cells.ts';
import { formatOrderNumber, parseOrderNumber } from '../../../shared/order-number.ts';
import { serialSchema, type SerialImportReport } from '../../../shared/schemas/warranty-desk.ts';
import { orders, products } from '../../db/schema.ts';
import { soldUnits } from '../../db/schema-warranty.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { AuthUser } from '../../http/access.ts';
import { HttpError } from '../../http/errors.ts';
import { parseCsv } from '../catalogue-files/index.ts';
import { builderOn } from '../../db/queryable.ts';
import { planRows, type PlannedUnit } from './serials-file-plan.ts';
import { insertLiveUnits, LIVE_UNIT, releaseReturnedSerials } from './serial-units.ts';

// The serials file (decision 088): every unit sold with its serial, and the import that
// brings a shop's history in. A row names an online order of this shop (CH-000123) or a sale
// made before the shop went online: its own reference (the paper invoice's number) and its
// date, from which that unit's warranty runs. All of a file or nothing.

export const MAX_SERIALS_FILE_BYTES = 5 * 1024 * 1024;
const MAX_ROWS = 20_000;
export const SERIAL_COLUMNS = ['orderNumber', 'sku', 'serial', 'soldOn'] as const;

/** Every live unit, online orders first by number, then offline sales by date. */
export async function exportSerials(pool: pg.Pool): Promise<string> {
  const rows = await builderOn(pool)
    .select({
      /** The online order's number; null for a sale before the shop went online. */
      number: orders.number,
      ref: soldUnits.offlineRef,
      sku: products.sku,
      serial: soldUnits.serial,
      /** The offline sale's date, or the day in Dhaka the online order was placed. */
      soldOn: sql<string>`coalesce(${soldUnits.soldOn}, (${orders.createdAt} at time zone 'Asia/Dhaka')::date)::text`,
    })
    .from(soldUnits)
    .innerJoin(products, eq(products.id, soldUnits.productId))
    .leftJoin(orders, eq(orders.id, soldUnits.orderId))
    .where(LIVE_UNIT)
    .orderBy(
      sql`${orders.number} nulls last`,
      soldUnits.soldOn,
      soldUnits.offlineRef,
      soldUnits.lineNo,
      soldUnits.unitNo,
    );
  const lines = rows.map((row) =>
    csvLine([
      row.number === null ? (row.ref ?? '') : formatOrderNumber(row.number),
      row.sku,
      row.serial,
      row.soldOn,
    ]),
  );
  return `\uFEFF${csvLine([...SERIAL_COLUMNS])}${lines.join('')}`;
}

export interface FileRow {
  row: number;
  orderNumber: string;
  /** The number of a CH-000123 reference; null for an offline sale's own reference. */
  onlineNumber: number | null;
  sku: string;
  serial: string;
  soldOn: string;
}

type RowError = SerialImportReport['errors'][number];

/** The file's rows, read and checked one by one; the errors of what cannot be read. */
function readRows(bytes: Buffer): { rows: FileRow[]; errors: RowError[] } {
  const records = parseCsv(bytes.toString('utf8'), MAX_ROWS + 1);
  if (!records) {
    throw new HttpError(422, `The file has more than ${MAX_ROWS} rows: send it in parts.`);
  }
  const [header = [], ...body] = records;
  const names = header.map((cell) => cell.trim());
  const missing = SERIAL_COLUMNS.slice(0, 3).filter((column) => !names.includes(column));
  if (missing.length > 0) {
    return {
      rows: [],
      errors: missing.map((column) => ({
        row: 1,
        column,
        message: `The ${column} column is missing`,
      })),
    };
  }
  const cell = (record: string[], column: string) => (record[names.indexOf(column)] ?? '').trim();
  const rows: FileRow[] = [];
  const errors: RowError[] = [];
  const seen = new Map<string, number>();
  body.forEach((record, index) => {
    const row = index + 2;
    const orderNumber = cell(record, 'orderNumber');
    const serial = serialSchema.safeParse(cell(record, 'serial'));
    if (!serial.success) {
      errors.push({
        row,
        column: 'serial',
        message: serial.error.issues[0]?.message ?? 'Not a serial',
      });
      return;
    }
    const first = seen.get(serial.data);
    if (first !== undefined) {
      errors.push({
        row,
        column: 'serial',
        message: `Serial ${serial.data} is on row ${first} too`,
      });
      return;
    }
    seen.set(serial.data, row);
    if (!orderNumber || orderNumber.length > 40 || !/^[ -~]+$/.test(orderNumber)) {
      errors.push({
        row,
        column: 'orderNumber',
        message: 'orderNumber must be 1 to 40 printable ASCII characters',
      });
      return;
    }
    const online = /^CH-/i.test(orderNumber) ? parseOrderNumber(orderNumber) : null;
    if (/^CH-/i.test(orderNumber) && online === null) {
      errors.push({
        row,
        column: 'orderNumber',
        message: `${orderNumber} is not an order number like CH-000123`,
      });
      return;
    }
    rows.push({
      row,
      orderNumber,
      onlineNumber: online,
      sku: cell(record, 'sku'),
      serial: serial.data,
      soldOn: cell(record, 'soldOn'),
    });
  });
  return { rows, errors };
}

function report(
  rows: number,
  planned: PlannedUnit[],
  unchanged: number,
  errors: RowError[],
  applied: boolean,
) {
  return { rows, added: planned.length, unchanged, errors, applied };
}

/** Checks (dryRun) or applies a serials file; a file with errors is a 422 that changes nothing. */
export async function importSerials(
  pool: pg.Pool,
  staff: AuthUser,
  bytes: Buffer,
  dryRun: boolean,
): Promise<SerialImportReport> {
  const read = readRows(bytes);
  const rowCount = read.rows.length + read.errors.filter((error) => error.row > 1).length;
  return inTransaction(pool, async (client) => {
    // One import at a time: two files placing units on the same order line wait their turn
    // (an advisory lock, which stays hand-written).
    await client.query('select pg_advisory_xact_lock($1)', [7_201_548]);
    const plan = await planRows(client, read.rows);
    const errors = [...read.errors, ...plan.errors].sort((a, b) => a.row - b.row);
    if (errors.length > 0 && !dryRun) {
      throw new HttpError(
        422,
        `The file has ${errors.length} error${errors.length === 1 ? '' : 's'} (the first: row ${errors[0]?.row}, ${errors[0]?.column}: ${errors[0]?.message}); nothing was changed. Dry-run it to see them all.`,
      );
    }
    if (dryRun || errors.length > 0) {
      return report(rowCount, plan.units, plan.unchanged, errors, false);
    }
    await releaseReturnedSerials(
      client,
      plan.units.map((unit) => unit.serial),
    );
    await insertLiveUnits(
      client,
      plan.units.map((unit) => ({ ...unit, recordedBy: staff.id })),
    );
    return report(rowCount, plan.units, plan.unchanged, [], true);
  });
}
