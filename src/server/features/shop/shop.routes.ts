import type { FastifyPluginAsync } from 'fastify';
import { shopSettingsEndpoints } from '../../../shared/api/shop.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import type { ShopSettingsStore } from './shop-settings.ts';

/** The shop's settings: read by every page, replaced from the dashboard's Settings. */
export const shopRoutes: FastifyPluginAsync<{ store: ShopSettingsStore }> = async (
  app,
  { store },
) => {
  endpointRoute(app, shopSettingsEndpoints.read, async () => store.get());

  endpointRoute(app, shopSettingsEndpoints.replace, async (request) => store.replace(request.body));
};
