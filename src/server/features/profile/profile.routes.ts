import type { FastifyPluginAsync } from 'fastify';
import { profileEndpoints } from '../../../shared/api/accounts.ts';
import { isStaffRole } from '../../../shared/schemas/auth.ts';
import { HAS_PASSWORD, PASSWORD_NEEDS_EMAIL } from '../../../shared/schemas/sign-in-methods.ts';
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
import { replacePassword, setFirstPassword, updateProfile } from './profile.service.ts';
import { refuseShopLikeName } from './shop-like-names.ts';

function toProfile(row: UserRow) {
  return {
    ...toApiUser(row),
    photoUrl: row.photoUrl,
    hasPassword: row.passwordHash !== null,
    emailVerified: emailProven(row),
  };
}

/** The account as My Profile shows it (also the answer of adding a phone). */
export async function readProfile(db: Db, userId: string) {
  const row = await findUserById(db, userId);
  if (!row) throw new HttpError(401, 'Please sign in to continue.');
  return toProfile(row);
}

async function callerRow(db: Db, caller: AuthUser): Promise<UserRow> {
  const row = await findUserById(db, caller.id);
  if (!row) throw new HttpError(401, 'Please sign in to continue.');
  return row;
}

export const profileRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  endpointRoute(app, profileEndpoints.me, (request) => readProfile(db, request.user.id));

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
      throw new HttpError(400, 'This account has no password yet: set one instead.');
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

  endpointRoute(app, profileEndpoints.setPassword, async (request, reply) => {
    const row = await callerRow(db, request.user);
    const { newPassword } = request.body;
    if (row.passwordHash) throw new HttpError(409, HAS_PASSWORD);
    // A password signs in with the account's email: a phone account adds one first.
    if (row.email === null) throw new HttpError(409, PASSWORD_NEEDS_EMAIL);
    refuseShortStaffPassword(row.role, newPassword, 'newPassword');
    // Checked again in the update: two first passwords at once set one, the other is told.
    if (!(await setFirstPassword(db, row.id, await hashPassword(newPassword)))) {
      throw new HttpError(409, HAS_PASSWORD);
    }
    return reply.code(204).send();
  });
};
