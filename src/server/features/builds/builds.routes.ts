import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import { buildEndpoints } from '../../../shared/api/builds.ts';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { checkBuildOfProducts } from './builds.service.ts';
import {
  deleteSavedBuild,
  listSavedBuilds,
  saveBuild,
  updateSavedBuild,
} from './saved-builds.service.ts';

export const buildRoutes: FastifyPluginAsync<{ db: Db; pool: pg.Pool }> = async (app, store) => {
  endpointRoute(app, buildEndpoints.check, async (request) =>
    checkBuildOfProducts(store.db, request.body.parts),
  );

  // A customer's saved builds (My Builds).
  endpointRoute(app, buildEndpoints.list, async (request) =>
    listSavedBuilds(store, request.user.id),
  );

  endpointRoute(app, buildEndpoints.save, async (request, reply) =>
    reply
      .code(201)
      .send(await saveBuild(store, request.user.id, request.body.name, request.body.parts)),
  );

  endpointRoute(app, buildEndpoints.update, async (request) =>
    updateSavedBuild(store, request.user.id, request.params.id, request.body),
  );

  endpointRoute(app, buildEndpoints.remove, async (request, reply) => {
    await deleteSavedBuild(store, request.user.id, request.params.id);
    return reply.code(204).send();
  });
};
