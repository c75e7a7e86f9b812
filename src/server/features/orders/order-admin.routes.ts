import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import { orderEndpoints } from '../../../shared/api/shop.ts';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { readOrderLimits, saveOrderLimits } from './order-limits.service.ts';
import { actorOf } from './orders.routes.ts';
import { cancelStaleOrders } from './orders.service.ts';

/** The shop's defences against stock held by unconfirmed orders (admin). */
export const orderAdminRoutes: FastifyPluginAsync<{ db: Db; pool: pg.Pool }> = async (
  app,
  { db, pool },
) => {
  endpointRoute(app, orderEndpoints.limits, async () => readOrderLimits(db));

  endpointRoute(app, orderEndpoints.saveLimits, async (request) =>
    saveOrderLimits(db, request.body),
  );

  endpointRoute(app, orderEndpoints.cancelStale, async (request) => ({
    cancelled: await cancelStaleOrders(pool, request.body.olderThanHours, actorOf(request.user)),
  }));
};
