import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { warrantyEndpoints } from '../../../shared/api/warranty.ts';
import { refuseWhenOver } from '../../auth/auth-limits.ts';
import { countAttempt, type RateLimit } from '../../auth/rate-limiter.ts';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { claimsOfCustomer } from './claim-reads.ts';
import { openClaim } from './open-claim.ts';
import { warrantyOfOrder, warrantyOfSerial } from './warranty-units.ts';

/**
 * Public warranty checks per client address, both kinds together: a customer checking the
 * units of a few orders, not a walk through every serial. Kept in PostgreSQL (rate-limiter.ts),
 * so every instance counts against the same limit.
 */
export const WARRANTY_CHECK_LIMIT = {
  limit: 30,
  windowSeconds: 10 * 60,
} as const satisfies RateLimit;

/** The public check and the customer's claims (docs/product.md#warranty-desk). */
export const warrantyRoutes: FastifyPluginAsync<{ pool: pg.Pool; db: Db }> = async (
  app,
  { pool, db },
) => {
  const limit = async (request: FastifyRequest, reply: Parameters<typeof refuseWhenOver>[0]) =>
    refuseWhenOver(reply, [
      await countAttempt(db, `warranty-check:ip:${request.ip}`, WARRANTY_CHECK_LIMIT),
    ]);

  endpointRoute(app, warrantyEndpoints.check, async (request, reply) => {
    await limit(request, reply);
    return warrantyOfSerial(pool, request.query.serial);
  });

  endpointRoute(app, warrantyEndpoints.orderLookup, async (request, reply) => {
    await limit(request, reply);
    return warrantyOfOrder(pool, request.body.orderNumber, request.body.phone);
  });

  endpointRoute(app, warrantyEndpoints.openClaim, async (request, reply) =>
    reply.code(201).send(await openClaim(pool, request.body, request.user)),
  );

  endpointRoute(app, warrantyEndpoints.myClaims, async (request) =>
    claimsOfCustomer(pool, request.user.id),
  );
};
