import { paths } from '../../../shared/paths.ts';
import { mailLinkOrLog, shopLink, type LinkMailer } from '../../mail/link-mail.ts';

export const VERIFICATION_SUBJECT = 'Confirm your email for Circuit Haat';

export function verificationLink(publicUrl: string | undefined, token: string): string {
  return shopLink(publicUrl, `${paths.verifyEmail}?token=${encodeURIComponent(token)}`);
}

/** Mails the verification link, or writes it to the log while mail is not configured. */
export function deliverVerificationLink(mailer: LinkMailer, email: string, token: string): void {
  const link = verificationLink(mailer.publicUrl, token);
  const text = [
    'Someone (we hope you) signed up at Circuit Haat with this email address.',
    '',
    `Open this link within 48 hours to confirm that the address is yours: ${link}`,
    '',
    'The link works once. If you did not sign up, ignore this mail: the account stays unverified.',
  ].join('\n');
  mailLinkOrLog(mailer, {
    to: email,
    link,
    subject: VERIFICATION_SUBJECT,
    text,
    unconfigured: `Email verification for ${email}`,
    failed: 'The email verification mail could not be sent',
  });
}
