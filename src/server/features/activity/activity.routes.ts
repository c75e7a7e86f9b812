import type { FastifyPluginAsync } from 'fastify';
import { activityEndpoints } from '../../../shared/api/accounts.ts';
import { ACTIVITY_PAGE_SIZE } from '../../../shared/schemas/activity.ts';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { HttpError } from '../../http/errors.ts';
import { activityPage } from './activity.service.ts';

export const activityRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  endpointRoute(app, activityEndpoints.list, async (request, reply) => {
    // The log watches the admins, so it is the owner's alone.
    if (request.user.role !== 'owner') {
      throw new HttpError(403, 'Only the shop owner can read the activity log.');
    }
    const { page = 1, pageSize = ACTIVITY_PAGE_SIZE } = request.query;
    const { entries, total } = await activityPage(db, { page, pageSize });
    reply.header('X-Total-Count', String(total));
    return entries;
  });
};
