import { paths } from '../../../shared/paths.ts';
import { mailLinkOrLog, shopLink, type LinkMailer } from '../../mail/link-mail.ts';

export type ResetMailer = LinkMailer;

export function resetLink(publicUrl: string | undefined, token: string): string {
  return shopLink(publicUrl, `${paths.resetPassword}?token=${encodeURIComponent(token)}`);
}

/** Mails the reset link, or writes it to the log while mail is not configured. */
export function deliverResetLink(mailer: ResetMailer, email: string, token: string): void {
  const link = resetLink(mailer.publicUrl, token);
  const text = [
    'Someone (we hope you) asked to set a new password for your Circuit Haat account.',
    '',
    `Open this link within an hour to choose a new password: ${link}`,
    '',
    'The link works once. If you did not ask for it, ignore this mail: your password stays as it is.',
  ].join('\n');
  mailLinkOrLog(mailer, {
    to: email,
    link,
    subject: 'Set a new password for Circuit Haat',
    text,
    unconfigured: `Password reset asked for ${email}`,
    failed: 'The password reset mail could not be sent',
  });
}
