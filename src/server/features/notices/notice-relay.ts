import type pg from 'pg';
import {
  channelsValues,
  notConfiguredSql,
  sendableSql,
  type ChannelsSql,
  type NoticeChannels,
} from './notice-channels.ts';
import { MAX_ATTEMPTS, SEND_NOTICE_TASK } from './notice-events.ts';

/**
 * The notice relay: gives every committed notice that waits for it its job in
 * graphile-worker's queue (decision 062). The statements that write notices (an order's
 * insert, a status change, a payment) only write the rows: graphile-worker's add_jobs
 * sends a NOTIFY, and PostgreSQL lets one NOTIFYing transaction commit at a time, so a
 * job queued by each order made every order wait for the commit before it. The relay
 * queues the jobs of many notices in one statement, after their orders have committed.
 * A notice whose channel has no provider (no SMTP, no SMS gateway) gets no job: the
 * relay marks it not-configured at once, as its send would have (a new order's notices
 * of such a channel are written so already, and never wait for it: notice-channels.ts).
 *
 * Safe with several instances on one database: each pass takes the waiting notices it
 * can lock and skips those another instance holds; a notice is marked relayed in the
 * statement that queues its job, so it gets one job, and a pass that fails changes
 * nothing. The job's key is the notice's, as before, so a second job for one notice
 * (a resend) replaces the first.
 */

/** Notices relayed by one statement; more waiting start another pass at once. */
const RELAY_BATCH = 200;
/**
 * How often an instance looks for waiting notices when the last pass found none: the
 * most a notice waits for its job. The look is one read of an empty partial index.
 */
const RELAY_IDLE_MS = 250;

const CHANNELS: ChannelsSql = { sendable: '$4::text[]', emailError: '$5', smsError: '$6' };
const SENDABLE = sendableSql('n.channel', CHANNELS);

const RELAY = `with picked as (
    select id from notices where relayed_at is null
     order by created_at limit $1 for update skip locked
  ), marked as (
    update notices n set relayed_at = now(),
        status = case when ${SENDABLE} then n.status else 'not-configured' end,
        last_error = case when ${SENDABLE} then n.last_error
          else ${notConfiguredSql('n.channel', CHANNELS)} end,
        updated_at = now()
      from picked p where n.id = p.id
    returning n.id, n.key, ${SENDABLE} as sendable
  ), specs as (
    select array_agg(row($2::text, json_build_object('noticeId', id), null, null, $3::int,
      key, null, null)::graphile_worker.job_spec) as specs
      from marked where sendable having count(*) > 0
  ), queued as (
    select count(*) as jobs from specs s, graphile_worker.add_jobs(s.specs)
  )
  select (select count(*) from marked)::int as relayed, (select jobs from queued)::int as queued`;

/**
 * One pass: relays up to `limit` waiting notices; answers how many it relayed and how
 * many jobs it queued.
 */
export async function relayNotices(
  pool: pg.Pool,
  channels: NoticeChannels,
  limit = RELAY_BATCH,
): Promise<{ relayed: number; queued: number }> {
  // Unnamed, so planned on every pass: a plan kept from a shop's first minutes, when the
  // notices table was nearly empty, scanned the whole table on every pass once it had grown.
  const { rows } = await pool.query<{ relayed: number; queued: number }>({
    text: RELAY,
    values: [limit, SEND_NOTICE_TASK, MAX_ATTEMPTS, ...channelsValues(channels)],
  });
  return rows[0] ?? { relayed: 0, queued: 0 };
}

export interface NoticeRelay {
  /** Ends the loop, after the pass in progress. */
  stop(): Promise<void>;
}

type Log = (level: 'warn' | 'error', message: string) => void;

/**
 * Runs the relay in this process: passes back to back while full batches come, then one
 * every RELAY_IDLE_MS. A failed pass (the database restarting) is logged and retried on
 * the next tick.
 */
export function startNoticeRelay(pool: pg.Pool, channels: NoticeChannels, log: Log): NoticeRelay {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> | undefined;
  const drain = async () => {
    while (!stopped && (await relayNotices(pool, channels)).relayed === RELAY_BATCH);
  };
  const tick = () => {
    pass = drain()
      .catch((error: unknown) => log('warn', `Notice relay: ${String(error)}`))
      .finally(() => {
        pass = undefined;
        if (!stopped) timer = setTimeout(tick, RELAY_IDLE_MS).unref();
      });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await pass;
    },
  };
}
