import { createHash } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { RowOf } from '../db/rows.ts';
import { rateLimits } from '../db/schema.ts';

export interface RateLimit {
  /** Attempts allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Attempts counted in the current window, this one included. */
  count: number;
  /** Seconds until the window ends and attempts are allowed again. */
  retryAfterSeconds: number;
}

// Old windows are swept now and then by whichever attempt draws the short straw.
const SWEEP_PROBABILITY = 0.01;
const SWEEP_AFTER_SECONDS = 24 * 60 * 60;

/**
 * Counts one attempt against `key` and says whether it is within the limit.
 * The counter lives in PostgreSQL and is moved by one atomic upsert, so any number
 * of app instances share the limit and no two attempts can both take the last slot.
 * A window opens at the first attempt and lasts `windowSeconds`.
 */
export async function countAttempt(db: Db, key: string, rule: RateLimit): Promise<RateLimitResult> {
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const result = await db.execute<RowOf<typeof rateLimits, 'count'> & { retry_after: number }>(sql`
    insert into rate_limits as r (key, window_start, count)
    values (${storedKey(key)}, now(), 1)
    on conflict (key) do update set
      count = case when r.window_start > now() - ${window} then r.count + 1 else 1 end,
      window_start = case when r.window_start > now() - ${window} then r.window_start else now() end
    returning count,
      ceil(extract(epoch from (window_start + ${window} - now())))::int as retry_after
  `);
  if (Math.random() < SWEEP_PROBABILITY) await sweep(db);
  const row = result.rows[0];
  const count = row?.count ?? 1;
  return {
    allowed: count <= rule.limit,
    count,
    retryAfterSeconds: Math.max(1, row?.retry_after ?? rule.windowSeconds),
  };
}

/** Attempts counted against `key` in its current window, without counting one more. */
export async function attemptsSoFar(db: Db, key: string, windowSeconds: number): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.key, storedKey(key)),
        gt(rateLimits.windowStart, sql`now() - make_interval(secs => ${windowSeconds})`),
      ),
    );
  return row?.count ?? 0;
}

/** Forgets the attempts counted against `key` (a correct password clears its failures). */
export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, storedKey(key)));
}

/** Keys hold emails people typed (sometimes a password by mistake): keep only a hash. */
function storedKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

async function sweep(db: Db): Promise<void> {
  await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, sql`now() - make_interval(secs => ${SWEEP_AFTER_SECONDS})`));
}
