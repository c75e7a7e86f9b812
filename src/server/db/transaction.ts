import type pg from 'pg';

/**
 * How a transaction starts: `begin`, then any statements without parameters sent in the
 * same round trip (PLANNED_ONCE, and placing an order's customer lock after it).
 */
export type TransactionStart = 'begin' | `${typeof PLANNED_ONCE}${string}`;

/**
 * A transaction whose named statements use their generic plan from the first call on,
 * started in the same round trip as `begin`. PostgreSQL plans a named statement afresh on
 * every call (a custom plan) while its estimate with the values known looks cheaper than
 * the generic one, and an `= any($1::uuid[])` or an `unnest($1)` always does: the generic
 * plan guesses ten elements. Placing an order spent more time planning its statements
 * than running them (docs/performance.md, "Writes"). Their generic plans are the ones the
 * statements were written for (placement-standing.test.ts checks the standing's).
 */
export const PLANNED_ONCE = 'begin; set local plan_cache_mode = force_generic_plan';

/**
 * Runs `work` in one transaction on a pooled connection of its own: committed when it
 * returns, rolled back when it throws (and the error passed on). `work` is given the rows
 * of the start's last statement (a read sent with `begin` saves a round trip).
 */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient, started: readonly unknown[]) => Promise<T>,
  start: TransactionStart = 'begin',
): Promise<T> {
  const client = await pool.connect();
  try {
    // Several statements answer one result each, in order; one answers a single result.
    const results = (await client.query(start)) as pg.QueryResult | pg.QueryResult[];
    const last = Array.isArray(results) ? results[results.length - 1] : results;
    const result = await work(client, last?.rows ?? []);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
