import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../shared/schemas/common.ts';
import {
  cancelledOrdersSchema,
  cancelStaleOrdersSchema,
  orderLimitsInputSchema,
  orderLimitsSchema,
} from '../../../shared/schemas/order-admin.ts';
import type { Db } from '../../db/client.ts';
import { readOrderLimits, saveOrderLimits } from './order-limits.service.ts';
import { cancelStaleOrders } from './orders.service.ts';

const errors = { 401: errorSchema, 403: errorSchema };

/** The shop's defences against stock held by unconfirmed orders (admin). */
export const orderAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/order-limits',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['orders'],
        summary: 'Units one customer may hold in unconfirmed orders: per product and in all',
        response: { 200: orderLimitsSchema, ...errors },
      },
    },
    async () => readOrderLimits(db),
  );

  app.put(
    '/api/admin/order-limits',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['orders'],
        summary: 'Change the limits on units held in unconfirmed orders (the next order obeys)',
        body: orderLimitsInputSchema,
        response: { 200: orderLimitsSchema, 400: errorSchema, ...errors },
      },
    },
    async (request) => saveOrderLimits(db, request.body),
  );

  app.post(
    '/api/orders/cancel-stale',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['orders'],
        summary: 'Cancel every unconfirmed order older than the hours given; units go back',
        body: cancelStaleOrdersSchema,
        response: { 200: cancelledOrdersSchema, 400: errorSchema, ...errors },
      },
    },
    async (request) => ({ cancelled: await cancelStaleOrders(db, request.body.olderThanHours) }),
  );
};
