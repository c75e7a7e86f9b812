import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import { emiEndpoints } from '../../../shared/api/emi.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { offeredPlans, readEmiSettings, saveEmiExclusions, saveEmiPlans } from './emi-settings.ts';

export const emiRoutes: FastifyPluginAsync<{ pool: pg.Pool }> = async (app, { pool }) => {
  endpointRoute(app, emiEndpoints.offered, async () => {
    const settings = await readEmiSettings(pool);
    return { plans: offeredPlans(settings), excludedProductIds: settings.excludedProductIds };
  });

  endpointRoute(app, emiEndpoints.plans, async () => (await readEmiSettings(pool)).plans);

  endpointRoute(app, emiEndpoints.savePlans, async (request) => saveEmiPlans(pool, request.body));

  endpointRoute(app, emiEndpoints.exclusions, async () => ({
    productIds: (await readEmiSettings(pool)).excludedProductIds,
  }));

  endpointRoute(app, emiEndpoints.saveExclusions, async (request) => ({
    productIds: await saveEmiExclusions(pool, request.body.productIds),
  }));
};
