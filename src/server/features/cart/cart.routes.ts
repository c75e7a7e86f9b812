import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import { cartEndpoints } from '../../../shared/api/checkout.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { clearCart, mergeCart, readCart, removeFromCart, setCartQuantity } from './cart.service.ts';

/** A signed-in customer's cart, kept on the server (the same on every device). */
export const cartRoutes: FastifyPluginAsync<{ pool: pg.Pool }> = async (app, { pool }) => {
  endpointRoute(app, cartEndpoints.get, async (request) => readCart(pool, request.user.id));

  endpointRoute(app, cartEndpoints.setQuantity, async (request) =>
    setCartQuantity(pool, request.user.id, request.params.productId, request.body.quantity),
  );

  endpointRoute(app, cartEndpoints.removeItem, async (request) =>
    removeFromCart(pool, request.user.id, request.params.productId),
  );

  endpointRoute(app, cartEndpoints.clear, async (request) => clearCart(pool, request.user.id));

  endpointRoute(app, cartEndpoints.merge, async (request) =>
    mergeCart(pool, request.user.id, request.body.items),
  );
};
