import { sql } from 'drizzle-orm';
import type { ActivityAction, ActivityEntry } from '../../../shared/schemas/activity.ts';
import type { Db } from '../../db/client.ts';
import type { RowOf } from '../../db/rows.ts';
import { activityLog } from '../../db/schema.ts';
import type { AuthUser } from '../../http/access.ts';

/** Anything that can insert: the database, or a transaction the change runs in. */
export type ActivityWriter = Pick<Db, 'insert'>;

export interface Activity {
  action: ActivityAction;
  /** Whom or what it was done to: an email, a product or review named for a person. */
  target: string;
  details?: string;
}

/**
 * Records what a staff member did. Called inside the transaction of the change where
 * there is one, so an entry exists exactly when its change committed.
 */
export async function recordActivity(
  writer: ActivityWriter,
  actor: Pick<AuthUser, 'id' | 'email'>,
  activity: Activity,
): Promise<void> {
  await writer.insert(activityLog).values({
    actorId: actor.id,
    // Staff accounts are email accounts (a code alone never signs staff in); '' is never expected.
    actorEmail: actor.email ?? '',
    action: activity.action,
    target: activity.target,
    details: activity.details ?? '',
  });
}

/**
 * The log's entries: the staff actions recorded here, and every price change from the price
 * history its trigger writes (who, from where, when; decision 081), so a price change has one
 * record. A product's first price is its addition, not a change. A price history entry has a
 * number for its id; it is shown as a fixed uuid made from that number.
 */
const ENTRIES = sql`
  select id, actor_email as actor, action, target, details, created_at from activity_log
  union all
  select ('00000000-0000-4000-8000-' || lpad(to_hex(h.id), 12, '0'))::uuid,
    coalesce(u.email, h.actor_name, 'the shop'), 'price-change', p.name,
    format('Tk %s to Tk %s (%s)', h.before, h.price_tk, h.source), h.created_at
  from (select *, lag(price_tk) over (partition by product_id order by id) as before
          from price_history) h
  join products p on p.id = h.product_id
  left join users u on u.id = h.actor_id
  where h.before is not null and h.before <> h.price_tk`;

/**
 * An entry as ENTRIES reads it: the union takes its names and types from activity_log's
 * columns (a price change fills them with values of the same types); `actor` is its
 * actor_email.
 */
type EntryRow = RowOf<typeof activityLog, 'id' | 'action' | 'target' | 'details' | 'created_at'> & {
  actor: (typeof activityLog.$inferSelect)['actorEmail'];
};

/** One page of the log, newest first, and how many entries there are in all. */
export async function activityPage(
  db: Db,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ entries: ActivityEntry[]; total: number }> {
  const [rows, counted] = await Promise.all([
    db.execute<EntryRow>(sql`select * from (${ENTRIES}) e order by created_at desc, id desc
      limit ${pageSize} offset ${(page - 1) * pageSize}`),
    db.execute<{ total: number }>(sql`select count(*)::int as total from (${ENTRIES}) e`),
  ]);
  const entries = rows.rows.map((row) => ({
    _id: row.id,
    actor: row.actor,
    action: row.action as ActivityAction,
    target: row.target,
    details: row.details,
    createdAt: new Date(row.created_at).toISOString(),
  }));
  return { entries, total: counted.rows[0]?.total ?? 0 };
}
