import type { Config } from '../config.ts';
import { connectDatabase, type Database } from '../db/client.ts';
import { runningEmbeddedPostgres } from '../db/embedded/embedded-postgres.ts';
import { EMBEDDED_DATABASE, openDatabase } from '../db/open-database.ts';

export interface ShopDatabase extends Database {
  /** Closes the connection, and stops the embedded cluster if this process started it. */
  release(): Promise<void>;
}

/**
 * The shop's database for a command run from a shell: the external one when
 * DATABASE_URL is set; the embedded cluster of a running shop, shared with it;
 * otherwise the embedded cluster started just for this command and stopped after.
 */
export async function openShopDatabase(
  config: Config,
  log: (message: string) => void,
): Promise<ShopDatabase> {
  if (config.DATABASE_URL) {
    const database = connectDatabase(config.DATABASE_URL, 1);
    return { ...database, release: () => database.close() };
  }
  const running = await runningEmbeddedPostgres(config.DATA_DIR);
  if (running) {
    const database = connectDatabase({ ...running, database: EMBEDDED_DATABASE }, 1);
    return { ...database, release: () => database.close() };
  }
  const database = await openDatabase(config, log);
  return { ...database, release: () => database.shutdown() };
}
