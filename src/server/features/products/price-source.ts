import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { PriceSource } from '../../../shared/schemas/price-history.ts';
import type { Db } from '../../db/client.ts';

// Every price change is recorded by a trigger on products (db/functions/function.record_price_change.sql),
// which reads where the change comes from and who made it from two settings local to the
// writer's transaction. Each writer of prices says so here first, inside its transaction.

const SET_PRICE_SOURCE =
  "select set_config('circuit_haat.price_source', $1, true), set_config('circuit_haat.price_actor', $2, true)";

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Says, for the rest of the drizzle transaction, who changes prices and from where. */
export async function setPriceSource(tx: Transaction, source: PriceSource, actorId: string | null) {
  await tx.execute(
    sql`select set_config('circuit_haat.price_source', ${source}, true), set_config('circuit_haat.price_actor', ${actorId ?? ''}, true)`,
  );
}

/** The same, for a transaction on a pooled connection (db/transaction.ts). */
export async function setPriceSourceOn(
  client: pg.ClientBase,
  source: PriceSource,
  actorId: string | null,
) {
  await client.query(SET_PRICE_SOURCE, [source, actorId ?? '']);
}
