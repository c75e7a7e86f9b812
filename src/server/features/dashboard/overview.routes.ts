import type { FastifyPluginAsync } from 'fastify';
import { dashboardEndpoints } from '../../../shared/api/shop.ts';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import type { Gateways } from '../payments/index.ts';
import { overviewCounts } from './overview.service.ts';

export const overviewRoutes: FastifyPluginAsync<{ db: Db; gateways: Gateways }> = async (
  app,
  { db, gateways },
) => {
  endpointRoute(app, dashboardEndpoints.overview, async () => overviewCounts(db, gateways));
};
