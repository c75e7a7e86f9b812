import type { FastifyPluginAsync } from 'fastify';
import { buildEndpoints } from '../../../shared/api/builds.ts';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { checkBuildOfProducts } from './builds.service.ts';

export const buildRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  endpointRoute(app, buildEndpoints.check, async (request) =>
    checkBuildOfProducts(db, request.body.parts),
  );
};
