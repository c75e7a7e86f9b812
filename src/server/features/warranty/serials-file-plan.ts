import type pg from 'pg';
import { formatOrderNumber } from '../../../shared/order-number.ts';
import type { SerialImportReport } from '../../../shared/schemas/warranty-desk.ts';
import type { orders, products } from '../../db/schema.ts';
import type { orderLines } from '../../db/schema-orders.ts';
import type { soldUnits } from '../../db/schema-warranty.ts';
import type { FileRow } from './serials-file.ts';
import type { NewUnit } from './serial-units.ts';

// What a serials file would record, row by row, read against the database in a few queries:
// each row's product by SKU, its order's line with a unit still without a serial (or its
// offline sale), and whether its serial is already sold elsewhere.

export type PlannedUnit = Omit<NewUnit, 'recordedBy'> & { serial: string };
type RowError = SerialImportReport['errors'][number];

type Order = typeof orders.$inferSelect;
type Product = typeof products.$inferSelect;
type Unit = typeof soldUnits.$inferSelect;

type Line = Pick<
  typeof orderLines.$inferSelect,
  'orderId' | 'lineNo' | 'productId' | 'quantity'
> & {
  /** The units of the line that have a live serial. */
  units: number[];
};

/** A product and its SKU in lower case, the key a file's SKUs are matched by. */
type ProductBySku = Pick<Product, 'id'> & { key: string };

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

async function lookups(client: pg.ClientBase, rows: readonly FileRow[]) {
  const [products, orders, lines, holders, offline] = await Promise.all([
    client.query<ProductBySku>(
      'select id, lower(sku) as key from products where lower(sku) = any($1::text[])',
      [rows.map((row) => row.sku.toLowerCase())],
    ),
    client.query<Pick<Order, 'id' | 'number' | 'status'>>(
      'select id, number::int as number, status from orders where number = any($1::bigint[])',
      [rows.flatMap((row) => (row.onlineNumber === null ? [] : [row.onlineNumber]))],
    ),
    client.query<Line>(
      `select l.order_id as "orderId", l.line_no as "lineNo", l.product_id as "productId",
          l.quantity, coalesce((select array_agg(u.unit_no) from sold_units u
            where u.order_id = l.order_id and u.line_no = l.line_no and u.state = 'sold'), '{}') as units
         from order_lines l join orders o on o.id = l.order_id
        where o.number = any($1::bigint[]) order by l.order_id, l.line_no`,
      [rows.flatMap((row) => (row.onlineNumber === null ? [] : [row.onlineNumber]))],
    ),
    client.query<
      Pick<Unit, 'serial' | 'orderId' | 'productId'> & {
        ref: Unit['offlineRef'];
        /** The online order's number; null for a sale before the shop went online. */
        number: Order['number'] | null;
      }
    >(
      `select u.serial, u.order_id as "orderId", u.offline_ref as ref, u.product_id as "productId",
          o.number::int as number
         from sold_units u left join orders o on o.id = u.order_id
        where u.serial = any($1::text[]) and u.state = 'sold'
          and (o.id is null or o.status not in ('cancelled', 'returned'))`,
      [rows.map((row) => row.serial)],
    ),
    client.query<
      Pick<Unit, 'productId'> & {
        ref: NonNullable<Unit['offlineRef']>;
        /** The offline sale's last unit of the product: a max(). */
        last: number;
      }
    >(
      `select offline_ref as ref, product_id as "productId", max(unit_no) as last from sold_units
        where offline_ref = any($1::text[]) group by offline_ref, product_id`,
      [rows.map((row) => row.orderNumber)],
    ),
  ]);
  return {
    productOf: new Map(products.rows.map((p) => [p.key, p.id])),
    orderOf: new Map(orders.rows.map((o) => [o.number, o])),
    lines: lines.rows,
    holderOf: new Map(holders.rows.map((h) => [h.serial, h])),
    lastOffline: new Map(offline.rows.map((o) => [`${o.ref}\u0000${o.productId}`, o.last])),
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
