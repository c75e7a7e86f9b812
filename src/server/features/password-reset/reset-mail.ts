import type { FastifyBaseLogger } from 'fastify';
import { paths } from '../../../shared/paths.ts';
import type { SendMail } from '../mail/mailer.ts';

export interface ResetMailer {
  send: SendMail | undefined;
  /** PUBLIC_URL: links are built from it, never from the request's Host header. */
  publicUrl: string | undefined;
  log: FastifyBaseLogger;
}

export function resetLink(publicUrl: string | undefined, token: string): string {
  const path = `${paths.resetPassword}?token=${encodeURIComponent(token)}`;
  return publicUrl ? new URL(path, publicUrl).toString() : path;
}

/**
 * Mails the link, or, while the shop has no mail configured, writes it to the log at
 * warn level so the admin can pass it on. Runs after the answer has gone: an account
 * that exists takes no longer to answer than one that does not, and a slow or broken
 * SMTP server never holds the request.
 */
export function deliverResetLink(mailer: ResetMailer, email: string, token: string): void {
  const link = resetLink(mailer.publicUrl, token);
  if (!mailer.send || !mailer.publicUrl) {
    mailer.log.warn(
      { email },
      `Password reset asked for ${email}; mail is not configured (SMTP_URL, MAIL_FROM, PUBLIC_URL), so here is the link: ${link}`,
    );
    return;
  }
  const text = [
    'Someone (we hope you) asked to set a new password for your Circuit Haat account.',
    '',
    `Open this link within an hour to choose a new password: ${link}`,
    '',
    'The link works once. If you did not ask for it, ignore this mail: your password stays as it is.',
  ].join('\n');
  mailer
    .send({ to: email, subject: 'Set a new password for Circuit Haat', text })
    .catch((error: unknown) => {
      mailer.log.error({ err: error, email }, 'The password reset mail could not be sent');
    });
}
