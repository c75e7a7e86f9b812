import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import { dashboardEndpoints } from '../../../shared/api/shop.ts';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import type { Gateways } from '../payments/index.ts';
import { overviewCounts } from './overview.service.ts';

export const overviewRoutes: FastifyPluginAsync<{
  db: Db;
  pool: pg.Pool;
  gateways: Gateways;
}> = async (app, { db, pool, gateways }) => {
  endpointRoute(app, dashboardEndpoints.overview, async () => overviewCounts(db, pool, gateways));
};
