import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { TableRow } from '../../db/rows.ts';
import { products } from '../../db/schema.ts';
import { stockAlerts } from '../../db/schema-stock-alerts.ts';
import { inTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../http/errors.ts';
import { productIdOf } from '../products/index.ts';

// Back-in-stock alerts (decision 078): asked for here, notified by the products_back_in_stock
// trigger (src/server/db/functions) through the notice queue, stopped by the notice's link.

export interface AlertContact {
  channel: 'sms' | 'email';
  /** The phone in its local 11 digits, or the lower-cased email. */
  contact: string;
}

/** An alert still waiting: neither notified nor stopped (the partial index of one per contact). */
const WAITING = and(isNull(stockAlerts.notifiedAt), isNull(stockAlerts.stoppedAt));

/**
 * Records an alert for an out-of-stock product, or answers the one already waiting for this
 * product and contact. The product's row is held (for share) while it is checked and the
 * alert written, so a restock waits for this commit and then finds the alert: none is left
 * waiting for stock that came in between. 409 when the product can be ordered now.
 */
export async function requestStockAlert(
  pool: pg.Pool,
  productRef: string,
  { channel, contact }: AlertContact,
): Promise<{ id: string }> {
  const productId = await productIdOf(pool, productRef);
  return inTransaction(pool, async (client) => {
    const tx = drizzle(client);
    const [product] = await tx
      .select({
        name: products.name,
        stock: products.stock,
        availability: products.availability,
        deletedAt: products.deletedAt,
      })
      .from(products)
      .where(eq(products.id, productId))
      .for('share');
    if (!product || product.deletedAt !== null) {
      throw new HttpError(404, 'No product with this id.');
    }
    if (product.stock > 0 && product.availability !== 'coming-soon') {
      throw new HttpError(409, `${product.name} is in stock: you can order it now.`);
    }
    const [inserted] = await tx
      .insert(stockAlerts)
      .values({ productId, channel, contact, stopToken: randomBytes(24).toString('base64url') })
      .onConflictDoNothing({
        target: [stockAlerts.productId, stockAlerts.channel, stockAlerts.contact],
        where: WAITING,
      })
      .returning({ id: stockAlerts.id });
    if (inserted) return { id: inserted.id };
    const [waiting] = await tx
      .select({ id: stockAlerts.id })
      .from(stockAlerts)
      .where(
        and(
          eq(stockAlerts.productId, productId),
          eq(stockAlerts.channel, channel),
          eq(stockAlerts.contact, contact),
          WAITING,
        ),
      );
    return { id: (waiting as { id: string }).id };
  });
}

/**
 * Stops every waiting alert of the contact the link's alert went to (the shopper asked to
 * hear no more from the shop's alerts). 404 for a key no alert has. Hand-written: one
 * statement finds the link's contact, stops its alerts and counts them (a writable with).
 */
export async function stopStockAlerts(
  pool: pg.Pool,
  token: string,
): Promise<{ contact: string; stopped: number }> {
  const { rows } = await pool.query<{
    /** The link's alert's contact; null when no alert has this key. */
    contact: TableRow<typeof stockAlerts>['contact'] | null;
    stopped: number;
  }>(
    `with owner as (
       select channel, contact from stock_alerts where stop_token = $1
     ), stopped as (
       update stock_alerts a set stopped_at = now()
         from owner o
        where a.channel = o.channel and a.contact = o.contact
          and a.notified_at is null and a.stopped_at is null
       returning a.id
     )
     select (select contact from owner) as contact, (select count(*) from stopped)::int as stopped`,
    [token],
  );
  const row = rows[0];
  if (!row?.contact) throw new HttpError(404, 'This link to stop alerts is not valid.');
  return { contact: row.contact, stopped: row.stopped };
}
