import type { FastifyPluginAsync } from 'fastify';
import { userEndpoints } from '../../../shared/api/accounts.ts';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { HttpError } from '../../http/errors.ts';
import { changeAdminRole, deleteUserAsStaff } from './staff-actions.service.ts';
import { toApiUser } from './user-mapper.ts';
import { listUsers } from './users.service.ts';

const NO_SUCH_USER = 'No account with this email.';
const NO_SUCH_ACCOUNT = 'No account with this email or phone.';

export const userAdminRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  endpointRoute(app, userEndpoints.list, async () => (await listUsers(db)).map(toApiUser));

  endpointRoute(app, userEndpoints.makeAdmin, async (request) => {
    const outcome = await changeAdminRole(db, request.user, request.params.email, 'admin');
    if (outcome === 'no-such-user') throw new HttpError(404, NO_SUCH_USER);
    return { modifiedCount: outcome === 'changed' ? 1 : 0 };
  });

  endpointRoute(app, userEndpoints.removeAdmin, async (request) => {
    const outcome = await changeAdminRole(db, request.user, request.params.email, 'customer');
    if (outcome === 'no-such-user') throw new HttpError(404, NO_SUCH_USER);
    if (outcome === 'owner') {
      throw new HttpError(403, 'The shop owner is always an admin; nobody can take that away.');
    }
    if (outcome === 'yourself') {
      throw new HttpError(409, 'You cannot remove your own admin role; ask the shop owner.');
    }
    return { modifiedCount: outcome === 'changed' ? 1 : 0 };
  });

  endpointRoute(app, userEndpoints.remove, async (request) => {
    const outcome = await deleteUserAsStaff(db, request.user, request.params.email);
    if (outcome === 'no-such-user') throw new HttpError(404, NO_SUCH_ACCOUNT);
    if (outcome === 'yourself') {
      throw new HttpError(409, 'You cannot delete your own account while signed in as it.');
    }
    if (outcome === 'owner') {
      throw new HttpError(403, "The shop owner's account cannot be deleted.");
    }
    return { deletedCount: 1 };
  });
};
