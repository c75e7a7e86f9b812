import { comingSoonMessage } from '../../../shared/availability.ts';
import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import { checkoutEndpoints } from '../../../shared/api/checkout.ts';
import { IDEMPOTENCY_HEADER } from '../../../shared/schemas/checkout.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { HttpError } from '../../http/errors.ts';
import { UnorderableLines } from '../orders/index.ts';
import type { PlacementRules } from '../orders/index.ts';
import { bodyHash } from './checkout-keys.ts';
import { checkout, type CheckoutPayments } from './checkout.service.ts';

export const checkoutRoutes: FastifyPluginAsync<{
  pool: pg.Pool;
  rules: PlacementRules;
  payments: CheckoutPayments;
}> = async (app, { pool, rules, payments }) => {
  endpointRoute(app, checkoutEndpoints.checkout, async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_HEADER];
    try {
      const { result, replayed } = await checkout(
        pool,
        request.user,
        request.body,
        { key, hash: bodyHash(request.body) },
        rules,
        payments,
      );
      if (replayed) void reply.header('Idempotent-Replayed', 'true');
      return reply.code(201).send(result);
    } catch (error) {
      if (!(error instanceof UnorderableLines)) throw error;
      if (error.notSold.length) {
        throw new HttpError(
          404,
          `Not sold (unknown or removed from the shop): ${error.notSold.join(', ')}. Take ${error.notSold.length === 1 ? 'it' : 'them'} out of the cart to order the rest.`,
        );
      }
      if (error.comingSoon.length) {
        // No line is short of stock: the conflict is the product's state (decision 078).
        return reply.code(409).send({
          statusCode: 409,
          error: 'Conflict',
          message: comingSoonMessage(error.comingSoon.join(', ')),
          lines: [],
        });
      }
      const short = error.short.map((line) => `${line.name} (${line.available} left)`).join(', ');
      return reply.code(409).send({
        statusCode: 409,
        error: 'Conflict',
        message: `Not enough stock for: ${short}. Nothing was ordered; lower those quantities or take them out.`,
        lines: error.short.map(({ productId, name, available }) => ({
          productId,
          name,
          available,
        })),
      });
    }
  });
};
