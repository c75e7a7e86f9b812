import { sql } from 'drizzle-orm';
import {
  startPeriodicDuty,
  type DutyLog,
  type PeriodicDuty,
} from '../../background/periodic-duty.ts';
import type { Db } from '../../db/client.ts';

/**
 * Long enough that a picture uploaded for a product form still open (or a profile not
 * yet saved) is never lost; counted from the picture's latest upload.
 */
export const ORPHAN_GRACE_HOURS = 24;
/** Pictures removed per run at most, so one run is one short transaction. */
export const SWEEP_BATCH = 500;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
// Any fixed number: the instances of one shop take turns on it.
const SWEEP_LOCK_ID = 7_201_506;

// Every column that holds a picture's address (`/images/<id>.webp`, possibly as a full
// URL). A new column that holds one must be added here, or its pictures will be removed.
// The shop's settings (a JSON text) hold several: the logo, the owner's photo, slides.
const IMAGE_ID = `'/images/([0-9a-f]{32})\\.webp'`;
export const REFERENCED_IDS = sql.raw(`
  select substring(image_url from ${IMAGE_ID}) as id from products
  union select substring(picture from ${IMAGE_ID}) from products, unnest(images) as picture
  union select substring(product_image from ${IMAGE_ID}) from orders
  union select substring(product_image from ${IMAGE_ID}) from order_lines
  union select substring(product_image from ${IMAGE_ID}) from reviews
  union select substring(photo_url from ${IMAGE_ID}) from users where photo_url is not null
  union select (regexp_matches(value, ${IMAGE_ID}, 'g'))[1] from settings where key = 'shop'
`);

export interface SweepOptions {
  graceHours?: number;
  batch?: number;
}

/**
 * Removes stored pictures that no product, order, review, profile or setting refers to and that
 * nobody has uploaded for the grace period; answers how many it removed. Safe to run
 * on several instances at once: a transaction-level advisory lock lets one sweep while
 * the others answer 0 at once, and the removal is a single set-based DELETE.
 */
export async function sweepOrphanImages(db: Db, options: SweepOptions = {}): Promise<number> {
  const grace = sql`make_interval(hours => ${options.graceHours ?? ORPHAN_GRACE_HOURS})`;
  return db.transaction(async (tx) => {
    const lock = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK_ID}) as locked`,
    );
    if (!lock.rows[0]?.locked) return 0;
    // The age is tested again on the row being deleted: a picture uploaded anew while
    // this runs has a fresh last_uploaded_at, which the re-check sees, and is kept.
    const removed = await tx.execute(sql`
      with referenced as materialized (${REFERENCED_IDS}),
      doomed as (
        select i.id from images i
        where i.last_uploaded_at < now() - ${grace}
          and not exists (select 1 from referenced r where r.id = i.id)
        order by i.last_uploaded_at
        limit ${options.batch ?? SWEEP_BATCH}
      )
      delete from images
      where id in (select id from doomed) and last_uploaded_at < now() - ${grace}
    `);
    return removed.rowCount ?? 0;
  });
}

/** Sweeps now and then in the background until stopped. */
export function startOrphanSweeper(db: Db, log: DutyLog, everyMs = SWEEP_EVERY_MS): PeriodicDuty {
  return startPeriodicDuty(
    'Removing unused pictures',
    everyMs,
    async () => {
      const removed = await sweepOrphanImages(db);
      if (removed > 0) log.info(`Removed ${removed} stored pictures that nothing refers to`);
    },
    log,
  );
}
