import type { FastifyPluginAsync } from 'fastify';
import { profileEndpoints } from '../../../shared/api/accounts.ts';
import { isStaffRole } from '../../../shared/schemas/auth.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { refuseShortStaffPassword } from '../../auth/staff-password.ts';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../http/access.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { HttpError } from '../../http/errors.ts';
import { guardGuess, noteCorrectGuess, noteFailedGuess } from '../../auth/password-guess-limits.ts';
import { emailProven } from '../users/index.ts';
import { toApiUser, type UserRow } from '../users/index.ts';
import { findUserById } from '../users/index.ts';
import { replacePassword, updateProfile } from './profile.service.ts';
import { refuseShopLikeName } from './shop-like-names.ts';

function toProfile(row: UserRow) {
  return {
    ...toApiUser(row),
    photoUrl: row.photoUrl,
    hasPassword: row.passwordHash !== null,
    emailVerified: emailProven(row),
  };
}

async function callerRow(db: Db, caller: AuthUser): Promise<UserRow> {
  const row = await findUserById(db, caller.id);
  if (!row) throw new HttpError(401, 'Please sign in to continue.');
  return row;
}

export const profileRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  endpointRoute(app, profileEndpoints.me, async (request) =>
    toProfile(await callerRow(db, request.user)),
  );

  endpointRoute(app, profileEndpoints.update, async (request) => {
    const row = await callerRow(db, request.user);
    const { name } = request.body;
    // Staff may name themselves after the shop; a customer may not pass for it.
    if (name !== undefined && !isStaffRole(row.role)) await refuseShopLikeName(app, name);
    return toProfile(await updateProfile(db, row.id, request.body));
  });

  endpointRoute(app, profileEndpoints.changePassword, async (request, reply) => {
    const caller = request.user;
    const row = await callerRow(db, caller);
    const { currentPassword, newPassword } = request.body;
    if (!row.passwordHash) {
      throw new HttpError(400, 'This account signs in with Google and has no password.');
    }
    refuseShortStaffPassword(row.role, newPassword, 'newPassword');
    // A stolen token must not turn this into an unlimited password oracle.
    const guesser = { kind: 'passwordChange', account: row.id, ip: request.ip } as const;
    await guardGuess(db, reply, guesser);
    if (!(await verifyPassword(row.passwordHash, currentPassword))) {
      await noteFailedGuess(db, guesser);
      throw new HttpError(400, 'Current password is wrong', {
        currentPassword: 'Current password is wrong',
      });
    }
    await noteCorrectGuess(db, guesser);
    await replacePassword(db, row.id, await hashPassword(newPassword), caller.sessionId);
    return reply.code(204).send();
  });
};
