import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import { RESET_LINK_INVALID } from '../../../shared/schemas/password-reset.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { refuseShortStaffPassword } from '../../auth/staff-password.ts';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import { passwordResets } from '../../db/schema-mailed-links.ts';
import { HttpError } from '../../http/errors.ts';
import { findUserByEmail } from '../users/index.ts';

/** A reset link works for an hour: long enough to find the mail, short if it leaks. */
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

/** Only the SHA-256 is stored: a leaked table resets no password. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new reset token for the account with this email, or undefined when there is none
 * (the caller answers the same either way). Earlier links of the account stop working:
 * only the newest mail counts.
 */
export async function issueResetToken(
  db: Db,
  email: string,
): Promise<{ token: string; email: string } | undefined> {
  const user = await findUserByEmail(db, email);
  if (!user) return undefined;
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .delete(passwordResets)
      .where(or(eq(passwordResets.userId, user.id), lt(passwordResets.expiresAt, sql`now()`)));
    await tx.insert(passwordResets).values({
      tokenHash: hashOf(token),
      userId: user.id,
      expiresAt: new Date(Date.now() + RESET_LINK_LIFETIME_MS),
    });
  });
  return { token, email: user.email };
}

const invalidLink = () => new HttpError(400, RESET_LINK_INVALID, { token: RESET_LINK_INVALID });

/**
 * Sets a new password with a reset token. The token is used up in the same transaction
 * that sets the password and closes every session of the account, so every bearer
 * token issued from those sessions stops working too; the account signs in afresh.
 */
export async function resetPassword(db: Db, token: string, password: string): Promise<void> {
  const tokenHash = hashOf(token);
  const live = and(
    eq(passwordResets.tokenHash, tokenHash),
    gt(passwordResets.expiresAt, sql`now()`),
  );
  // A wrong or spent token is told so before the password costs a hash.
  const [found] = await db.select().from(passwordResets).where(live).limit(1);
  if (!found) throw invalidLink();
  const [account] = await db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, found.userId));
  if (account) refuseShortStaffPassword(account.role, password, 'password');
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    // Two uses of one link at once: only one deletes the row, the other is refused.
    const [used] = await tx.delete(passwordResets).where(live).returning();
    if (!used) throw invalidLink();
    // The link reached the account's mailbox: its email is proven too (decision 038).
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, used.userId));
    await tx.delete(sessions).where(eq(sessions.userId, used.userId));
    await tx.delete(passwordResets).where(eq(passwordResets.userId, used.userId));
  });
}
