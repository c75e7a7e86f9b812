import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import { authEndpoints, profileEndpoints } from '../../../shared/api/accounts.ts';
import { HAS_PHONE, PHONE_TAKEN } from '../../../shared/schemas/sign-in-methods.ts';
import { messages } from '../../../shared/messages.ts';
import type { AuthContext } from '../../auth/auth-context.ts';
import { openSession, storedId } from '../../auth/identity-sessions.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { HttpError } from '../../http/errors.ts';
import { refuseCrossOrigin } from '../../http/same-origin.ts';
import { readProfile, refuseShopLikeName } from '../profile/index.ts';
import { accountOfProvenPhone, addProvenPhone, findUserById } from '../users/index.ts';
import { phoneHasAccount, toApiUser } from '../users/index.ts';
import {
  provePhone,
  refuseStaff,
  sendPhoneCode,
  type SendCodeSms,
} from './phone-sign-in.service.ts';
import { readPhoneCodeSetting, savePhoneCodeSetting } from './phone-code-setting.ts';

export interface PhoneSignInOptions {
  auth: AuthContext;
  pool: pg.Pool;
  sms: SendCodeSms | undefined;
  shopName: () => Promise<string>;
}

/**
 * POST /api/auth/otp/request and /verify: sign-in by SMS code (decision 082); and the
 * phone an account adds, proved the same way (POST and PUT /api/me/phone).
 */
export const phoneSignInRoutes: FastifyPluginAsync<PhoneSignInOptions> = async (app, options) => {
  const { auth, pool } = options;
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
  });
  // Both act on the identity cookie (or spend the shop's SMS): never for another site.
  app.addHook('onRequest', refuseCrossOrigin(auth.publicUrl));

  endpointRoute(app, authEndpoints.requestCode, async (request, reply) => {
    const { phone, purpose } = request.body;
    const sender = { sms: options.sms, shopName: options.shopName, log: request.log };
    const answer = await sendPhoneCode(pool, sender, { phone, purpose, ip: request.ip });
    return reply.code(202).send(answer);
  });

  endpointRoute(app, authEndpoints.verifyCode, async (request, reply) => {
    const { phone, code, name } = request.body;
    if (!(await phoneHasAccount(auth.db, phone))) {
      // A new phone: the code is checked first (so a refusal of the name tells nothing to
      // whoever does not hold the phone), and a right code stays usable while the shopper
      // gives a name the shop accepts.
      await provePhone(pool, phone, code, true);
      if (name === undefined) {
        throw new HttpError(400, messages.validation.nameRequired, {
          name: messages.validation.nameRequired,
        });
      }
      await refuseShopLikeName(app, name);
    }
    await provePhone(pool, phone, code);
    const account = await accountOfProvenPhone(auth.db, phone, name);
    if (!account) throw new HttpError(400, messages.validation.nameRequired);
    refuseStaff(account.user.role);
    const session = await openSession(auth.db, account.user.id);
    auth.session.set(reply, session);
    // The token at once, as PUT /api/user/:email would give it for this session.
    const token = await auth.tokens.issue({ ...account.user, sessionId: storedId(session.id) });
    return { token, user: toApiUser(account.user), created: account.created };
  });

  // An account adds a phone (decision 091): a code to the phone, then the code proves it.
  // The code is asked for like a sign-in code, within the same limits.
  endpointRoute(app, profileEndpoints.requestPhoneCode, async (request, reply) => {
    const { phone } = request.body;
    const user = await findUserById(auth.db, request.user.id);
    if (!user) throw new HttpError(401, 'Please sign in to continue.');
    if (user.phone !== null) throw new HttpError(409, HAS_PHONE);
    if (await phoneHasAccount(auth.db, phone)) throw new HttpError(409, PHONE_TAKEN);
    const sender = { sms: options.sms, shopName: options.shopName, log: request.log };
    const purpose = 'sign-in';
    const answer = await sendPhoneCode(pool, sender, { phone, purpose, ip: request.ip });
    return reply.code(202).send(answer);
  });

  endpointRoute(app, profileEndpoints.addPhone, async (request) => {
    const { phone, code } = request.body;
    await provePhone(pool, phone, code);
    const outcome = await addProvenPhone(auth.db, request.user.id, phone);
    if (outcome === 'has-phone') throw new HttpError(409, HAS_PHONE);
    if (outcome === 'taken') throw new HttpError(409, PHONE_TAKEN);
    return readProfile(auth.db, request.user.id);
  });

  endpointRoute(app, authEndpoints.phoneCodeSetting, () => readPhoneCodeSetting(auth.db));
  endpointRoute(app, authEndpoints.savePhoneCodeSetting, (request) =>
    savePhoneCodeSetting(auth.db, request.body),
  );
};
