import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import { deliveryEndpoints } from '../../../shared/api/shop.ts';
import { deliveryOptions } from '../../../shared/delivery/delivery-options.ts';
import { DISTRICTS, DIVISIONS } from '../../../shared/delivery/districts.ts';
import type { DeliveryOption } from '../../../shared/schemas/delivery.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { HttpError } from '../../http/errors.ts';
import { loadDeliverySettings, saveDeliverySettings } from './delivery-settings.repository.ts';
import { parcelOf } from './parcel.ts';

/** What a cash payer would pay online in advance for each option (the payments module's rule). */
export type CodAdvances = <T extends DeliveryOption>(
  district: string,
  options: readonly T[],
) => Promise<(T & { codAdvance: number | null })[]>;

/** Delivery by district: the districts, quotes, and the admin's delivery settings. */
export const deliveryRoutes: FastifyPluginAsync<{
  pool: pg.Pool;
  codAdvances?: CodAdvances;
}> = async (app, { pool, codAdvances }) => {
  endpointRoute(app, deliveryEndpoints.districts, async () => {
    const { zones, districtZones } = await loadDeliverySettings(pool);
    return {
      districts: DISTRICTS.map((district) => {
        const zone = zones.find((z) => z.id === districtZones[district.name]);
        const division = DIVISIONS.find((d) => d.name === district.division);
        return {
          ...district,
          divisionBn: division?.nameBn ?? '',
          zone: { id: zone?.id ?? '', name: zone?.name ?? '' },
        };
      }),
    };
  });

  endpointRoute(app, deliveryEndpoints.freeDelivery, async () => ({
    threshold: (await loadDeliverySettings(pool)).freeDeliveryThreshold,
  }));

  endpointRoute(app, deliveryEndpoints.quote, async (request) => {
    const { district, items } = request.body;
    const [settings, parcel] = await Promise.all([
      loadDeliverySettings(pool),
      parcelOf(pool, items ?? []),
    ]);
    const quote = deliveryOptions(settings, { district, ...parcel });
    if (!quote)
      throw new HttpError(400, `No delivery zone covers ${district}`, {
        district: 'No delivery zone covers it',
      });
    return {
      district,
      zone: { id: quote.zone.id, name: quote.zone.name },
      ...parcel,
      options: codAdvances ? await codAdvances(district, quote.options) : quote.options,
    };
  });

  endpointRoute(app, deliveryEndpoints.settings, async () => loadDeliverySettings(pool));

  endpointRoute(app, deliveryEndpoints.saveSettings, async (request) =>
    saveDeliverySettings(pool, request.body),
  );
};
