import type { FastifyPluginAsync } from 'fastify';
import { userEndpoints } from '../../../shared/api/accounts.ts';
import { isStaffRole } from '../../../shared/schemas/auth.ts';
import type { AuthContext } from '../../auth/auth-context.ts';
import { currentSession } from '../../auth/current-session.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { HttpError } from '../../http/errors.ts';
import { refuseCrossOrigin } from '../../http/same-origin.ts';
import { isAdmin } from './users.service.ts';

const NOT_YOURS = 'You can only do this for your own account.';

export const userRoutes: FastifyPluginAsync<{ auth: AuthContext }> = async (app, { auth }) => {
  // The token exchange acts on the identity cookie: never for another site.
  app.addHook('onRequest', refuseCrossOrigin(auth.publicUrl));

  // Public as far as bearer tokens go: this is where a token comes from. The
  // identity session (the cookie) is what it checks instead.
  endpointRoute(app, userEndpoints.issueToken, async (request, reply) => {
    const session = await currentSession(auth, request, reply);
    if (!session) throw new HttpError(401, 'Please sign in to continue.');
    const { user, sessionId } = session;
    // The account's email names it; a phone account without one is named by its phone.
    const key = user.email ?? user.phone;
    const { email } = request.params;
    const bodyEmail = request.body?.email;
    if (email !== key || (bodyEmail !== undefined && bodyEmail !== key)) {
      throw new HttpError(403, NOT_YOURS);
    }
    reply.header('Cache-Control', 'no-store');
    return { token: await auth.tokens.issue({ ...user, sessionId }) };
  });

  endpointRoute(app, userEndpoints.isAdmin, async (request) => {
    const caller = request.user;
    const { email } = request.params;
    // The owner is everything an admin is, and answers as one.
    if (email === caller.email) return { admin: isStaffRole(caller.role) };
    if (!isStaffRole(caller.role)) throw new HttpError(403, NOT_YOURS);
    return { admin: await isAdmin(auth.db, email) };
  });
};
