import nodemailer from 'nodemailer';

/** One message to one recipient: plain text, with an HTML version when given. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A fixed Message-ID, so a message sent again is known by mail systems as the same. */
  messageId?: string;
}

/** Sends a message; rejects when the SMTP server refuses it or cannot be reached. */
export type SendMail = (message: MailMessage) => Promise<void>;

export interface MailSettings {
  SMTP_URL?: string | undefined;
  MAIL_FROM?: string | undefined;
}

/**
 * The shop's outgoing mail over SMTP (nodemailer), or undefined when SMTP_URL and
 * MAIL_FROM are not both set: callers then tell the admin some other way (the log).
 * One pooled transport per process, so a burst of mail reuses its connections.
 */
export function createMailer(settings: MailSettings): SendMail | undefined {
  const { SMTP_URL: url, MAIL_FROM: from } = settings;
  if (!url || !from) return undefined;
  // Bounded waits: a send that hangs is abandoned and retried, never stuck for minutes.
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return async (message) => {
    await transport.sendMail({ from, ...message });
  };
}
