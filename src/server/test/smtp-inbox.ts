import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

export interface SmtpInbox {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** Every mail so far; a test may empty it to wait for the next one. */
  received: ReceivedMail[];
  /**
   * The next mail to this address (one already received counts), or a timeout; with a
   * subject, the next with that subject (an account gets several kinds of mail).
   */
  mailTo(address: string, subject?: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a loopback port (a free one by default) that keeps what it receives, so tests see
 * the shop's mail as a mail server would: over the wire, parsed from MIME.
 */
export async function startSmtpInbox(listenOn = 0): Promise<SmtpInbox> {
  const received: ReceivedMail[] = [];
  const waiting: {
    wanted: (mail: ReceivedMail) => boolean;
    resolve: (mail: ReceivedMail) => void;
  }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = [parsed.to ?? []]
            .flat()
            .map((address) => address.text)
            .join(', ');
          const mail = {
            to: to.toLowerCase(),
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId ?? '',
          };
          received.push(mail);
          for (const waiter of waiting.filter((w) => w.wanted(mail))) {
            waiting.splice(waiting.indexOf(waiter), 1);
            waiter.resolve(mail);
          }
          callback();
        })
        .catch((error: unknown) => callback(error as Error));
    },
  });
  await new Promise<void>((resolve) => server.listen(listenOn, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    mailTo(address, subject, timeoutMs = 10_000) {
      const to = address.toLowerCase();
      const wanted = (mail: ReceivedMail) =>
        mail.to.includes(to) && (subject === undefined || mail.subject === subject);
      const already = received.find(wanted);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`No mail to ${address} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiting.push({
          wanted,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
