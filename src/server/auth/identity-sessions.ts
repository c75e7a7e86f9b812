import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { UUID_PATTERN } from '../features/users/index.ts';

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
export function storedId(id: string): string {
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
  /** The session's stored id (a hash), which the tokens issued from it carry. */
  sessionId: string;
  /** Set when the session was extended, so the cookie can be sent again. */
  renewedUntil?: Date;
}

/** The user of a live session, or undefined when the id is unknown or expired. */
export async function findSession(db: Db, id: string): Promise<FoundSession | undefined> {
  const sessionId = storedId(id);
  const [row] = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  if (!row) return undefined;

  const fullUntil = Date.now() + SESSION_LIFETIME_MS;
  if (fullUntil - row.expiresAt.getTime() < RENEW_AFTER_MS) return { user: row.user, sessionId };
  const renewedUntil = new Date(fullUntil);
  await db.update(sessions).set({ expiresAt: renewedUntil }).where(eq(sessions.id, sessionId));
  return { user: row.user, sessionId, renewedUntil };
}

/** What a request needs of its caller: who they are, their role, and their tokens' version. */
export type TokenUser = Pick<SessionUser, 'id' | 'email' | 'name' | 'role' | 'tokenVersion'>;

/**
 * Every bearer-token request reads its caller through the token's session, so this
 * query is built once per database and runs as a named statement, planned once per
 * connection. A closed or expired session finds nobody: its tokens are revoked. It reads
 * only what a request needs of the caller: the password's hash and the rest of the
 * account stay in the database on every ordinary request.
 */
function callerBySessionStatement(db: Db) {
  return db
    .select({
      user: {
        id: users.id,
        email: users.email,
        name: users.name,
        role: users.role,
        tokenVersion: users.tokenVersion,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
    .prepare('caller_by_session');
}
const callerStatements = new WeakMap<Db, ReturnType<typeof callerBySessionStatement>>();

/** The caller a token names (TokenUser), while the session it was issued from is open. */
export async function findTokenUser(
  db: Db,
  userId: string,
  sessionId: string,
): Promise<TokenUser | undefined> {
  // Every signed-in request runs this: a named statement, planned once per connection.
  if (!UUID_PATTERN.test(userId)) return undefined;
  let statement = callerStatements.get(db);
  if (!statement) {
    statement = callerBySessionStatement(db);
    callerStatements.set(db, statement);
  }
  const [row] = await statement.execute({ sessionId, userId });
  return row?.user;
}

export async function closeSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, storedId(id)));
}

/**
 * Signs a user out on every other device (their password changed): those sessions
 * and every token issued from them stop working at once. The session kept is the
 * caller's (by its stored id).
 */
export async function closeOtherSessions(
  db: Pick<Db, 'delete'>,
  userId: string,
  keptSessionId: string,
): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keptSessionId)));
}
