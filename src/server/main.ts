import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/open-database.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { ownerSetupMessage, ownerSetupToken, ownerSetupUrl } from './features/users/index.ts';

const SHUTDOWN_GRACE_MS = 20_000;

/** The process: config -> database -> migrate -> seed if empty -> listen -> graceful close. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const log = (message: string) => console.log(`[circuit-haat] ${message}`);

  // Listen for SIGTERM from the start: one that arrives while the shop is still
  // starting (a rolling restart, a quick Ctrl-C) waits for the start to finish and
  // then closes cleanly, instead of killing the process and leaving PostgreSQL behind.
  const lifecycle: { stop?: (signal: string) => Promise<void>; signalledWhileStarting?: string } =
    {};
  const onSignal = (signal: string) => {
    if (lifecycle.stop) return void lifecycle.stop(signal);
    if (lifecycle.signalledWhileStarting) {
      // A second signal: leave now; the next start stops the PostgreSQL left behind.
      log(`${signal} received again while starting: exiting at once`);
      process.exit(1);
    }
    lifecycle.signalledWhileStarting = signal;
    log(`${signal} received while starting: closing once started (repeat it to exit at once)`);
  };
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  process.on('SIGINT', () => onSignal('SIGINT'));

  const database = await openDatabase(config, log);
  let app;
  try {
    await seedIfEmpty(database.db, log, { demo: config.DEMO_DATA });
    // Nobody becomes owner by signing up first: only whoever can read this log.
    const setupToken = await ownerSetupToken(database.db);
    if (setupToken) log(ownerSetupMessage(ownerSetupUrl(config, setupToken)));
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
  lifecycle.stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} received: finishing requests in flight, then closing`);
    const forced = setTimeout(() => {
      log('Requests still running after the grace period; closing anyway');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    forced.unref();
    // Stops accepting connections (new ones are refused; a request arriving on a
    // kept-alive one gets a 503 with Connection: close and is not processed), closes
    // idle connections and waits for the requests in flight to finish.
    await app.close();
    await database.shutdown();
    log('Closed cleanly');
    process.exit(0);
  };
  if (lifecycle.signalledWhileStarting) void lifecycle.stop(lifecycle.signalledWhileStarting);
}

main().catch((error: unknown) => {
  console.error(
    `[circuit-haat] Could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
