import { isStaffRole } from '../../../shared/schemas/auth.ts';
import type { Db } from '../../db/client.ts';
import type { UserRow } from './user-mapper.ts';
import { setRole } from './users.service.ts';

/** Whether the account's owner has proven they read its email (a mailed link, or Google). */
export const emailProven = (user: Pick<UserRow, 'emailVerifiedAt'>): boolean =>
  user.emailVerifiedAt !== null;

/**
 * The one rule of ADMIN_EMAILS: an account whose email is listed becomes admin once that
 * email is proven, never before (a password sign-up proves nothing: anyone can type any
 * address). Called wherever an account's email may just have been proven or an account
 * signs in; the owner stays owner, an admin stays admin.
 */
export async function promoteWhenListed(
  db: Db,
  user: UserRow,
  adminEmails: readonly string[],
): Promise<UserRow> {
  const { email } = user;
  if (
    email === null ||
    !emailProven(user) ||
    !adminEmails.includes(email) ||
    isStaffRole(user.role)
  ) {
    return user;
  }
  await setRole(db, email, 'admin');
  return { ...user, role: 'admin' };
}
