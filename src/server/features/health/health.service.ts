import type pg from 'pg';

/** Whether the database answers a trivial query. */
export async function databaseIsUp(pool: pg.Pool): Promise<boolean> {
  try {
    await pool.query('select 1');
    return true;
  } catch {
    return false;
  }
}
