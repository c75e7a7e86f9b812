import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import { healthEndpoints } from '../../../shared/api/shop.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { databaseIsUp } from './health.service.ts';

/** Liveness and readiness in one: load balancers take an instance out on 503. */
export const healthRoutes: FastifyPluginAsync<{ pool: pg.Pool }> = async (app, { pool }) => {
  endpointRoute(app, healthEndpoints.health, async (_request, reply) => {
    if (await databaseIsUp(pool)) {
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok' as const, database: 'up' as const };
    }
    return reply.code(503).send({ status: 'unavailable', database: 'down' });
  });
};
