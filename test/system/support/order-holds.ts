import pg from 'pg';
import { runningEmbeddedPostgres } from '../../../src/server/db/embedded/embedded-postgres.ts';
import { EMBEDDED_DATABASE } from '../../../src/server/db/open-database.ts';

/**
 * The shop limits the units one customer may hold in unconfirmed orders (5 of a product,
 * 40 in all, by default: order_hold_limits()). Load and crash tests order far more than
 * that per customer, so they lift the limits in the shop's settings, as an admin would in
 * Manage Orders.
 */
export async function liftOrderHoldLimits(connection: pg.ClientConfig): Promise<void> {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    await client.query(
      `insert into settings (key, value) values ('order_limits', $1)
       on conflict (key) do update set value = excluded.value`,
      [JSON.stringify({ perProduct: 100_000, total: 100_000 })],
    );
  } finally {
    await client.end();
  }
}

/** The database a started shop uses: DATABASE_URL, else the embedded one in its DATA_DIR. */
export async function shopDatabase(
  dataDir: string,
  databaseUrl?: string,
): Promise<pg.ClientConfig> {
  if (databaseUrl) return { connectionString: databaseUrl };
  const cluster = await runningEmbeddedPostgres(dataDir);
  if (!cluster) throw new Error(`No PostgreSQL is running for ${dataDir}.`);
  return { ...cluster, database: EMBEDDED_DATABASE };
}
