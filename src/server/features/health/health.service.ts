import type pg from 'pg';

/** Whether the database answers a trivial query. */
export async function databaseIsUp(pool: pg.Pool): Promise<boolean> {
  try {
    // Hand-written: a probe of the connection, reading no table for the builder to name.
    await pool.query('select 1');
    return true;
  } catch {
    return false;
  }
}
