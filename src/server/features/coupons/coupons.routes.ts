import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import { couponEndpoints } from '../../../shared/api/coupons.ts';
import { refuseWhenOver } from '../../auth/auth-limits.ts';
import { countAttempt, type RateLimit } from '../../auth/rate-limiter.ts';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { checkCoupon } from './coupon-check.ts';
import { createCoupon, deleteCoupon, listCoupons, updateCoupon } from './coupons.repository.ts';

/**
 * Checks per client address, counted by the limiter sign-in uses (auth/rate-limiter.ts), with
 * the numbers of its per-address rule: far more than a shopper re-checking a code as the cart
 * and delivery change (several shoppers may share a carrier's address), far too few to guess
 * codes by the thousand.
 */
export const COUPON_CHECK_LIMIT = {
  limit: 100,
  windowSeconds: 15 * 60,
} as const satisfies RateLimit;

/** The owner's coupons, and the shopper's check of a code. */
export const couponRoutes: FastifyPluginAsync<{ db: Db; pool: pg.Pool }> = async (
  app,
  { db, pool },
) => {
  endpointRoute(app, couponEndpoints.list, async () => listCoupons(db));

  endpointRoute(app, couponEndpoints.create, async (request, reply) =>
    reply.code(201).send(await createCoupon(db, request.body)),
  );

  endpointRoute(app, couponEndpoints.update, async (request) =>
    updateCoupon(db, request.params.id, request.body),
  );

  endpointRoute(app, couponEndpoints.remove, async (request, reply) => {
    await deleteCoupon(db, request.params.id);
    return reply.code(204).send();
  });

  endpointRoute(app, couponEndpoints.check, async (request, reply) => {
    // Counted before the code is looked at: a refused check learns nothing about it.
    refuseWhenOver(reply, [
      await countAttempt(db, `couponCheck:ip:${request.ip}`, COUPON_CHECK_LIMIT),
    ]);
    return checkCoupon(pool, request.body, request.user?.id ?? null);
  });
};
