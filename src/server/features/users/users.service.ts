import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, type Role } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { UserRow } from './user-mapper.ts';

// Any fixed number: account creations queue on it so that exactly one account
// becomes the first admin, even when several instances take sign-ups at once.
const FIRST_ADMIN_LOCK_ID = 7_201_505;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Every signed-in request reads its caller, so this query is built once per database
 * and runs as a named statement, planned once per connection.
 */
function userByIdStatement(db: Db) {
  return db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('user_by_id');
}
const userByIdStatements = new WeakMap<Db, ReturnType<typeof userByIdStatement>>();

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  // A malformed id would make PostgreSQL raise an error; it simply matches nobody.
  if (!UUID_PATTERN.test(id)) return undefined;
  let statement = userByIdStatements.get(db);
  if (!statement) {
    statement = userByIdStatement(db);
    userByIdStatements.set(db, statement);
  }
  const [row] = await statement.execute({ id });
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

export async function findUserByGoogleSubject(db: Db, subject: string) {
  const [row] = await db.select().from(users).where(eq(users.googleSub, subject)).limit(1);
  return row;
}

export interface NewUser {
  email: string;
  name: string;
  passwordHash?: string;
  googleSub?: string;
  photoUrl?: string;
}

/**
 * Creates an account. It is an admin when its email is in ADMIN_EMAILS, or when the
 * shop has no admin yet (the first account of a new shop). 409 when the email is taken.
 */
export async function createUser(db: Db, input: NewUser, adminEmails: readonly string[]) {
  const email = input.email.toLowerCase();
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK_ID})`);
      const listed = adminEmails.includes(email);
      const role: Role = listed || !(await hasAdmin(tx)) ? 'admin' : 'customer';
      const [row] = await tx
        .insert(users)
        .values({ ...input, email, role })
        .returning();
      if (!row) throw new Error('The new account was not returned by the database.');
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new HttpError(409, 'An account with this email already exists. Please sign in.');
    }
    throw error;
  }
}

/** Links a Google account to an existing account (the caller checked the email is verified). */
export async function linkGoogleAccount(db: Db, userId: string, subject: string) {
  const [row] = await db
    .update(users)
    .set({ googleSub: subject })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

export async function hasAdmin(db: Pick<Db, 'select'>): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .limit(1);
  return row !== undefined;
}

export async function isAdmin(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), eq(users.role, 'admin')))
    .limit(1);
  return row !== undefined;
}

export type RoleChange = 'changed' | 'unchanged' | 'no-such-user' | 'last-admin';

/**
 * Grants or revokes admin. Revoking the last admin is refused: a shop with no
 * admin would hand the role to the next person who signs up.
 */
export async function setRole(db: Db, email: string, role: Role): Promise<RoleChange> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK_ID})`);
    const [user] = await tx.select().from(users).where(eq(users.email, email.toLowerCase()));
    if (!user) return 'no-such-user';
    if (user.role === role) return 'unchanged';
    if (role === 'customer') {
      const [admins] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(users.role, 'admin'));
      if ((admins?.count ?? 0) <= 1) return 'last-admin';
    }
    await tx.update(users).set({ role }).where(eq(users.id, user.id));
    return 'changed';
  });
}

export type UserDeletion = 'deleted' | 'no-such-user' | 'yourself' | 'last-admin';

/**
 * Deletes an account. Its sessions go with it (cascade), its tokens stop working at
 * once (identify finds no user), and its orders and reviews stay with the shop
 * (their user_id becomes null; they keep name and email). Under the role lock, so
 * two admins deleting each other cannot leave the shop without one.
 */
export async function deleteUser(db: Db, callerId: string, email: string): Promise<UserDeletion> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK_ID})`);
    const [user] = await tx.select().from(users).where(eq(users.email, email.toLowerCase()));
    if (!user) return 'no-such-user';
    if (user.id === callerId) return 'yourself';
    if (user.role === 'admin') {
      const [admins] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(users.role, 'admin'));
      if ((admins?.count ?? 0) <= 1) return 'last-admin';
    }
    await tx.delete(users).where(eq(users.id, user.id));
    return 'deleted';
  });
}

export async function listUsers(db: Db): Promise<UserRow[]> {
  return db.select().from(users).orderBy(desc(users.createdAt), desc(users.id));
}

/** Invalidates every token issued to the user so far (sign-out everywhere, deletion). */
export async function bumpTokenVersion(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}

/** node-postgres reports code 23505; drizzle may wrap that error in its own. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
