import type { FastifyPluginAsync } from 'fastify';
import { demoDataEndpoints } from '../../../shared/api/shop.ts';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { HttpError } from '../../http/errors.ts';
import { removeDemoData } from './demo-data.service.ts';

export const demoDataRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  endpointRoute(app, demoDataEndpoints.remove, async (request) => {
    // The shop is the owner's: another admin may not empty its catalogue.
    if (request.user.role !== 'owner') {
      throw new HttpError(403, 'Only the shop’s owner can remove the demo data.');
    }
    return removeDemoData(db, app.shopSettings);
  });
};
