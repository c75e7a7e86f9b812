import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import { couponEndpoints } from '../../../shared/api/coupons.ts';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { checkCoupon } from './coupon-check.ts';
import { createCoupon, deleteCoupon, listCoupons, updateCoupon } from './coupons.repository.ts';

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

  endpointRoute(app, couponEndpoints.check, async (request) =>
    checkCoupon(pool, request.body, request.user?.id ?? null),
  );
};
