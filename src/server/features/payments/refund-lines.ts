import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { paidForUnits } from '../../../shared/discount-shares.ts';
import type { RefundableLine } from '../../../shared/schemas/payment.ts';
import { orderLines } from '../../db/schema-orders.ts';
import { HttpError } from '../../http/errors.ts';

// A refund of some units of an order's lines: what was paid for them (each line's total less
// its share of the coupon's discount, src/shared/discount-shares.ts), and the units marked
// given back with the refund, so no unit is refunded twice.

export interface RefundedUnits {
  lineNo: number;
  quantity: number;
}

/** The order's lines as a refund sees them, in line order. */
export async function refundableLines(pool: pg.Pool, orderId: string): Promise<RefundableLine[]> {
  return drizzle(pool)
    .select({
      lineNo: orderLines.lineNo,
      name: orderLines.productName,
      quantity: orderLines.quantity,
      refundedQuantity: orderLines.refundedQuantity,
      lineTotal: orderLines.lineTotalTk,
      discount: orderLines.discountTk,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.lineNo);
}

/**
 * What was paid for these units; a 400 naming the line when it is not the order's, or asks
 * for more units than are left to give back.
 */
export function paidForRefund(
  lines: readonly RefundableLine[],
  units: readonly RefundedUnits[],
): number {
  return units.reduce((sum, { lineNo, quantity }, index) => {
    const line = lines.find((candidate) => candidate.lineNo === lineNo);
    if (!line) {
      throw new HttpError(400, `lines.${index}.lineNo: this order has no line ${lineNo}`, {
        [`lines.${index}.lineNo`]: `this order has no line ${lineNo}`,
      });
    }
    const left = line.quantity - line.refundedQuantity;
    if (quantity > left) {
      const words =
        left === 0 ? 'every unit is refunded already' : `at most ${left} left to refund`;
      throw new HttpError(400, `lines.${index}.quantity: ${line.name}: ${words}`, {
        [`lines.${index}.quantity`]: words,
      });
    }
    return sum + paidForUnits(line, quantity);
  }, 0);
}

/**
 * Marks the units given back, in the refund's transaction; false when another refund took
 * some of them first (every line must still have its units left).
 */
export async function markUnitsRefunded(
  client: pg.ClientBase,
  orderId: string,
  units: readonly RefundedUnits[],
): Promise<boolean> {
  const { rowCount } = await client.query(
    `update order_lines l set refunded_quantity = l.refunded_quantity + r.quantity
       from unnest($2::int[], $3::int[]) as r(line_no, quantity)
      where l.order_id = $1 and l.line_no = r.line_no
        and l.refunded_quantity + r.quantity <= l.quantity`,
    [orderId, units.map((unit) => unit.lineNo), units.map((unit) => unit.quantity)],
  );
  return rowCount === units.length;
}

/** Gives back units a failed refund had marked, in its transaction. */
export async function releaseUnits(
  client: pg.ClientBase,
  orderId: string,
  units: readonly RefundedUnits[],
): Promise<void> {
  await client.query(
    `update order_lines l set refunded_quantity = l.refunded_quantity - r.quantity
       from unnest($2::int[], $3::int[]) as r(line_no, quantity)
      where l.order_id = $1 and l.line_no = r.line_no and l.refunded_quantity >= r.quantity`,
    [orderId, units.map((unit) => unit.lineNo), units.map((unit) => unit.quantity)],
  );
}
