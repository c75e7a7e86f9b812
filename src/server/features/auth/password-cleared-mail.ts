import type { FastifyBaseLogger } from 'fastify';
import { paths } from '../../../shared/paths.ts';
import { shopLink } from '../../mail/link-mail.ts';
import type { SendMail } from '../../mail/mailer.ts';

/**
 * Tells the owner of an address that Google sign-in removed the account's password and
 * signed every device out (F1, docs/security.md): someone may have signed up with their
 * address before them. Without mail configured the admin reads it in the log.
 */
export function tellPasswordCleared(
  mailer: { send: SendMail | undefined; publicUrl: string | undefined; log: FastifyBaseLogger },
  email: string,
): void {
  const forgot = shopLink(mailer.publicUrl, paths.forgotPassword);
  const text = [
    `You have just signed in to Circuit Haat with Google as ${email}.`,
    '',
    'An account with this address already existed, with a password, and nobody had yet',
    'confirmed that the address belongs to whoever chose that password. So that only you',
    'can use the account, we removed that password and signed out every device that was',
    'signed in to it.',
    '',
    'If you created the account yourself: sign in with Google from now on, or choose a new',
    `password with "Forgot password?": ${forgot}`,
    '',
    'If you did not: someone else had signed up with your address. They can no longer sign',
    'in. Look over the saved addresses and orders in My Profile and My Orders.',
  ].join('\n');
  if (!mailer.send || !mailer.publicUrl) {
    mailer.log.warn(
      { email },
      `Google sign-in removed the unproven password of ${email} and signed out its sessions; mail is not configured, so the account's owner was not told by mail`,
    );
    return;
  }
  mailer
    .send({ to: email, subject: 'Your Circuit Haat password was removed', text })
    .catch((error: unknown) => {
      mailer.log.error({ err: error, email }, 'The password-removed mail could not be sent');
    });
}
