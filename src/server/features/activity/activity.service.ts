import { count, desc } from 'drizzle-orm';
import type { ActivityAction, ActivityEntry } from '../../../shared/schemas/activity.ts';
import type { Db } from '../../db/client.ts';
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

/** One page of the log, newest first, and how many entries there are in all. */
export async function activityPage(
  db: Db,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ entries: ActivityEntry[]; total: number }> {
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(activityLog)
      .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(activityLog),
  ]);
  const entries = rows.map((row) => ({
    _id: row.id,
    actor: row.actorEmail,
    action: row.action as ActivityAction,
    target: row.target,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
  }));
  return { entries, total: counted[0]?.total ?? 0 };
}
