import type { FastifyPluginAsync } from 'fastify';
import { authEndpoints } from '../../../shared/api/accounts.ts';
import { RESET_REQUESTED } from '../../../shared/schemas/password-reset.ts';
import { countAttempt, type RateLimit } from '../../auth/rate-limiter.ts';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { refuseCrossOrigin } from '../../http/same-origin.ts';
import { refuseWhenOver } from '../../auth/auth-limits.ts';
import { deliverResetLink, type ResetMailer } from './reset-mail.ts';
import { issueResetToken, resetPassword } from './password-reset.service.ts';

const HOUR = 60 * 60;
/**
 * Per email: a few mails an hour, so nobody can flood someone's inbox. Per IP: generous,
 * as for sign-up, since many customers share a carrier address. Counted whether or not
 * the email has an account, so the limit tells nothing either.
 */
export const RESET_LIMITS = {
  requestPerEmail: { limit: 5, windowSeconds: HOUR },
  requestPerIp: { limit: 30, windowSeconds: HOUR },
  confirmPerIp: { limit: 30, windowSeconds: HOUR },
} as const satisfies Record<string, RateLimit>;

export const passwordResetRoutes: FastifyPluginAsync<{
  db: Db;
  mailer: Omit<ResetMailer, 'log'>;
}> = async (app, { db, mailer }) => {
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
  });
  app.addHook('onRequest', refuseCrossOrigin(mailer.publicUrl));

  endpointRoute(app, authEndpoints.passwordReset, async (request, reply) => {
    const { email } = request.body;
    refuseWhenOver(reply, [
      await countAttempt(db, `reset:email:${email}`, RESET_LIMITS.requestPerEmail),
      await countAttempt(db, `reset:ip:${request.ip}`, RESET_LIMITS.requestPerIp),
    ]);
    const issued = await issueResetToken(db, email);
    if (issued) deliverResetLink({ ...mailer, log: request.log }, issued.email, issued.token);
    return reply.code(202).send({ message: RESET_REQUESTED });
  });

  endpointRoute(app, authEndpoints.passwordResetConfirm, async (request, reply) => {
    refuseWhenOver(reply, [
      await countAttempt(db, `resetConfirm:ip:${request.ip}`, RESET_LIMITS.confirmPerIp),
    ]);
    await resetPassword(db, request.body.token, request.body.password);
    return reply.code(204).send();
  });
};
