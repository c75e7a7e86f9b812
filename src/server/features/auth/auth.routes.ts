import type { FastifyPluginAsync } from 'fastify';
import { authEndpoints } from '../../../shared/api/accounts.ts';
import type { AuthContext } from '../../auth/auth-context.ts';
import { sessionUser } from '../../auth/current-session.ts';
import { closeSession, openSession } from '../../auth/identity-sessions.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { HttpError } from '../../http/errors.ts';
import { refuseCrossOrigin } from '../../http/same-origin.ts';
import { refuseShopLikeName } from '../profile/index.ts';
import { issueVerificationToken } from '../email-verification/index.ts';
import { deliverVerificationLink } from '../email-verification/index.ts';
import { promoteWhenListed } from '../users/index.ts';
import { toApiUser } from '../users/index.ts';
import { limitSignUp } from '../../auth/auth-limits.ts';
import { signIn, signUp } from './auth.service.ts';
import { guardGuess, noteCorrectGuess, noteFailedGuess } from '../../auth/password-guess-limits.ts';

/** The identity provider: email and password accounts and their session cookie. */
export const authRoutes: FastifyPluginAsync<{ auth: AuthContext }> = async (app, { auth }) => {
  const { db } = auth;
  // Every answer here is about the visitor's own account: no shared cache may keep it.
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
  });
  // Sign-in, sign-up and sign-out act on the identity cookie: never for another site.
  app.addHook('onRequest', refuseCrossOrigin(auth.publicUrl));

  endpointRoute(app, authEndpoints.signUp, async (request, reply) => {
    const input = request.body;
    // Only the owner's setup sign-up may take the shop's name (checked by its token).
    if (input.setupToken === undefined) await refuseShopLikeName(app, input.name);
    await limitSignUp(db, reply, { ip: request.ip, email: input.email }, auth.limits);
    const user = await signUp(db, input);
    auth.session.set(reply, await openSession(db, user.id));
    // The account can shop at once; the mailed link proves the address it claims.
    const token = await issueVerificationToken(db, user);
    deliverVerificationLink({ ...auth.mailer, log: request.log }, user.email, token);
    return reply.code(201).send({ user: toApiUser(user) });
  });

  endpointRoute(app, authEndpoints.signIn, async (request, reply) => {
    const input = request.body;
    const guesser = { kind: 'signIn', account: input.email, ip: request.ip } as const;
    await guardGuess(db, reply, guesser);
    const user = await signIn(db, input).catch(async (error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 401) {
        await noteFailedGuess(db, guesser);
      }
      throw error;
    });
    await noteCorrectGuess(db, guesser);
    // A listed address proven since (a mailed link) is made admin here too.
    const current = await promoteWhenListed(db, user, auth.adminEmails);
    auth.session.set(reply, await openSession(db, current.id));
    return { user: toApiUser(current) };
  });

  endpointRoute(app, authEndpoints.signOut, async (request, reply) => {
    const id = auth.session.read(request);
    if (id) await closeSession(db, id);
    auth.session.clear(reply);
    return reply.code(204).send();
  });

  endpointRoute(app, authEndpoints.session, async (request, reply) => {
    const user = await sessionUser(auth, request, reply);
    reply.header('Cache-Control', 'no-store');
    return {
      user: user ? toApiUser(user) : null,
      providers: { google: auth.google !== undefined, phone: auth.phoneSignIn },
    };
  });
};
