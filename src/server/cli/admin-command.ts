import { emailField } from '../../shared/schemas/auth.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { ownerSetupMessage, ownerSetupToken, ownerSetupUrl } from '../features/users/index.ts';
import { setRole } from '../features/users/index.ts';

export const USAGE =
  'Usage: npm run admin -- grant <email>\n' +
  '       npm run admin -- revoke <email>\n' +
  "       npm run admin -- setup-link    (the one-time link that creates the shop owner's account)";

export interface CommandResult {
  exitCode: 0 | 1 | 2;
  message: string;
}

export type AdminCommand = { action: 'grant' | 'revoke'; email: string } | { action: 'setup-link' };

/** Parses the arguments; a usage error needs no database. */
export function parseAdminArgs(args: readonly string[]): AdminCommand | CommandResult {
  const [action, rawEmail, ...rest] = args;
  if (action === 'setup-link' && rawEmail === undefined) return { action };
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
  command: AdminCommand,
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>,
): Promise<CommandResult> {
  if (command.action === 'setup-link') {
    const token = await ownerSetupToken(db);
    if (!token) return { exitCode: 1, message: 'The shop already has an owner.' };
    return { exitCode: 0, message: ownerSetupMessage(ownerSetupUrl(config, token)) };
  }
  const { action, email } = command;
  const outcome = await setRole(db, email, action === 'grant' ? 'admin' : 'customer');
  switch (outcome) {
    case 'no-such-user':
      return {
        exitCode: 1,
        message: `No account with the email ${email}. They must sign up first.`,
      };
    case 'owner':
      return {
        exitCode: 1,
        message: `${email} is the shop owner, who is always an admin.`,
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
