import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { VERIFY_LINK_INVALID } from '../../../shared/schemas/email-verification.ts';
import { EMAIL_TAKEN } from '../../../shared/schemas/sign-in-methods.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { emailVerifications } from '../../db/schema-mailed-links.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { HttpError } from '../../http/errors.ts';
import { withEmail, type EmailUserRow } from '../users/index.ts';

/**
 * A verification link works for 48 hours: a customer who signs up at night may open
 * their mail days later, and the link proves an address, it opens no session.
 */
export const VERIFY_LINK_LIFETIME_MS = 48 * 60 * 60 * 1000;

/** Only the SHA-256 is stored: a leaked table verifies nothing. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new verification token for the account's current email. Earlier links of the
 * account stop working: only the newest mail counts.
 */
export async function issueVerificationToken(
  db: Db,
  user: Pick<EmailUserRow, 'id' | 'email'>,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .delete(emailVerifications)
      .where(
        or(eq(emailVerifications.userId, user.id), lt(emailVerifications.expiresAt, sql`now()`)),
      );
    await tx.insert(emailVerifications).values({
      tokenHash: hashOf(token),
      userId: user.id,
      email: user.email,
      expiresAt: new Date(Date.now() + VERIFY_LINK_LIFETIME_MS),
    });
  });
  return token;
}

const invalidLink = () => new HttpError(400, VERIFY_LINK_INVALID, { token: VERIFY_LINK_INVALID });

/**
 * Marks the account's email proven with a token from its link, and uses the token up
 * (two uses at once: only one deletes the row). The link proves the address it was
 * mailed to: an account whose email is another by now is not marked; an account with no
 * email yet (a phone account that asked to add this one) gets it, proven. Answers the
 * account as it is now; 409 when another account took the address meanwhile.
 */
export async function verifyEmail(db: Db, token: string): Promise<EmailUserRow> {
  const live = and(
    eq(emailVerifications.tokenHash, hashOf(token)),
    gt(emailVerifications.expiresAt, sql`now()`),
  );
  try {
    return await db.transaction(async (tx) => {
      const [used] = await tx.delete(emailVerifications).where(live).returning();
      if (!used) throw invalidLink();
      await tx
        .update(users)
        .set({ email: used.email, emailVerifiedAt: sql`now()` })
        .where(and(eq(users.id, used.userId), isNull(users.email)));
      const accountOf = and(eq(users.id, used.userId), eq(users.email, used.email));
      await tx
        .update(users)
        .set({ emailVerifiedAt: sql`now()` })
        .where(and(accountOf, isNull(users.emailVerifiedAt)));
      const [user] = await tx.select().from(users).where(accountOf);
      if (!user) throw invalidLink();
      return withEmail(user);
    });
  } catch (error) {
    if (uniqueViolation(error)) throw new HttpError(409, EMAIL_TAKEN);
    throw error;
  }
}
