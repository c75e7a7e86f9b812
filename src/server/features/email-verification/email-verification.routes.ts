import type { FastifyPluginAsync } from 'fastify';
import { authEndpoints, profileEndpoints } from '../../../shared/api/accounts.ts';
import {
  EMAIL_ALREADY_VERIFIED,
  NO_EMAIL_TO_VERIFY,
  VERIFICATION_SENT,
} from '../../../shared/schemas/email-verification.ts';
import {
  EMAIL_LINK_SENT,
  EMAIL_TAKEN,
  HAS_EMAIL,
} from '../../../shared/schemas/sign-in-methods.ts';
import type { AuthContext } from '../../auth/auth-context.ts';
import { countAttempt, type RateLimit } from '../../auth/rate-limiter.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { HttpError } from '../../http/errors.ts';
import { refuseCrossOrigin } from '../../http/same-origin.ts';
import { refuseWhenOver } from '../../auth/auth-limits.ts';
import { emailProven, promoteWhenListed } from '../users/index.ts';
import { findUserByEmail, findUserById } from '../users/index.ts';
import { issueVerificationToken, verifyEmail } from './email-verification.service.ts';
import { deliverVerificationLink } from './verification-mail.ts';

const HOUR = 60 * 60;
/**
 * Per account: a few mails an hour, so a signed-in account cannot flood the address it
 * claims. Per IP for the links: generous, as for sign-up, since many customers share a
 * carrier address, yet far too few to guess a token.
 */
export const VERIFY_LIMITS = {
  resendPerAccount: { limit: 3, windowSeconds: HOUR },
  confirmPerIp: { limit: 30, windowSeconds: HOUR },
} as const satisfies Record<string, RateLimit>;

/** Proving an account's email with a mailed link, and asking for a new link. */
export const emailVerificationRoutes: FastifyPluginAsync<{ auth: AuthContext }> = async (
  app,
  { auth },
) => {
  const { db } = auth;

  // The link's call acts on no session, but like sign-in it is for the shop's own pages
  // only; the resend call below is a bearer-token call like the rest of /api/me.
  await app.register(async (links) => {
    links.addHook('onRequest', async (_request, reply) => {
      void reply.header('Cache-Control', 'no-store');
    });
    links.addHook('onRequest', refuseCrossOrigin(auth.publicUrl));
    endpointRoute(links, authEndpoints.verifyEmail, async (request, reply) => {
      refuseWhenOver(reply, [
        await countAttempt(db, `verifyEmail:ip:${request.ip}`, VERIFY_LIMITS.confirmPerIp),
      ]);
      const user = await verifyEmail(db, request.body.token);
      await promoteWhenListed(db, user, auth.adminEmails);
      return { email: user.email };
    });
  });

  endpointRoute(app, profileEndpoints.resendVerification, async (request, reply) => {
    const user = await findUserById(db, request.user.id);
    if (!user) throw new HttpError(401, 'Please sign in to continue.');
    if (user.email === null) throw new HttpError(409, NO_EMAIL_TO_VERIFY);
    if (emailProven(user)) throw new HttpError(409, EMAIL_ALREADY_VERIFIED);
    refuseWhenOver(reply, [
      await countAttempt(db, `verifyResend:user:${user.id}`, VERIFY_LIMITS.resendPerAccount),
    ]);
    const token = await issueVerificationToken(db, { id: user.id, email: user.email });
    deliverVerificationLink({ ...auth.mailer, log: request.log }, user.email, token);
    return reply.code(202).send({ message: VERIFICATION_SENT });
  });

  // A phone account adds an email: it becomes the account's only when its link is opened,
  // so nobody can put an address they do not read on an account (decision 091).
  endpointRoute(app, profileEndpoints.addEmail, async (request, reply) => {
    const user = await findUserById(db, request.user.id);
    if (!user) throw new HttpError(401, 'Please sign in to continue.');
    if (user.email !== null) throw new HttpError(409, HAS_EMAIL);
    const { email } = request.body;
    if (await findUserByEmail(db, email)) throw new HttpError(409, EMAIL_TAKEN);
    refuseWhenOver(reply, [
      await countAttempt(db, `verifyResend:user:${user.id}`, VERIFY_LIMITS.resendPerAccount),
    ]);
    const token = await issueVerificationToken(db, { id: user.id, email });
    deliverVerificationLink({ ...auth.mailer, log: request.log }, email, token, 'add');
    return reply.code(202).send({ message: EMAIL_LINK_SENT });
  });
};
