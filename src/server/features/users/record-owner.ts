import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../http/access.ts';
import { HttpError } from '../../http/errors.ts';
import { findUserByEmail } from './users.service.ts';
import { isStaffRole } from '../../../shared/schemas/auth.ts';

/**
 * Personal lists keep the `?email=` of their original paths, but records belong to an
 * account id, never to an email: an email freed by a deleted account can be taken by a
 * new one, and the old orders must not come with it. Answers whose records to list:
 * the caller's own id for their own email; for an admin, the id of the account that
 * holds the email now, or null when none does (an empty list). Anyone else: 403.
 */
export async function recordOwnerFor(
  db: Db,
  caller: AuthUser | undefined,
  email: string | undefined,
): Promise<string | null> {
  if (!caller) throw new HttpError(401, 'Please sign in to continue.');
  // No email named: the caller's own (a phone account may have no email to name).
  if (email === undefined) return caller.id;
  const wanted = email.trim().toLowerCase();
  if (caller.email === wanted) return caller.id;
  // Staff (admins and the owner) may read anyone's records.
  if (!isStaffRole(caller.role)) {
    throw new HttpError(403, 'You can only see your own account’s data.');
  }
  return (await findUserByEmail(db, wanted))?.id ?? null;
}
