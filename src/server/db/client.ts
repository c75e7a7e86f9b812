import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

// node-postgres hands bigint (count(*)) back as text; counts here always fit a number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * How long an unused connection stays open. node-postgres closes one after 10 s; a new one
 * costs PostgreSQL a process, and each of the shop's named statements (the order's insert,
 * the products' lock) is parsed and planned again on it, so traffic coming in bursts
 * a little apart paid that on every burst. The pool is small (DATABASE_POOL_SIZE).
 */
const IDLE_CONNECTION_MS = 5 * 60_000;

export function connectDatabase(connection: string | pg.PoolConfig, poolSize = 10): Database {
  const settings = typeof connection === 'string' ? { connectionString: connection } : connection;
  const pool = new pg.Pool({ idleTimeoutMillis: IDLE_CONNECTION_MS, ...settings, max: poolSize });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
  // Nor one checked out (its query fails and says why; the notice queue checks for this).
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}
