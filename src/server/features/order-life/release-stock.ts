import type pg from 'pg';
import type { StockReason } from '../../../shared/schemas/stock.ts';
import type { orderLines } from '../../db/schema-orders.ts';
import { changeStock, movesByProduct } from '../stock/index.ts';
import type { Actor } from './actor.ts';

/**
 * Puts the lines of cancelled orders back on the shelf, one ledger entry per order and
 * product. Every product involved is locked first, in id order, so that a bulk cancel
 * and concurrent checkouts always lock products in the same order.
 */
export async function releaseStock(
  client: pg.ClientBase,
  orderIds: readonly string[],
  actor: Actor,
  reason: StockReason,
) {
  if (orderIds.length === 0) return;
  const { rows } = await client.query<
    Pick<typeof orderLines.$inferSelect, 'orderId' | 'productId' | 'quantity'>
  >(
    `select order_id as "orderId", product_id as "productId", quantity
       from order_lines where order_id = any($1::uuid[])`,
    [orderIds],
  );
  await client.query(
    'select 1 from products where id = any($1::uuid[]) order by id for no key update',
    [[...new Set(rows.map((row) => row.productId))]],
  );
  for (const orderId of orderIds) {
    const lines = rows.filter((row) => row.orderId === orderId);
    const moves = movesByProduct(lines, 1);
    if (!(await changeStock(client, { reason, orderId }, moves, actor))) {
      throw new Error(`Cancelled order ${orderId} could not put its stock back`);
    }
  }
}
