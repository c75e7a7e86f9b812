import type pg from 'pg';
import {
  startPeriodicDuty,
  type DutyLog,
  type PeriodicDuty,
} from '../../background/periodic-duty.ts';
import { KEY_LIFETIME } from './checkout-keys.ts';

/** Keys removed per statement at most, so one run never holds many locks for long. */
export const KEY_SWEEP_BATCH = 1_000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes checkout keys past their lifetime, batch by batch; answers how many. An expired
 * key answers nothing any more (a reuse claims it afresh), so its row is only weight.
 * Safe on several instances at once: rows another sweep holds are skipped, and the age is
 * tested again on the row deleted, so a key claimed afresh while this runs is kept.
 */
export async function sweepExpiredCheckoutKeys(
  pool: pg.Pool,
  batch = KEY_SWEEP_BATCH,
): Promise<number> {
  let removed = 0;
  for (;;) {
    const { rowCount } = await pool.query(
      `with expired as (
         select user_id, key from checkout_keys
          where created_at < now() - ${KEY_LIFETIME}
          order by created_at
          limit $1
          for update skip locked)
       delete from checkout_keys k using expired e
        where k.user_id = e.user_id and k.key = e.key and k.created_at < now() - ${KEY_LIFETIME}`,
      [batch],
    );
    removed += rowCount ?? 0;
    if ((rowCount ?? 0) < batch) return removed;
  }
}

/** Sweeps expired checkout keys every hour in the background until stopped. */
export function startCheckoutKeySweeper(
  pool: pg.Pool,
  log: DutyLog,
  everyMs = SWEEP_EVERY_MS,
): PeriodicDuty {
  return startPeriodicDuty(
    'Removing expired checkout keys',
    everyMs,
    async () => {
      const removed = await sweepExpiredCheckoutKeys(pool);
      if (removed > 0) log.info(`Removed ${removed} expired checkout keys`);
    },
    log,
  );
}
