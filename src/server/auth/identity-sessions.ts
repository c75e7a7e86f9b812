import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';

/**
 * A shop customer expects to stay signed in on their own device for weeks; the
 * session slides forward while it is used and lapses after two idle weeks.
 * See docs/decisions/002-sign-in-and-tokens.md.
 */
export const SESSION_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;
// Renewing on every request would write on every page view; once a day is enough.
const RENEW_AFTER_MS = 24 * 60 * 60 * 1000;

export type SessionUser = typeof users.$inferSelect;

export interface OpenedSession {
  /** The secret for the cookie; only its hash is stored. */
  id: string;
  expiresAt: Date;
}

/** Only the SHA-256 is stored: a leaked sessions table opens no session. */
function storedId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

export async function openSession(db: Db, userId: string): Promise<OpenedSession> {
  const id = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  await db.insert(sessions).values({ id: storedId(id), userId, expiresAt });
  // Expired sessions of this user are of no use to anyone; tidy them here.
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, sql`now()`)));
  return { id, expiresAt };
}

export interface FoundSession {
  user: SessionUser;
  /** Set when the session was extended, so the cookie can be sent again. */
  renewedUntil?: Date;
}

/** The user of a live session, or undefined when the id is unknown or expired. */
export async function findSession(db: Db, id: string): Promise<FoundSession | undefined> {
  const [row] = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, storedId(id)), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  if (!row) return undefined;

  const fullUntil = Date.now() + SESSION_LIFETIME_MS;
  if (fullUntil - row.expiresAt.getTime() < RENEW_AFTER_MS) return { user: row.user };
  const renewedUntil = new Date(fullUntil);
  await db
    .update(sessions)
    .set({ expiresAt: renewedUntil })
    .where(eq(sessions.id, storedId(id)));
  return { user: row.user, renewedUntil };
}

export async function closeSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, storedId(id)));
}

/** Signs a user out on every device (their password changed, they were deleted, ...). */
export async function closeAllSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
