import type { FastifyPluginAsync } from 'fastify';
import { catalogueAdminEndpoints } from '../../../shared/api/catalogue-admin.ts';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { lowStockProducts } from './low-stock-products.ts';
import { readLowStockSetting, saveLowStockSetting } from './low-stock-setting.ts';

/** Products shown on the admin overview as low on stock. */
const OVERVIEW_LIMIT = 50;

/** The overview's low-stock list and the shop's threshold (docs/product.md#low-stock). */
export const lowStockRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  endpointRoute(app, catalogueAdminEndpoints.lowStock, async () => {
    const [setting, low] = await Promise.all([
      readLowStockSetting(db),
      lowStockProducts(db, OVERVIEW_LIMIT),
    ]);
    return { lowStockAt: setting.lowStockAt, ...low };
  });

  endpointRoute(app, catalogueAdminEndpoints.lowStockSetting, () => readLowStockSetting(db));

  endpointRoute(app, catalogueAdminEndpoints.saveLowStockSetting, (request) =>
    saveLowStockSetting(db, request.body),
  );
};
