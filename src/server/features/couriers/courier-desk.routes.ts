import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import { courierDeskEndpoints } from '../../../shared/api/courier-desk.ts';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { HttpError } from '../../http/errors.ts';
import { GatewayError } from '../payments/index.ts';
import { readStoredShopSettings } from '../shop/index.ts';
import { cashFile } from './courier-cash-file.ts';
import { cashReport } from './courier-cash.ts';
import type { PathaoCourier, PathaoPlace } from './pathao-courier.ts';
import { PathaoPlaceLists } from './pathao-places.ts';
import { shipmentLabels } from './shipment-labels.ts';

/** Staff's courier tools beside booking: Pathao's places, labels and cash (all admin). */
export const courierDeskRoutes: FastifyPluginAsync<{
  db: Db;
  pool: pg.Pool;
  pathao?: PathaoCourier;
}> = async (app, { db, pool, pathao }) => {
  const lists = pathao && new PathaoPlaceLists(pathao);

  /** A list from Pathao, or the refusal staff can act on. */
  async function placeList(read: (lists: PathaoPlaceLists) => Promise<PathaoPlace[]>) {
    if (!lists) {
      throw new HttpError(
        409,
        'Pathao is not set up in this shop: its PATHAO_ settings are missing (see the deploy guide).',
      );
    }
    try {
      return await read(lists);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      throw new HttpError(
        502,
        `Pathao did not answer as expected; try again shortly. (${error.message})`,
      );
    }
  }

  endpointRoute(app, courierDeskEndpoints.pathaoCities, () =>
    placeList((places) => places.cities()),
  );
  endpointRoute(app, courierDeskEndpoints.pathaoZones, (request) =>
    placeList((places) => places.zones(request.params.cityId)),
  );
  endpointRoute(app, courierDeskEndpoints.pathaoAreas, (request) =>
    placeList((places) => places.areas(request.params.zoneId)),
  );

  endpointRoute(app, courierDeskEndpoints.labels, async (request, reply) => {
    const [settings, labels] = await Promise.all([
      readStoredShopSettings(db),
      shipmentLabels(pool, request.query.orderIds),
    ]);
    reply.header('Cache-Control', 'no-store');
    return { shop: { name: settings.name, phone: settings.phone }, labels };
  });

  endpointRoute(app, courierDeskEndpoints.cash, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return cashReport(pool, request.query);
  });

  endpointRoute(app, courierDeskEndpoints.cashFile, async (request, reply) => {
    const file = await cashFile(pool, request.query);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${file.name}"`)
      .header('Cache-Control', 'no-store')
      .send(file.text);
  });
};
