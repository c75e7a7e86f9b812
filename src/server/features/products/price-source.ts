import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { PriceSource } from '../../../shared/schemas/price-history.ts';

// Every price change is recorded by a trigger on products (db/functions/function.record_price_change.sql),
// which reads where the change comes from and who made it from two settings local to the
// writer's transaction. Each writer of prices says so here first, inside its transaction.

/** What runs a statement in the writer's transaction: a drizzle transaction, or its connection's. */
type Writer = Pick<NodePgDatabase, 'execute'>;

/** Says, for the rest of the drizzle transaction, who changes prices and from where. */
export async function setPriceSource(tx: Writer, source: PriceSource, actorId: string | null) {
  await tx.execute(
    sql`select set_config('circuit_haat.price_source', ${source}, true), set_config('circuit_haat.price_actor', ${actorId ?? ''}, true)`,
  );
}

/** The same, for a transaction on a pooled connection (db/transaction.ts). */
export async function setPriceSourceOn(
  client: pg.PoolClient,
  source: PriceSource,
  actorId: string | null,
) {
  await setPriceSource(drizzle(client), source, actorId);
}
