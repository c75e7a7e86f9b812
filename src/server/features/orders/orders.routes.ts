import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import { orderEndpoints } from '../../../shared/api/shop.ts';
import { isStaffRole } from '../../../shared/schemas/auth.ts';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { recordOwnerFor } from '../users/record-owner.ts';
import { toApiOrder } from './order-mapper.ts';
import { allOrders, changeOrderStatus, ordersOfAccount } from './orders.service.ts';
import { placeOrder, type OrderLimit } from './place-order.ts';

export const orderRoutes: FastifyPluginAsync<{
  db: Db;
  /** Placing an order runs on a pooled connection of its own (place-order.ts). */
  pool: pg.Pool;
  limit?: OrderLimit;
}> = async (app, { db, pool, limit }) => {
  endpointRoute(app, orderEndpoints.place, async (request, reply) => {
    const row = await placeOrder(pool, request.user, request.body, limit);
    return reply.code(201).send({ insertedId: row.id, order: toApiOrder(row) });
  });

  endpointRoute(app, orderEndpoints.mine, async (request) => {
    const owner = await recordOwnerFor(db, request.user, request.query.email);
    return (await ordersOfAccount(db, owner)).map(toApiOrder);
  });

  endpointRoute(app, orderEndpoints.all, async (request) =>
    (await allOrders(db, request.query.status)).map(toApiOrder),
  );

  endpointRoute(app, orderEndpoints.changeStatus, async (request) => {
    const caller = request.user;
    const row = await changeOrderStatus(db, {
      orderId: request.params.id,
      to: request.body.status,
      ownerId: isStaffRole(caller.role) ? undefined : caller.id,
    });
    return toApiOrder(row);
  });
};
