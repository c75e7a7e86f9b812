import { Logger, parseCronItems, run, type Runner, type TaskList } from 'graphile-worker';
import pg from 'pg';
import { MAX_ATTEMPTS, SEND_NOTICE_TASK } from './notice-events.ts';
import { startNoticeRelay } from './notice-relay.ts';
import { noticeChannels } from './notice-channels.ts';
import { sendNotice, type NoticeProviders } from './send-notice.ts';

/** Notices sent at once by one instance: sending is waiting on SMTP or HTTP, not work. */
const CONCURRENCY = 2;
/**
 * A job locked this long whose notice nobody is sending (its row is not locked: a live
 * sender holds that lock for the whole send) belongs to a process that died; it is
 * released for any instance, instead of waiting for graphile-worker's own 4-hour limit.
 * Releasing one too early is harmless: the notice row's lock and status send it once.
 */
const STALE_LOCK_SECONDS = 15;
const SWEEP_EVERY_MS = 10_000;

export interface NoticeWorker {
  stop(): Promise<void>;
}

/**
 * A job the queue runs on a schedule (a daily summary). graphile-worker's cron records each
 * slot it scheduled in its own table, so with several instances running the same schedule,
 * one job is queued per slot; the task must still be safe to run twice (a retry).
 */
export interface ScheduledNotice {
  /** The task's name in the queue. */
  task: string;
  /** When, as a cron line's time fields in UTC (`0 2 * * *`: 08:00 in Dhaka). */
  match: string;
  /** A slot missed while no instance ran (a restart) is still run within this many seconds. */
  backfillSeconds: number;
  /** Runs on the queue's own pool (the worker's connections). */
  run(pool: pg.Pool, providers: NoticeProviders): Promise<void>;
}

type Log = (level: 'warn' | 'error', message: string) => void;

/**
 * Jobs one instance takes from the queue at a time (one statement for several jobs) and
 * how long it keeps those it has not started before giving them back: under
 * STALE_LOCK_SECONDS, so the sweeper never takes a job merely waiting its turn for a dead
 * one. Completions are written together when they come within COMPLETE_BATCH_MS.
 */
const LOCAL_QUEUE = { size: 4 * CONCURRENCY, ttl: 10_000 };
const COMPLETE_BATCH_MS = 20;

/**
 * Connections of the worker's own pool: graphile-worker's LISTEN holds one, each notice
 * being sent holds one for its transaction, and the notice relay one for its pass.
 * Nothing holds two at once, so the queue's own short statements (taking and completing
 * jobs) wait for a free one.
 */
const WORKER_CONNECTIONS = 1 + CONCURRENCY + 1;

/**
 * Runs the notice queue in this process, beside the shop: the notice relay gives
 * committed notices their jobs, graphile-worker takes jobs as they are queued
 * (LISTEN/NOTIFY, polling as a fallback), several instances share them, and a failed send
 * is retried with its backoff. Its schema is installed by the migrations.
 * It works on a pool of its own, opened with the shop pool's settings: sending the
 * notices of a rush of orders never holds the connections that take the orders
 * (docs/decisions/048-writes-round-trips.md).
 */
export async function startNoticeWorker(
  shopPool: pg.Pool,
  providers: NoticeProviders,
  log: Log,
  scheduled: readonly ScheduledNotice[] = [],
): Promise<NoticeWorker> {
  const pool = ownPool(shopPool);
  try {
    return await runOn(pool, providers, log, scheduled);
  } catch (error) {
    await pool.end();
    throw error;
  }
}

async function runOn(
  pool: pg.Pool,
  providers: NoticeProviders,
  log: Log,
  scheduled: readonly ScheduledNotice[],
): Promise<NoticeWorker> {
  await releaseStaleLocks(pool);
  const scheduledTasks: TaskList = Object.fromEntries(
    scheduled.map((item) => [item.task, () => item.run(pool, providers)]),
  );
  const runner: Runner = await run({
    pgPool: pool,
    concurrency: CONCURRENCY,
    noHandleSignals: true,
    pollInterval: 2_000,
    preset: { worker: { localQueue: LOCAL_QUEUE, completeJobBatchDelay: COMPLETE_BATCH_MS } },
    logger: quietLogger(log),
    parsedCronItems: parseCronItems(
      scheduled.map((item) => ({
        task: item.task,
        match: item.match,
        identifier: item.task,
        options: { backfillPeriod: item.backfillSeconds * 1000, maxAttempts: MAX_ATTEMPTS },
      })),
    ),
    taskList: {
      ...scheduledTasks,
      [SEND_NOTICE_TASK]: async (payload, helpers) => {
        const { noticeId } = payload as { noticeId: string };
        const finalAttempt = helpers.job.attempts >= (helpers.job.max_attempts ?? MAX_ATTEMPTS);
        await sendNotice(pool, providers, noticeId, finalAttempt);
      },
    },
  });
  const relay = startNoticeRelay(pool, noticeChannels(providers), log);
  const sweeper = setInterval(() => {
    releaseStaleLocks(pool).catch((error: unknown) =>
      log('warn', `Notice sweep: ${String(error)}`),
    );
  }, SWEEP_EVERY_MS);
  sweeper.unref();
  return {
    async stop() {
      clearInterval(sweeper);
      await relay.stop();
      await runner.stop();
      await pool.end();
    },
  };
}

/** Frees the jobs of workers that died while sending (a killed process); a job's key is its notice's. */
export async function releaseStaleLocks(pool: pg.Pool): Promise<void> {
  await pool.query(
    `select graphile_worker.force_unlock_workers(array_agg(distinct j.locked_by))
       from graphile_worker.jobs j
      where j.task_identifier = $2 and j.locked_by is not null
        and j.locked_at < now() - make_interval(secs => $1)
        and exists (select 1 from notices n where n.key = j.key for update skip locked)
     having count(*) > 0`,
    [STALE_LOCK_SECONDS, SEND_NOTICE_TASK],
  );
}

/** A pool with the shop pool's connection settings and WORKER_CONNECTIONS connections. */
function ownPool(shopPool: pg.Pool): pg.Pool {
  // The password is kept out of the options' enumerable keys: named, it is copied too.
  const { options } = shopPool;
  const pool = new pg.Pool({ ...options, password: options.password, max: WORKER_CONNECTIONS });
  // As the shop's pool (db/client.ts): a lost connection fails its query, not the process.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

/** graphile-worker's own messages: warnings and errors to the shop's log, the rest dropped. */
function quietLogger(log: Log): Logger {
  return new Logger(() => (level, message) => {
    // The level's name as a string: graphile-worker's enum is a const enum, not importable.
    const name: string = level;
    if (name === 'error') log('error', message);
    else if (name === 'warning') log('warn', message);
  });
}
