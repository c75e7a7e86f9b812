import { and, eq, max, sql } from 'drizzle-orm';
import type pg from 'pg';
import { formatOrderNumber } from '../../../shared/order-number.ts';
import type { SerialImportReport } from '../../../shared/schemas/warranty-desk.ts';
import { orders, products } from '../../db/schema.ts';
import { orderLines } from '../../db/schema-orders.ts';
import { soldUnits } from '../../db/schema-warranty.ts';
import { builderOn, isAnyOf } from '../../db/queryable.ts';
import type { FileRow } from './serials-file.ts';
import { LIVE_UNIT, type NewUnit } from './serial-units.ts';
import { readTogether } from '../../db/read-together.ts';

// What a serials file would record, row by row, read against the database in a few queries:
// each row's product by SKU, its order's line with a unit still without a serial (or its
// offline sale), and whether its serial is already sold elsewhere.

export type PlannedUnit = Omit<NewUnit, 'recordedBy'> & { serial: string };
type RowError = SerialImportReport['errors'][number];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Today in Dhaka, as YYYY-MM-DD: an offline sale cannot be dated after it. */
function todayInDhaka(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
}

function validDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** A SKU in lower case, the key a file's SKUs are matched by. */
const SKU_KEY = sql<string>`lower(${products.sku})`;

/** The units of an order line that have a live serial, an array_agg. */
const UNITS_WITH_SERIAL = sql<number[]>`coalesce((select array_agg(${soldUnits.unitNo})
  from ${soldUnits} where ${soldUnits.orderId} = ${orderLines.orderId}
    and ${soldUnits.lineNo} = ${orderLines.lineNo} and ${soldUnits.state} = 'sold'), '{}')`;

async function lookups(client: pg.ClientBase, rows: readonly FileRow[]) {
  const db = builderOn(client);
  const skus = rows.map((row) => row.sku.toLowerCase());
  const numbers = rows.flatMap((row) => (row.onlineNumber === null ? [] : [row.onlineNumber]));
  const serials = rows.map((row) => row.serial);
  const refs = rows.map((row) => row.orderNumber);
  const [productsBySku, ordersByNumber, lines, holders, offline] = await readTogether(client, [
    () => db.select({ id: products.id, key: SKU_KEY }).from(products).where(isAnyOf(SKU_KEY, skus)),
    () =>
      db
        .select({ id: orders.id, number: orders.number, status: orders.status })
        .from(orders)
        .where(isAnyOf(orders.number, numbers)),
    () =>
      db
        .select({
          orderId: orderLines.orderId,
          lineNo: orderLines.lineNo,
          productId: orderLines.productId,
          quantity: orderLines.quantity,
          units: UNITS_WITH_SERIAL,
        })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(isAnyOf(orders.number, numbers))
        .orderBy(orderLines.orderId, orderLines.lineNo),
    () =>
      db
        .select({
          serial: soldUnits.serial,
          orderId: soldUnits.orderId,
          ref: soldUnits.offlineRef,
          productId: soldUnits.productId,
          /** The online order's number; null for a sale before the shop went online. */
          number: orders.number,
        })
        .from(soldUnits)
        .leftJoin(orders, eq(orders.id, soldUnits.orderId))
        .where(and(isAnyOf(soldUnits.serial, serials), LIVE_UNIT)),
    () =>
      db
        .select({
          ref: soldUnits.offlineRef,
          productId: soldUnits.productId,
          /** The offline sale's last unit of the product. */
          last: max(soldUnits.unitNo),
        })
        .from(soldUnits)
        .where(isAnyOf(soldUnits.offlineRef, refs))
        .groupBy(soldUnits.offlineRef, soldUnits.productId),
  ]);
  return {
    productOf: new Map(productsBySku.map((p) => [p.key, p.id])),
    orderOf: new Map(ordersByNumber.map((o) => [o.number, o])),
    lines,
    holderOf: new Map(holders.map((h) => [h.serial, h])),
    lastOffline: new Map(offline.map((o) => [`${o.ref}\u0000${o.productId}`, o.last])),
  };
}

/** The units the rows add, how many are recorded so already, and each row's error. */
export async function planRows(client: pg.ClientBase, rows: readonly FileRow[]) {
  const units: PlannedUnit[] = [];
  const errors: RowError[] = [];
  let unchanged = 0;
  if (rows.length === 0) return { units, errors, unchanged };
  const found = await lookups(client, rows);
  const today = todayInDhaka();
  for (const row of rows) {
    const fail = (column: string, message: string) =>
      errors.push({ row: row.row, column, message });
    const productId = found.productOf.get(row.sku.toLowerCase());
    if (!productId) {
      fail('sku', `No product has the SKU ${row.sku || '(empty)'}`);
      continue;
    }
    const order = row.onlineNumber === null ? undefined : found.orderOf.get(row.onlineNumber);
    const holder = found.holderOf.get(row.serial);
    if (holder) {
      const same =
        holder.productId === productId &&
        (order ? holder.orderId === order.id : holder.ref === row.orderNumber);
      if (same) unchanged++;
      else {
        const where =
          holder.number === null
            ? `the sale ${holder.ref ?? ''}`
            : `order ${formatOrderNumber(holder.number)}`;
        fail('serial', `Serial ${row.serial} is already sold with ${where}`);
      }
      continue;
    }
    if (row.onlineNumber !== null) {
      if (!order || order.status === 'cancelled' || order.status === 'returned') {
        fail(
          'orderNumber',
          order
            ? `${row.orderNumber} is ${order.status}`
            : `No order ${row.orderNumber} in this shop`,
        );
        continue;
      }
      const line = found.lines.find(
        (l) => l.orderId === order.id && l.productId === productId && l.units.length < l.quantity,
      );
      if (!line) {
        fail('sku', `${row.orderNumber} has no unit of ${row.sku} left without a serial`);
        continue;
      }
      let unitNo = 1;
      while (line.units.includes(unitNo)) unitNo++;
      line.units.push(unitNo);
      units.push({ orderId: order.id, lineNo: line.lineNo, unitNo, productId, serial: row.serial });
      continue;
    }
    if (!validDate(row.soldOn) || row.soldOn > today) {
      fail(
        'soldOn',
        'A sale before the shop went online needs its date, YYYY-MM-DD, not after today',
      );
      continue;
    }
    const key = `${row.orderNumber}\u0000${productId}`;
    const unitNo = (found.lastOffline.get(key) ?? 0) + 1;
    found.lastOffline.set(key, unitNo);
    units.push({
      offlineRef: row.orderNumber,
      soldOn: row.soldOn,
      unitNo,
      productId,
      serial: row.serial,
    });
  }
  return { units, errors, unchanged };
}
