import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import { checkoutEndpoints } from '../../../shared/api/checkout.ts';
import { IDEMPOTENCY_HEADER } from '../../../shared/schemas/checkout.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { UnorderableLines, type PlacementRules } from '../orders/index.ts';
import { bodyHash } from './checkout-keys.ts';
import { unorderableAnswer } from './checkout-refusals.ts';
import { checkout, type CheckoutPayments } from './checkout.service.ts';
import { requireProvedPhone } from './phone-proof.ts';

export const checkoutRoutes: FastifyPluginAsync<{
  pool: pg.Pool;
  rules: PlacementRules;
  payments: CheckoutPayments;
}> = async (app, { pool, rules, payments }) => {
  endpointRoute(app, checkoutEndpoints.checkout, async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_HEADER];
    // The shopper's own order: their phone must be proved (decision 084). Staff taking an
    // order by phone call checkout() directly and vouch for the caller instead.
    await requireProvedPhone(pool, request.user.id, request.body.paymentMethod);
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
      return reply.code(409).send(unorderableAnswer(error));
    }
  });
};
