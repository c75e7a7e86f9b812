import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import { reportEndpoints } from '../../../shared/api/reports.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { salesReport } from './sales-report.ts';
import { stockFigures } from './stock-figures.ts';

/** The owner's reports (admin): never cached, the figures change with every order. */
export const reportRoutes: FastifyPluginAsync<{ pool: pg.Pool }> = async (app, { pool }) => {
  endpointRoute(app, reportEndpoints.sales, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return salesReport(pool, request.query);
  });
  endpointRoute(app, reportEndpoints.stock, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return stockFigures(pool);
  });
};
