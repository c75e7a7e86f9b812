import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../shared/schemas/common.ts';
import {
  passwordChangeSchema,
  profilePatchSchema,
  profileSchema,
} from '../../../shared/schemas/profile.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { AuthUser } from '../../http/access.ts';
import { HttpError } from '../../http/errors.ts';
import { toApiUser, type UserRow } from '../users/user-mapper.ts';
import { findUserById } from '../users/users.service.ts';

const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema };

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
        summary: 'Change your password (the current one is required)',
        body: passwordChangeSchema,
        response: { 204: z.null().describe('Password changed'), ...errors },
      },
    },
    async (request, reply) => {
      const row = await callerRow(db, request.user);
      const { currentPassword, newPassword } = request.body;
      if (!row.passwordHash) {
        throw new HttpError(400, 'This account signs in with Google and has no password.');
      }
      if (!(await verifyPassword(row.passwordHash, currentPassword))) {
        throw new HttpError(400, 'Current password is wrong', {
          currentPassword: 'Current password is wrong',
        });
      }
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(newPassword) })
        .where(eq(users.id, row.id));
      return reply.code(204).send(null);
    },
  );
};
