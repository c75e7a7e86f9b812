import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailParamsSchema, userSchema } from '../../../shared/schemas/auth.ts';
import { errorSchema } from '../../../shared/schemas/common.ts';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../http/access.ts';
import { HttpError } from '../../http/errors.ts';
import { toApiUser } from './user-mapper.ts';
import { deleteUser, listUsers, setRole } from './users.service.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

export const userAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/user',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'Every account, newest first',
        response: { 200: z.array(userSchema), ...errors },
      },
    },
    async () => (await listUsers(db)).map(toApiUser),
  );

  app.put(
    '/api/user/admin/:email',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'Make an account admin',
        params: emailParamsSchema,
        response: { 200: z.object({ modifiedCount: z.number().int() }), ...errors },
      },
    },
    async (request) => {
      const outcome = await setRole(db, request.params.email, 'admin');
      if (outcome === 'no-such-user') throw new HttpError(404, 'No account with this email.');
      return { modifiedCount: outcome === 'changed' ? 1 : 0 };
    },
  );

  app.delete(
    '/api/userDelete/:email',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'Delete an account; its orders and reviews are kept',
        params: emailParamsSchema,
        response: {
          200: z.object({ deletedCount: z.number().int() }),
          ...errors,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      const caller = request.user as AuthUser;
      const outcome = await deleteUser(db, caller.id, request.params.email);
      if (outcome === 'no-such-user') throw new HttpError(404, 'No account with this email.');
      if (outcome === 'yourself') {
        throw new HttpError(409, 'You cannot delete your own account while signed in as it.');
      }
      if (outcome === 'owner') {
        throw new HttpError(403, "The shop owner's account cannot be deleted.");
      }
      return { deletedCount: 1 };
    },
  );
};
