import type { FastifyPluginAsync } from 'fastify';
import { userEndpoints } from '../../../shared/api/accounts.ts';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { HttpError } from '../../http/errors.ts';
import { toApiUser } from './user-mapper.ts';
import { deleteUser, listUsers, setRole } from './users.service.ts';

export const userAdminRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  endpointRoute(app, userEndpoints.list, async () => (await listUsers(db)).map(toApiUser));

  endpointRoute(app, userEndpoints.makeAdmin, async (request) => {
    const outcome = await setRole(db, request.params.email, 'admin');
    if (outcome === 'no-such-user') throw new HttpError(404, 'No account with this email.');
    return { modifiedCount: outcome === 'changed' ? 1 : 0 };
  });

  endpointRoute(app, userEndpoints.remove, async (request) => {
    const outcome = await deleteUser(db, request.user.id, request.params.email);
    if (outcome === 'no-such-user') throw new HttpError(404, 'No account with this email.');
    if (outcome === 'yourself') {
      throw new HttpError(409, 'You cannot delete your own account while signed in as it.');
    }
    if (outcome === 'owner') {
      throw new HttpError(403, "The shop owner's account cannot be deleted.");
    }
    return { deletedCount: 1 };
  });
};
