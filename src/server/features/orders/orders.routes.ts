import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isStaffRole } from '../../../shared/schemas/auth.ts';
import { errorSchema } from '../../../shared/schemas/common.ts';
import {
  changeOrderStatusSchema,
  emailQuerySchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderSchema,
  placedOrderSchema,
  placeOrderSchema,
} from '../../../shared/schemas/order.ts';
import type pg from 'pg';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../http/access.ts';
import { recordOwnerFor } from '../users/record-owner.ts';
import { toApiOrder } from './order-mapper.ts';
import { allOrders, changeOrderStatus, ordersOfAccount } from './orders.service.ts';
import { placeOrder, type OrderLimit } from './place-order.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

export const orderRoutes: FastifyPluginAsyncZod<{
  db: Db;
  /** Placing an order runs on a pooled connection of its own (place-order.ts). */
  pool: pg.Pool;
  limit?: OrderLimit;
}> = async (app, { db, pool, limit }) => {
  app.post(
    '/api/order',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        summary: 'Place an order; price and total are the server’s, stock is taken atomically',
        body: placeOrderSchema,
        response: { 201: placedOrderSchema, ...errors, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const row = await placeOrder(pool, request.user as AuthUser, request.body, limit);
      return reply.code(201).send({ insertedId: row.id, order: toApiOrder(row) });
    },
  );

  app.get(
    '/api/my-orders',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        summary:
          'The orders of the account that has this email now, newest first (the customer or an admin)',
        querystring: emailQuerySchema,
        response: { 200: z.array(orderSchema), ...errors },
      },
    },
    async (request) => {
      const owner = await recordOwnerFor(db, request.user, request.query.email);
      return (await ordersOfAccount(db, owner)).map(toApiOrder);
    },
  );

  app.get(
    '/api/orders',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['orders'],
        summary: 'Every order, newest first, optionally of one status',
        querystring: orderListQuerySchema,
        response: { 200: z.array(orderSchema), ...errors },
      },
    },
    async (request) => (await allOrders(db, request.query.status)).map(toApiOrder),
  );

  app.patch(
    '/api/orders/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        summary: 'Move an order along its life (admin); its owner may cancel it while pending',
        params: orderIdParamsSchema,
        body: changeOrderStatusSchema,
        response: { 200: orderSchema, ...errors, 409: errorSchema },
      },
    },
    async (request) => {
      const caller = request.user as AuthUser;
      const row = await changeOrderStatus(db, {
        orderId: request.params.id,
        to: request.body.status,
        ownerId: isStaffRole(caller.role) ? undefined : caller.id,
      });
      return toApiOrder(row);
    },
  );
};
