import { and, isNotNull, lte, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import {
  startPeriodicDuty,
  type DutyLog,
  type PeriodicDuty,
} from '../../background/periodic-duty.ts';
import { products } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { setPriceSourceOn } from './price-source.ts';

/** How often the duty looks for sales past their end: a sale ends within about a minute. */
const LOOK_EVERY_MS = 60 * 1000;

/** A sale past its end. */
const PAST_ITS_END = and(lte(products.saleEndsAt, sql`now()`), isNotNull(products.regularPriceTk));

/**
 * Ends every sale past its end: the regular price becomes the price, and the sale's
 * fields are emptied; answers how many products changed. The price history records each
 * change with the source `sale-end`, and the products trigger tells every instance to
 * drop its cached catalogue. Safe on several instances at once: the update is
 * conditional, so an instance that waited for another's row finds the sale already ended
 * (its end is null after that commit) and leaves the row alone.
 */
export async function endSalesPastTheirEnd(pool: pg.Pool): Promise<number> {
  // Looked for first: the products' statement trigger records a catalogue change for every
  // update statement, even one that changes no row, and every instance would then drop its
  // cached catalogue once a minute for nothing.
  const found = await drizzle(pool)
    .select({ id: products.id })
    .from(products)
    .where(PAST_ITS_END)
    .limit(1);
  if (found.length === 0) return 0;
  return inTransaction(pool, async (client) => {
    await setPriceSourceOn(client, 'sale-end', null);
    const { rowCount } = await drizzle(client)
      .update(products)
      .set({
        priceTk: sql`${products.regularPriceTk}`,
        regularPriceTk: null,
        saleEndsAt: null,
        updatedAt: sql`now()`,
      })
      .where(PAST_ITS_END);
    return rowCount ?? 0;
  });
}

/** Ends sales past their end every minute in the background until stopped. */
export function startSaleEnder(pool: pg.Pool, log: DutyLog, everyMs = LOOK_EVERY_MS): PeriodicDuty {
  return startPeriodicDuty(
    'Ending sales past their end',
    everyMs,
    async () => {
      const ended = await endSalesPastTheirEnd(pool);
      if (ended > 0) log.info(`Ended ${ended} sales at their end; regular prices are back`);
    },
    log,
  );
}
