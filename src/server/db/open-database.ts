import pg from 'pg';
import type { Config } from '../config.ts';
import { connectDatabase, type Database } from './client.ts';
import { startEmbeddedPostgres } from './embedded/embedded-postgres.ts';
import { runMigrations } from './migrate.ts';

export const EMBEDDED_DATABASE = 'circuit_haat';

export interface OpenDatabase extends Database {
  /** Closes the pool, then stops the embedded cluster if this process started one. */
  shutdown(): Promise<void>;
}

/**
 * DATABASE_URL means an external PostgreSQL and nothing embedded starts;
 * otherwise the embedded cluster in DATA_DIR. Either way migrations run first.
 */
export async function openDatabase(
  config: Config,
  log: (m: string) => void,
): Promise<OpenDatabase> {
  if (config.DATABASE_URL) {
    const database = connectDatabase(config.DATABASE_URL, config.DATABASE_POOL_SIZE);
    await runMigrations(database.pool);
    return { ...database, shutdown: () => database.close() };
  }

  const embedded = await startEmbeddedPostgres(config.DATA_DIR, log);
  try {
    await createDatabaseIfMissing(embedded.connection, EMBEDDED_DATABASE);
    const database = connectDatabase(
      { ...embedded.connection, database: EMBEDDED_DATABASE },
      config.DATABASE_POOL_SIZE,
    );
    await runMigrations(database.pool);
    return {
      ...database,
      async shutdown() {
        await database.close();
        await embedded.stop();
      },
    };
  } catch (error) {
    await embedded.stop();
    throw error;
  }
}

async function createDatabaseIfMissing(connection: pg.ClientConfig, name: string): Promise<void> {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}
