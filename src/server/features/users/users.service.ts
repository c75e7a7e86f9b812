import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users, type Role } from '../../db/schema.ts';
import { emailVerifications, passwordResets } from '../../db/schema-mailed-links.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { HttpError } from '../../http/errors.ts';
import { SETUP_LINK_INVALID, takeOwnerSetupToken } from './owner-setup.ts';
import { withEmail, type EmailUserRow, type UserRow } from './user-mapper.ts';

/** A UUID as PostgreSQL reads one; anything else would make it raise an error. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An account by id; a malformed id simply matches nobody. */
export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  if (!UUID_PATTERN.test(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<EmailUserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row && withEmail(row);
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
  /** Set for a Google account whose email Google verified. */
  emailVerifiedAt?: Date;
}

/**
 * Creates an account with the role its caller decided. With the owner setup token it
 * becomes the owner, and the token is used up in the same transaction: a wrong or
 * spent token creates nothing (403). 409 when the email is taken.
 */
export async function createUser(
  db: Db,
  input: NewUser,
  grant: { role: 'customer' | 'admin' } | { setupToken: string },
) {
  const email = input.email.toLowerCase();
  try {
    return await db.transaction(async (tx) => {
      let role: Role;
      if ('setupToken' in grant) {
        if (!(await takeOwnerSetupToken(tx, grant.setupToken))) {
          throw new HttpError(403, SETUP_LINK_INVALID);
        }
        role = 'owner';
      } else {
        role = grant.role;
      }
      const [row] = await tx
        .insert(users)
        .values({ ...input, email, role })
        .returning();
      if (!row) throw new Error('The new account was not returned by the database.');
      return withEmail(row);
    });
  } catch (error) {
    if (uniqueViolation(error) === 'users_one_owner') throw new HttpError(403, SETUP_LINK_INVALID);
    if (uniqueViolation(error)) {
      throw new HttpError(409, 'An account with this email already exists. Please sign in.');
    }
    throw error;
  }
}

export interface GoogleLink {
  user: UserRow;
  /** The account's unproven password was removed and every session of it ended. */
  passwordCleared: boolean;
}

/**
 * Links a Google identity to an existing account with the same email, which Google has
 * verified (the caller checked): the email is proven from now on. When the account has
 * a password but its email was never proven, whoever chose that password may be someone
 * else who signed up with this address first (docs/security.md, F1): in the same
 * transaction the password is removed, every session ends and every token is revoked.
 * An account proven by a mailed link keeps its password: the same person owns both.
 * Undefined when another Google account was linked to it meanwhile.
 */
export async function linkGoogleAccount(
  db: Db,
  account: UserRow,
  subject: string,
): Promise<GoogleLink | undefined> {
  const passwordCleared = account.passwordHash !== null && account.emailVerifiedAt === null;
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({
        googleSub: subject,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        ...(passwordCleared && {
          passwordHash: null,
          tokenVersion: sql`${users.tokenVersion} + 1`,
        }),
      })
      .where(and(eq(users.id, account.id), isNull(users.googleSub)))
      .returning();
    if (!user) return undefined;
    if (passwordCleared) {
      await tx.delete(sessions).where(eq(sessions.userId, user.id));
      await tx.delete(passwordResets).where(eq(passwordResets.userId, user.id));
    }
    // Pending verification links are moot once the address is proven.
    await tx.delete(emailVerifications).where(eq(emailVerifications.userId, user.id));
    return { user, passwordCleared };
  });
}

/** Marks the account's email proven, as Google said it verified it (a sign-in). */
export async function markEmailProven(db: Db, account: UserRow): Promise<UserRow> {
  if (account.emailVerifiedAt !== null) return account;
  const [user] = await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, account.id))
    .returning();
  return user ?? account;
}

/** Whether the account with this email is staff: an admin or the owner. */
export async function isAdmin(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), inArray(users.role, ['admin', 'owner'])))
    .limit(1);
  return row !== undefined;
}

export type RoleChange = 'changed' | 'unchanged' | 'no-such-user' | 'owner';

/**
 * Grants or revokes admin. The owner is above both and is never changed: granting
 * leaves them as they are, revoking is refused.
 */
export async function setRole(
  db: Pick<Db, 'select' | 'update'>,
  email: string,
  role: 'customer' | 'admin',
): Promise<RoleChange> {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  if (!user) return 'no-such-user';
  if (user.role === 'owner') return role === 'admin' ? 'unchanged' : 'owner';
  if (user.role === role) return 'unchanged';
  // The role in the condition: a concurrent change to the owner is never overwritten.
  const changed = await db
    .update(users)
    .set({ role })
    .where(and(eq(users.id, user.id), ne(users.role, 'owner')))
    .returning({ id: users.id });
  return changed.length > 0 ? 'changed' : 'unchanged';
}

export type UserDeletion = 'deleted' | 'no-such-user' | 'yourself' | 'owner';

/**
 * Deletes an account. Its sessions go with it (cascade), its tokens stop working at
 * once (their session is gone), and its orders and reviews stay with the shop (their
 * user_id becomes null; they keep name and email). The owner's account is never deleted.
 */
/**
 * The account an account key names (accountKeyField: an email, or a phone in its
 * 01XXXXXXXXX form for a phone account without one).
 */
export const namedBy = (key: string) =>
  key.includes('@') ? eq(users.email, key.toLowerCase()) : eq(users.phone, key);

export async function deleteUser(
  db: Pick<Db, 'select' | 'delete'>,
  callerId: string,
  key: string,
): Promise<UserDeletion> {
  const [user] = await db.select().from(users).where(namedBy(key));
  if (!user) return 'no-such-user';
  if (user.id === callerId) return 'yourself';
  if (user.role === 'owner') return 'owner';
  await db.delete(users).where(and(eq(users.id, user.id), ne(users.role, 'owner')));
  return 'deleted';
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
