import type { FastifyBaseLogger } from 'fastify';
import type { SendMail } from './mailer.ts';

/** What a mail carrying a one-time link needs: the mail server, the shop's address, a log. */
export interface LinkMailer {
  send: SendMail | undefined;
  /** PUBLIC_URL: links are built from it, never from the request's Host header. */
  publicUrl: string | undefined;
  log: FastifyBaseLogger;
}

/** The link to a page of the shop; without PUBLIC_URL, the path alone. */
export function shopLink(publicUrl: string | undefined, path: string): string {
  return publicUrl ? new URL(path, publicUrl).toString() : path;
}

export interface LinkMail {
  to: string;
  link: string;
  subject: string;
  text: string;
  /** The log line while mail is not configured; the link is added after it. */
  unconfigured: string;
  /** The log line when the mail server refused. */
  failed: string;
}

/**
 * Mails a one-time link, or, while the shop has no mail configured, writes it to the log
 * at warn level so the admin can pass it on. Runs after the answer has gone: a slow or
 * broken SMTP server never holds the request, and an account that exists takes no longer
 * to answer than one that does not.
 */
export function mailLinkOrLog(mailer: LinkMailer, mail: LinkMail): void {
  const email = mail.to;
  if (!mailer.send || !mailer.publicUrl) {
    mailer.log.warn(
      { email },
      `${mail.unconfigured}; mail is not configured (SMTP_URL, MAIL_FROM, PUBLIC_URL), so here is the link: ${mail.link}`,
    );
    return;
  }
  mailer.send({ to: email, subject: mail.subject, text: mail.text }).catch((error: unknown) => {
    mailer.log.error({ err: error, email }, mail.failed);
  });
}
