import { and, eq, isNull } from 'drizzle-orm';
import { closeOtherSessions } from '../../auth/identity-sessions.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { UserRow } from '../users/index.ts';

/** Changes the fields given (name, photo) of one account; answers the account as it is now. */
export async function updateProfile(
  db: Db,
  userId: string,
  patch: { name?: string; photoUrl?: string | null },
): Promise<UserRow> {
  const { name, photoUrl } = patch;
  const [updated] = await db
    .update(users)
    .set({
      ...(name !== undefined && { name }),
      ...(photoUrl !== undefined && { photoUrl }),
    })
    .where(eq(users.id, userId))
    .returning();
  return updated as UserRow;
}

/** Sets a new password and signs out every other session of the account. */
export async function replacePassword(
  db: Db,
  userId: string,
  passwordHash: string,
  keepSessionId: string,
) {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    // Whoever else was signed in (perhaps with the old password) is signed out now.
    await closeOtherSessions(tx, userId, keepSessionId);
  });
}

/**
 * Gives an account without a password (made by a phone code or by Google) its first one;
 * false when it has one already (only the current password may change it). Nothing is
 * signed out: a method is added, none is taken away.
 */
export async function setFirstPassword(
  db: Db,
  userId: string,
  passwordHash: string,
): Promise<boolean> {
  const [set] = await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, userId), isNull(users.passwordHash)))
    .returning({ id: users.id });
  return set !== undefined;
}
