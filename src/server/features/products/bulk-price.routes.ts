import type { FastifyPluginAsync } from 'fastify';
import { catalogueAdminEndpoints } from '../../../shared/api/catalogue-admin.ts';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { changePrices } from './bulk-price.ts';

/** POST /api/admin/products/bulk-price: prices of many products, previewed then applied. */
export const bulkPriceRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  endpointRoute(app, catalogueAdminEndpoints.bulkPrice, (request) =>
    changePrices(db, request.user.id, request.body),
  );
};
