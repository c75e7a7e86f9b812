import type { FastifyPluginAsync } from 'fastify';
import { authEndpoints } from '../../../shared/api/accounts.ts';
import type { AuthContext } from '../../auth/auth-context.ts';
import { limitSignUp } from '../../auth/auth-limits.ts';
import { openSession } from '../../auth/identity-sessions.ts';
import { users } from '../../db/schema.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { HttpError } from '../../http/errors.ts';
import { refuseCrossOrigin } from '../../http/same-origin.ts';
import { readPaymentRules } from '../payments/index.ts';
import { refuseShopLikeName } from '../profile/index.ts';
import { toApiUser } from '../users/index.ts';

export const CODE_NEEDED =
  'This shop proves your phone with an SMS code before an order: ask for the code.';
export const PHONE_HAS_ACCOUNT =
  'This phone already has an account: prove it with the SMS code to order with it.';

/**
 * A visitor paying online while the owner has the checkout code off (decision 084): a new
 * customer account for a phone nobody has, unproved, signed in like a sign-up. Never an
 * existing account: that one is reached only by its code, so nobody orders in (or reads)
 * another person's account by typing their number.
 */
export const phoneAccountRoutes: FastifyPluginAsync<{ auth: AuthContext }> = async (
  app,
  { auth },
) => {
  const { db } = auth;
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
  });
  app.addHook('onRequest', refuseCrossOrigin(auth.publicUrl));

  endpointRoute(app, authEndpoints.phoneAccount, async (request, reply) => {
    const { name, phone } = request.body;
    if ((await readPaymentRules(db)).phoneCodeOnline) throw new HttpError(403, CODE_NEEDED);
    await refuseShopLikeName(app, name);
    await limitSignUp(db, reply, { ip: request.ip, email: phone }, auth.limits);
    const [row] = await db
      .insert(users)
      .values({ name, phone, role: 'customer' })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new HttpError(409, PHONE_HAS_ACCOUNT);
    auth.session.set(reply, await openSession(db, row.id));
    return reply.code(201).send({ user: toApiUser(row) });
  });
};
