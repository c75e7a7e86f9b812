import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../shared/schemas/common.ts';
import {
  passwordChangeSchema,
  profilePatchSchema,
  profileSchema,
} from '../../../shared/schemas/profile.ts';
import {
  impersonatesShop,
  isStaffRole,
  NAME_IMPERSONATES_MESSAGE,
} from '../../../shared/schemas/auth.ts';
import { closeOtherSessions } from '../../auth/identity-sessions.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { AuthUser } from '../../http/access.ts';
import { HttpError } from '../../http/errors.ts';
import { toApiUser, type UserRow } from '../users/user-mapper.ts';
import { findUserById } from '../users/users.service.ts';
import { guardGuess, noteCorrectGuess, noteFailedGuess } from '../auth/password-guess-limits.ts';

const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema };
const passwordErrors = { ...errors, 429: errorSchema, 503: errorSchema };

function toProfile(row: UserRow) {
  return { ...toApiUser(row), photoUrl: row.photoUrl, hasPassword: row.passwordHash !== null };
}

async function callerRow(db: Db, caller: AuthUser | undefined): Promise<UserRow> {
  const row = caller && (await findUserById(db, caller.id));
  if (!row) throw new HttpError(401, 'Please sign in to continue.');
  return row;
}

export const profileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/me',
    {
      config: { access: 'user' },
      schema: { tags: ['profile'], response: { 200: profileSchema, ...errors } },
    },
    async (request) => toProfile(await callerRow(db, request.user)),
  );

  app.patch(
    '/api/me',
    {
      config: { access: 'user' },
      schema: {
        tags: ['profile'],
        summary: 'Change your name or photo',
        body: profilePatchSchema,
        response: { 200: profileSchema, ...errors },
      },
    },
    async (request) => {
      const row = await callerRow(db, request.user);
      const { name, photoUrl } = request.body;
      // Staff may name themselves after the shop; a customer may not pass for it.
      if (name !== undefined && !isStaffRole(row.role) && impersonatesShop(name)) {
        throw new HttpError(400, NAME_IMPERSONATES_MESSAGE, { name: NAME_IMPERSONATES_MESSAGE });
      }
      const [updated] = await db
        .update(users)
        .set({
          ...(name !== undefined && { name }),
          ...(photoUrl !== undefined && { photoUrl }),
        })
        .where(eq(users.id, row.id))
        .returning();
      return toProfile(updated as UserRow);
    },
  );

  app.post(
    '/api/me/password',
    {
      config: { access: 'user' },
      schema: {
        tags: ['profile'],
        summary:
          'Change your password (the current one is required); every other session and ' +
          'its tokens are signed out, this one stays',
        body: passwordChangeSchema,
        response: { 204: z.null().describe('Password changed'), ...passwordErrors },
      },
    },
    async (request, reply) => {
      const caller = request.user as AuthUser;
      const row = await callerRow(db, caller);
      const { currentPassword, newPassword } = request.body;
      if (!row.passwordHash) {
        throw new HttpError(400, 'This account signs in with Google and has no password.');
      }
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
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, row.id));
        // Whoever else was signed in (perhaps with the old password) is signed out now.
        await closeOtherSessions(tx, row.id, caller.sessionId);
      });
      return reply.code(204).send(null);
    },
  );
};
