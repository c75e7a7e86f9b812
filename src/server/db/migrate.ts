import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Logger, runMigrations as runQueueMigrations } from 'graphile-worker';
import type pg from 'pg';
import { migrationsDir } from '../project-paths.ts';
import { applyDatabaseFunctions } from './apply-functions.ts';

// Any fixed number shared by every instance: several instances starting together
// queue on this lock, so each migration is applied exactly once.
const MIGRATION_LOCK_ID = 7_201_504;

export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle(client), { migrationsFolder: migrationsDir });
    await applyDatabaseFunctions(client);
    // graphile-worker's own schema (the notice queue): orders enqueue into it from the
    // first order on, so it is installed with the shop's tables, before anything runs.
    await runQueueMigrations({ pgPool: pool, logger: new Logger(() => () => {}) });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
}
