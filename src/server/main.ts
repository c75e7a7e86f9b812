import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/open-database.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { hasAdmin } from './features/users/users.service.ts';

const SHUTDOWN_GRACE_MS = 20_000;

/** The process: config -> database -> migrate -> seed if empty -> listen -> graceful close. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const log = (message: string) => console.log(`[circuit-haat] ${message}`);

  const database = await openDatabase(config, log);
  let app;
  try {
    await seedIfEmpty(database.db, log);
    if (!(await hasAdmin(database.db))) {
      log('No admin yet: the first account created becomes admin');
    }
    app = await buildApp({
      config,
      database,
      logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    });
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    await database.shutdown();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  log(`Ready at http://localhost:${port} in ${Math.round(performance.now() - startedAt)} ms`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} received: finishing requests in flight, then closing`);
    const forced = setTimeout(() => {
      log('Requests still running after the grace period; closing anyway');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    forced.unref();
    // Stops accepting connections and waits for requests in flight to finish.
    await app.close();
    await database.shutdown();
    log('Closed cleanly');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(
    `[circuit-haat] Could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
