import { eq, sql } from 'drizzle-orm';
import { formatOrderNumber } from '../../../shared/order-number.ts';
import type { OrderSerialLine, OrderSerials } from '../../../shared/schemas/warranty-desk.ts';
import { orders, products } from '../../db/schema.ts';
import { orderLines } from '../../db/schema-orders.ts';
import { soldUnits } from '../../db/schema-warranty.ts';
import { HttpError } from '../../http/errors.ts';
import { builderOn, type Queryable } from '../../db/queryable.ts';
import { readWarrantySettings } from './warranty-settings.ts';
import { readTogether } from '../../db/read-together.ts';

// An order's lines with their serials as recorded (the packing form, the order page, the
// invoice, My Orders), and the rule that an order waits for them before it ships.

/** A line's live serials in unit order, an array_agg (null for a gap). */
type Serials = (string | null)[];

/** An order line as OrderSerialLine names it. */
const LINE = {
  lineNo: orderLines.lineNo,
  productId: orderLines.productId,
  name: orderLines.productName,
  sku: products.sku,
  quantity: orderLines.quantity,
  serialTracked: sql<boolean>`coalesce(${products.serialTracked}, false)`,
  serials: sql<Serials>`coalesce((select array_agg(${soldUnits.serial} order by ${soldUnits.unitNo})
    from ${soldUnits} where ${soldUnits.orderId} = ${orderLines.orderId}
      and ${soldUnits.lineNo} = ${orderLines.lineNo} and ${soldUnits.state} = 'sold'), '{}')`,
};

/** Each line of the order with its live serials in unit order. */
export async function serialLinesOf(db: Queryable, orderId: string): Promise<OrderSerialLine[]> {
  const rows = await builderOn(db)
    .select(LINE)
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.lineNo);
  return rows.map((row) => ({ ...row, serials: row.serials.filter((s) => s !== null) }));
}

/** How many units of the order's tracked lines still have no serial. */
export function unitsWithoutSerial(lines: readonly OrderSerialLine[]): number {
  return lines
    .filter((line) => line.serialTracked)
    .reduce((sum, line) => sum + Math.max(0, line.quantity - line.serials.length), 0);
}

/** The packing form's answer: the lines, whether they are complete, and the shop's rule. */
export async function orderSerials(db: Queryable, orderId: string): Promise<OrderSerials> {
  const [order] = await builderOn(db)
    .select({ number: orders.number })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw new HttpError(404, 'No order with this id.');
  const [lines, settings] = await readTogether(db, [
    () => serialLinesOf(db, orderId),
    () => readWarrantySettings(db),
  ]);
  return {
    orderId,
    orderNumber: formatOrderNumber(order.number),
    lines,
    complete: unitsWithoutSerial(lines) === 0,
    requiredBeforeShipping: settings.serialsBeforeShipping,
  };
}

/**
 * Why the order may not ship or be booked yet (its tracked units still lack serials while the
 * shop's rule is on), or null when it may.
 */
export async function missingSerialsRefusal(
  db: Queryable,
  orderId: string,
): Promise<string | null> {
  const settings = await readWarrantySettings(db);
  if (!settings.serialsBeforeShipping) return null;
  const lines = await serialLinesOf(db, orderId);
  const missing = unitsWithoutSerial(lines);
  if (missing === 0) return null;
  const names = lines
    .filter((line) => line.serialTracked && line.serials.length < line.quantity)
    .map((line) => line.name)
    .join(', ');
  return `Record the serial number of ${missing} unit${missing === 1 ? '' : 's'} (${names}) before this order ships.`;
}

/** Refuses a move to shipped with 409 while serials are missing (the shop's rule). */
export async function refuseShippingWithoutSerials(db: Queryable, orderId: string) {
  const refusal = await missingSerialsRefusal(db, orderId);
  if (refusal) throw new HttpError(409, refusal);
}
