import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import { stockEndpoints } from '../../../shared/api/checkout.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { adjustStock, stockLedger } from './stock.service.ts';

/** The admin's stock calls: a change (or a count) and the ledger. */
export const stockRoutes: FastifyPluginAsync<{ pool: pg.Pool }> = async (app, { pool }) => {
  endpointRoute(app, stockEndpoints.change, async (request) =>
    adjustStock(pool, request.params.id, request.body, request.user),
  );

  endpointRoute(app, stockEndpoints.ledger, async (request) =>
    stockLedger(pool, request.params.id, request.query.limit),
  );
};
