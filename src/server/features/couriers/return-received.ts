import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { BACK_ON_THE_SHELF } from '../../../shared/schemas/courier.ts';
import type { RowOf } from '../../db/rows.ts';
import * as schema from '../../db/schema.ts';
import type { orders } from '../../db/schema.ts';
import { orderLines } from '../../db/schema-orders.ts';
import { inTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../http/errors.ts';
import { addTimelineStep, releaseStock, type Actor } from '../order-life/index.ts';

// A returned parcel is back on the shelf: its units come back through the stock ledger
// (reason `return`) exactly once. The order is locked first, and a ledger entry of that
// reason for it is the record that it happened.

export async function takeReturnBack(pool: pg.Pool, orderId: string, actor: Actor) {
  return inTransaction(pool, async (tx) => {
    const { rows } = await tx.query<RowOf<typeof orders, 'status'> & { back: boolean }>(
      `select status, exists (select 1 from stock_ledger l
          where l.order_id = o.id and l.reason = 'return') as back
        from orders o where id = $1 for no key update`,
      [orderId],
    );
    const order = rows[0];
    if (!order) throw new HttpError(404, 'No order with this id.');
    if (order.back) throw new HttpError(409, 'This parcel is back on the shelf already.');
    if (order.status !== 'returned') {
      throw new HttpError(
        409,
        `This order is ${order.status}: only a returned order's parcel comes back on the shelf.`,
      );
    }
    await releaseStock(tx, [orderId], actor, 'return');
    await addTimelineStep(tx, orderId, 'returned', actor, BACK_ON_THE_SHELF);
    const [lines] = await drizzle(tx, { schema })
      .select({ units: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId));
    return { orderId, unitsBack: lines?.units ?? 0 };
  });
}
