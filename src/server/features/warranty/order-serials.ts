import type pg from 'pg';
import { formatOrderNumber } from '../../../shared/order-number.ts';
import type { OrderSerialLine, OrderSerials } from '../../../shared/schemas/warranty-desk.ts';
import type { orders, products } from '../../db/schema.ts';
import type { orderLines } from '../../db/schema-orders.ts';
import { HttpError } from '../../http/errors.ts';
import { readWarrantySettings } from './warranty-settings.ts';

// An order's lines with their serials as recorded (the packing form, the order page, the
// invoice, My Orders), and the rule that an order waits for them before it ships.

type Queryable = Pick<pg.ClientBase, 'query'>;

type OrderLine = typeof orderLines.$inferSelect;
type Product = typeof products.$inferSelect;

/** An order line as OrderSerialLine names it, its serials an array_agg (null for a gap). */
type LineRow = Pick<OrderLine, 'lineNo' | 'productId' | 'quantity'> &
  Pick<Product, 'sku'> & {
    name: OrderLine['productName'];
    serialTracked: NonNullable<Product['serialTracked']>;
    serials: (string | null)[];
  };

const LINES = `select l.line_no as "lineNo", l.product_id as "productId", l.product_name as name,
    p.sku, l.quantity, coalesce(p.serial_tracked, false) as "serialTracked",
    coalesce((select array_agg(u.serial order by u.unit_no) from sold_units u
      where u.order_id = l.order_id and u.line_no = l.line_no and u.state = 'sold'), '{}') as serials
  from order_lines l join products p on p.id = l.product_id
  where l.order_id = $1 order by l.line_no`;

/** Each line of the order with its live serials in unit order. */
export async function serialLinesOf(db: Queryable, orderId: string): Promise<OrderSerialLine[]> {
  const { rows } = await db.query<LineRow>(LINES, [orderId]);
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
  const { rows } = await db.query<Pick<typeof orders.$inferSelect, 'number'>>(
    'select number::int as number from orders where id = $1',
    [orderId],
  );
  const order = rows[0];
  if (!order) throw new HttpError(404, 'No order with this id.');
  const [lines, settings] = await Promise.all([
    serialLinesOf(db, orderId),
    readWarrantySettings(db),
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
