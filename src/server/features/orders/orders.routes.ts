import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import { orderEndpoints } from '../../../shared/api/shop.ts';
import { isStaffRole } from '../../../shared/schemas/auth.ts';
import type { Db } from '../../db/client.ts';
import type { OrderPayments } from '../payments/index.ts';
import type { AuthUser } from '../../http/access.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { recordOwnerFor } from '../users/index.ts';
import { orderDetail, stepBack } from './order-detail.service.ts';
import { toApiOrder } from './order-mapper.ts';
import { allOrders, ordersOfAccount } from './order-queries.ts';
import type { Actor } from '../order-life/index.ts';
import { changeOrderStatus } from './orders.service.ts';
import { orderOneProduct } from './order-one-product.ts';
import type { PlacementRules } from './order-placement.ts';

export function actorOf(user: AuthUser): Actor {
  return { role: isStaffRole(user.role) ? 'admin' : 'customer', id: user.id, name: user.name };
}

export const orderRoutes: FastifyPluginAsync<{
  db: Db;
  /** Orders are placed and changed in transactions on pooled connections of their own. */
  pool: pg.Pool;
  rules: PlacementRules;
  /** The gateways and hold time the payment rules need (settleOrderPayment). */
  payments: OrderPayments;
}> = async (app, { db, pool, rules, payments }) => {
  endpointRoute(app, orderEndpoints.place, async (request, reply) => {
    const row = await orderOneProduct(pool, request.user, request.body, payments, rules);
    return reply.code(201).send({ insertedId: row.id, order: toApiOrder(row) });
  });

  endpointRoute(app, orderEndpoints.mine, async (request) => {
    const owner = await recordOwnerFor(db, request.user, request.query.email);
    return (await ordersOfAccount(pool, owner)).map(toApiOrder);
  });

  endpointRoute(app, orderEndpoints.all, async (request) =>
    (await allOrders(pool, request.query)).map(toApiOrder),
  );

  endpointRoute(app, orderEndpoints.detail, async (request) =>
    orderDetail(pool, request.params.id, request.user),
  );

  endpointRoute(app, orderEndpoints.changeStatus, async (request) => {
    const caller = request.user;
    const { courier, trackingCode } = request.body;
    const row = await changeOrderStatus(pool, {
      orderId: request.params.id,
      to: request.body.status,
      ownerId: isStaffRole(caller.role) ? undefined : caller.id,
      actor: actorOf(caller),
      ...(courier && trackingCode && { parcel: { courier, trackingCode } }),
    });
    return toApiOrder(row);
  });

  endpointRoute(app, orderEndpoints.stepBack, async (request) =>
    stepBack(pool, request.params.id, request.body.reason, request.user),
  );
};
