import { paths } from '../../../shared/paths.ts';
import { mailLinkOrLog, shopLink, type LinkMailer } from '../../mail/link-mail.ts';

export const VERIFICATION_SUBJECT = 'Confirm your email for Circuit Haat';

export function verificationLink(publicUrl: string | undefined, token: string): string {
  return shopLink(publicUrl, `${paths.verifyEmail}?token=${encodeURIComponent(token)}`);
}

/** What the mail says happened: a sign-up, or an account (made by phone) adding this email. */
const WHY = {
  'sign-up': {
    opening: 'Someone (we hope you) signed up at Circuit Haat with this email address.',
    ignore: 'If you did not sign up, ignore this mail: the account stays unverified.',
  },
  add: {
    opening: 'Someone (we hope you) asked to add this email address to their Circuit Haat account.',
    ignore: 'If it was not you, ignore this mail: the address is not added.',
  },
} as const;

/** Mails the verification link, or writes it to the log while mail is not configured. */
export function deliverVerificationLink(
  mailer: LinkMailer,
  email: string,
  token: string,
  why: keyof typeof WHY = 'sign-up',
): void {
  const link = verificationLink(mailer.publicUrl, token);
  const text = [
    WHY[why].opening,
    '',
    `Open this link within 48 hours to confirm that the address is yours: ${link}`,
    '',
    `The link works once. ${WHY[why].ignore}`,
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
