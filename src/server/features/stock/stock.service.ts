import type pg from 'pg';
import { formatOrderNumber } from '../../../shared/order-number.ts';
import type { StockChange, StockEntry } from '../../../shared/schemas/stock.ts';
import type { AuthUser } from '../../http/access.ts';
import { HttpError } from '../../http/errors.ts';
import type { RowOf } from '../../db/rows.ts';
import type { orders, products } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { changeStock, type LedgerRow, type StockActor } from './stock.ts';

type ProductStock = RowOf<typeof products, 'stock'>;
/** A ledger row and the number of its order (null: the entry is not an order's). */
type LedgerRowWithNumber = LedgerRow & {
  order_number: (typeof orders.$inferSelect)['number'] | null;
};

function toStockEntry(row: LedgerRowWithNumber): StockEntry {
  return {
    _id: row.id,
    productId: row.product_id,
    change: row.change,
    reason: row.reason,
    orderId: row.order_id,
    orderNumber: row.order_number === null ? null : formatOrderNumber(Number(row.order_number)),
    actor: { role: row.actor_role, name: row.actor_name },
    stockAfter: row.stock_after,
    note: row.note,
    at: row.created_at.toISOString(),
  };
}

export function adminActor(user: AuthUser): StockActor {
  return { role: 'admin', id: user.id, name: user.name };
}

/**
 * An admin's change of stock: a signed change, or a new count checked against the count
 * the admin expected to replace (409 when an order or another admin moved it meanwhile).
 * The product's row is locked first, so the check and the change see the same stock.
 */
export async function adjustStock(
  pool: pg.Pool,
  productId: string,
  body: StockChange,
  admin: AuthUser,
): Promise<{ stock: number; entry: StockEntry }> {
  return inTransaction(pool, async (client) => {
    const { rows } = await client.query<ProductStock>(
      'select stock from products where id = $1 and deleted_at is null for update',
      [productId],
    );
    const current = rows[0]?.stock;
    if (current === undefined) throw new HttpError(404, 'No product with this id.');
    let change = body.change ?? 0;
    if (body.count !== undefined) {
      if (current !== body.expected) {
        throw new HttpError(
          409,
          `Stock is ${current} now, not the ${body.expected} you expected: it moved while you counted. Check the ledger and count again.`,
        );
      }
      change = body.count - current;
    }
    if (current + change < 0) {
      throw new HttpError(
        409,
        `change ${change} would take stock below zero: there are ${current} in stock.`,
      );
    }
    const cause = { reason: body.reason, note: body.note || null };
    const written = await changeStock(client, cause, [{ productId, change }], adminActor(admin));
    const row = written?.[0];
    if (!row) throw new Error('change_stocks refused a change checked under lock');
    return { stock: row.stock_after, entry: toStockEntry({ ...row, order_number: null }) };
  });
}

/** A product's stock and its latest ledger entries, newest first. */
export async function stockLedger(
  pool: pg.Pool,
  productId: string,
  limit = 100,
): Promise<{ stock: number; entries: StockEntry[] }> {
  const product = await pool.query<ProductStock>('select stock from products where id = $1', [
    productId,
  ]);
  const stock = product.rows[0]?.stock;
  if (stock === undefined) throw new HttpError(404, 'No product with this id.');
  const { rows } = await pool.query<LedgerRowWithNumber>(
    `select l.*, o.number as order_number from stock_ledger l
       left join orders o on o.id = l.order_id
      where l.product_id = $1 order by l.entry_no desc limit $2`,
    [productId, limit],
  );
  return { stock, entries: rows.map(toStockEntry) };
}
