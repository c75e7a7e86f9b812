import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import { stockEndpoints } from '../../../shared/api/checkout.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { productIdOf } from '../products/index.ts';
import { adjustStock, stockLedger } from './stock.service.ts';

/** The admin's stock calls: a change (or a count) and the ledger. */
export const stockRoutes: FastifyPluginAsync<{ pool: pg.Pool }> = async (app, { pool }) => {
  // The product by its id or its slug; the service checks whether it is still on sale.
  endpointRoute(app, stockEndpoints.change, async (request) =>
    adjustStock(
      pool,
      await productIdOf(pool, request.params.id, 'any'),
      request.body,
      request.user,
    ),
  );

  endpointRoute(app, stockEndpoints.ledger, async (request) =>
    stockLedger(pool, await productIdOf(pool, request.params.id, 'any'), request.query.limit),
  );
};
