import type { FastifyInstance } from 'fastify';
import type { SmtpInbox } from './smtp-inbox.ts';
import { VERIFICATION_SUBJECT } from '../features/email-verification/index.ts';

let ip = 0;

/** The token in the link of the first verification mail to this address. */
export async function mailedVerificationToken(inbox: SmtpInbox, email: string): Promise<string> {
  const mail = await inbox.mailTo(email, VERIFICATION_SUBJECT);
  const token = /\/verify-email\?token=([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`No verification link in: ${mail.text}`);
  return token;
}

/** Posts a token as the verification page does, each time from its own address. */
export function postVerification(app: FastifyInstance, token: string) {
  ip += 1;
  return app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { token },
    remoteAddress: `10.77.${(ip >> 8) & 255}.${ip & 255}`,
  });
}

/** Opens the mailed link as its reader would: the account's email is proven after it. */
export async function verifyByMailedLink(
  app: FastifyInstance,
  inbox: SmtpInbox,
  email: string,
): Promise<void> {
  const verified = await postVerification(app, await mailedVerificationToken(inbox, email));
  if (verified.statusCode !== 200) throw new Error(`Verification failed: ${verified.body}`);
}
