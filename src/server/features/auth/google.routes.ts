import { currentShopName } from '../profile/index.ts';
import type { FastifyPluginAsync } from 'fastify';
import { authEndpoints } from '../../../shared/api/accounts.ts';
import { paths } from '../../../shared/paths.ts';
import type { AuthContext } from '../../auth/auth-context.ts';
import { openSession } from '../../auth/identity-sessions.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { HttpError } from '../../http/errors.ts';
import { GoogleSignInRefused, signInWithGoogle } from './auth.service.ts';
import { tellPasswordCleared } from './password-cleared-mail.ts';

/** Why Google sign-in failed, as the login page reads it from `?error=`. */
export type GoogleError = 'google' | 'google-unverified' | 'google-linked';

/** Google sign-in: a redirect to the issuer and the way back. */
export const googleRoutes: FastifyPluginAsync<{ auth: AuthContext }> = async (app, { auth }) => {
  endpointRoute(app, authEndpoints.googleStart, async (request, reply) => {
    const google = auth.google;
    if (!google) throw new HttpError(404, 'Google sign-in is not configured on this shop.');
    let started;
    try {
      started = await google.start(request.query.returnTo ?? paths.home);
    } catch (error) {
      request.log.warn({ err: error }, 'Google sign-in could not start');
      return reply.redirect(loginWithError('google'));
    }
    await auth.googleTransaction.set(reply, started.transaction);
    return reply.redirect(started.url.href);
  });

  endpointRoute(app, authEndpoints.googleCallback, async (request, reply) => {
    const google = auth.google;
    if (!google) throw new HttpError(404, 'Google sign-in is not configured on this shop.');
    const transaction = await auth.googleTransaction.read(request);
    // One attempt, one use: the cookie goes whatever the outcome.
    auth.googleTransaction.clear(reply);
    if (!transaction) return reply.redirect(loginWithError('google'));
    const { returnTo } = transaction;
    try {
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const identity = await google.finish(search, transaction);
      const shopName = await currentShopName(app);
      const { user, passwordCleared } = await signInWithGoogle(
        auth.db,
        identity,
        auth.adminEmails,
        shopName,
      );
      // A password is cleared only on linking by email: the account has one.
      if (passwordCleared && user.email !== null) {
        tellPasswordCleared({ ...auth.mailer, log: request.log }, user.email);
      }
      auth.session.set(reply, await openSession(auth.db, user.id));
      return reply.redirect(returnTo);
    } catch (error) {
      if (error instanceof GoogleSignInRefused) {
        const reason = error.reason === 'unverified-email' ? 'google-unverified' : 'google-linked';
        return reply.redirect(loginWithError(reason, returnTo));
      }
      request.log.warn({ err: error }, 'Google sign-in failed');
      return reply.redirect(loginWithError('google', returnTo));
    }
  });
};

/** Back to the login page with the reason, keeping where the visitor was headed. */
function loginWithError(error: GoogleError, returnTo: string = paths.home): string {
  const query = new URLSearchParams({ error });
  if (returnTo !== paths.home) query.set('from', returnTo);
  return `${paths.login}?${query.toString()}`;
}
