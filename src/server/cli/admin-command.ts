import { emailField } from '../../shared/schemas/auth.ts';
import type { Db } from '../db/client.ts';
import { setRole } from '../features/users/users.service.ts';

export const USAGE =
  'Usage: npm run admin -- grant <email>\n       npm run admin -- revoke <email>';

export interface CommandResult {
  exitCode: 0 | 1 | 2;
  message: string;
}

/** Parses the arguments; a usage error needs no database. */
export function parseAdminArgs(
  args: readonly string[],
): { action: 'grant' | 'revoke'; email: string } | CommandResult {
  const [action, rawEmail, ...rest] = args;
  if ((action !== 'grant' && action !== 'revoke') || rawEmail === undefined || rest.length > 0) {
    return { exitCode: 2, message: USAGE };
  }
  const email = emailField.safeParse(rawEmail);
  if (!email.success) {
    return {
      exitCode: 2,
      message: `${email.error.issues[0]?.message ?? 'Invalid email'}\n${USAGE}`,
    };
  }
  return { action, email: email.data };
}

export async function runAdminCommand(
  db: Db,
  action: 'grant' | 'revoke',
  email: string,
): Promise<CommandResult> {
  const outcome = await setRole(db, email, action === 'grant' ? 'admin' : 'customer');
  switch (outcome) {
    case 'no-such-user':
      return {
        exitCode: 1,
        message: `No account with the email ${email}. They must sign up first.`,
      };
    case 'last-admin':
      return {
        exitCode: 1,
        message: `${email} is the only admin. Grant admin to someone else first.`,
      };
    case 'unchanged':
      return {
        exitCode: 0,
        message: `${email} ${action === 'grant' ? 'is already an admin' : 'is not an admin'}.`,
      };
    case 'changed':
      return {
        exitCode: 0,
        message: `${email} ${action === 'grant' ? 'is now an admin' : 'is no longer an admin'}.`,
      };
  }
}
