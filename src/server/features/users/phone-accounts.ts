import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import type { UserRow } from './user-mapper.ts';

// Accounts found or made by a proven phone (sign-in by SMS code, decision 082).

/** Whether an account has this phone (a new phone is asked for a name before it is made). */
export async function phoneHasAccount(db: Db, phone: string): Promise<boolean> {
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  return found !== undefined;
}

/**
 * The account of a phone just proven by a code, marked proven; or a new customer account
 * with the name given (undefined: none yet, the caller asks for one). Two first sign-ins of
 * one new phone at once make one account: the second finds the first's.
 */
export async function accountOfProvenPhone(
  db: Db,
  phone: string,
  name: string | undefined,
): Promise<{ user: UserRow; created: boolean } | undefined> {
  const [existing] = await db
    .update(users)
    .set({ phoneVerifiedAt: sql`coalesce(${users.phoneVerifiedAt}, now())` })
    .where(eq(users.phone, phone))
    .returning();
  if (existing) return { user: existing, created: false };
  if (name === undefined) return undefined;
  try {
    const [created] = await db
      .insert(users)
      .values({ phone, name, role: 'customer', phoneVerifiedAt: new Date() })
      .returning();
    if (!created) throw new Error('The new account was not returned by the database.');
    return { user: created, created: true };
  } catch (error) {
    if (uniqueViolation(error) !== 'users_phone_unique') throw error;
    return accountOfProvenPhone(db, phone, undefined);
  }
}

export type PhoneAdded = 'added' | 'has-phone' | 'taken';

/**
 * Gives an account without a phone the phone just proven by a code. 'taken' when another
 * account has it (found first, or by the unique index when two accounts race for it).
 */
export async function addProvenPhone(db: Db, userId: string, phone: string): Promise<PhoneAdded> {
  try {
    const [added] = await db
      .update(users)
      .set({ phone, phoneVerifiedAt: sql`now()` })
      .where(and(eq(users.id, userId), isNull(users.phone)))
      .returning({ id: users.id });
    return added ? 'added' : 'has-phone';
  } catch (error) {
    if (uniqueViolation(error) === 'users_phone_unique') return 'taken';
    throw error;
  }
}
