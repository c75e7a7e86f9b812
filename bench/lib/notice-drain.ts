import pg from 'pg';

/**
 * How long the shop's notice queue took to empty after the order runs. Every order of a
 * run queues two or three notices; the shop's worker then works through thousands of
 * them beside the server. The web figures wait for that, so Lighthouse measures the pages
 * on a machine the previous runs have finished with, not on a busy one; the drain time
 * itself is reported (the notices of a rush are handled this fast on this machine).
 */
export interface NoticeDrain {
  jobsAtStart: number;
  seconds: number;
  /** False when the queue still held jobs when the wait gave up. */
  drained: boolean;
}

const POLL_EVERY_MS = 500;
/**
 * Jobs due now, and notices still waiting for the relay to queue their job; a job waiting
 * for a retry later (a send that failed) is not waited for.
 */
const QUEUED = `select (select count(*) from graphile_worker.jobs
    where run_at <= now() and attempts < max_attempts)
  + (select count(*) from notices where relayed_at is null)::int as jobs`;
const GIVE_UP_AFTER_MS = 10 * 60_000;

export async function waitForNoticeQueue(connection: pg.ClientConfig): Promise<NoticeDrain> {
  const client = new pg.Client({ ...connection, application_name: 'bench notice drain' });
  await client.connect();
  try {
    const startedAt = Date.now();
    const queued = async () => (await client.query<{ jobs: number }>(QUEUED)).rows[0]?.jobs ?? 0;
    const jobsAtStart = await queued();
    let left = jobsAtStart;
    while (left > 0 && Date.now() - startedAt < GIVE_UP_AFTER_MS) {
      await new Promise((resolve) => setTimeout(resolve, POLL_EVERY_MS));
      left = await queued();
    }
    return { jobsAtStart, seconds: (Date.now() - startedAt) / 1000, drained: left === 0 };
  } finally {
    await client.end();
  }
}
