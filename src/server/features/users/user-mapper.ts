import type { User } from '../../../shared/schemas/auth.ts';
import type { users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
/** An account found or made by its email (sign-up, Google, a mailed link): the email is there. */
export type EmailUserRow = UserRow & { email: string };

/** The account as one with an email, for the paths that found or made it by that email. */
export function withEmail(row: UserRow): EmailUserRow {
  if (row.email === null) throw new Error(`Account ${row.id} was expected to have an email.`);
  return row as EmailUserRow;
}

/** The one place a stored user becomes an API user; hashes and Google ids never leave. */
export function toApiUser(row: UserRow): User {
  return {
    _id: row.id,
    email: row.email,
    // Only an account with a phone answers with one: an email account's answer is unchanged.
    ...(row.phone === null ? {} : { phone: row.phone }),
    name: row.name,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  };
}
