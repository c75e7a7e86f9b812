import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOW_STOCK_THRESHOLD } from '../../../shared/constants.ts';
import { errorSchema } from '../../../shared/schemas/common.ts';
import type { Db } from '../../db/client.ts';
import { orders, products, users } from '../../db/schema.ts';

const overviewSchema = z.object({
  products: z.number().int(),
  lowStock: z.number().int(),
  pendingOrders: z.number().int(),
  users: z.number().int(),
});

const count = sql<number>`count(*)::int`;

export const overviewRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/dashboard/overview',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['dashboard'],
        summary: 'The admin overview: products, low-stock products, pending orders, users',
        response: { 200: overviewSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => {
      const [all, low, pending, people] = await Promise.all([
        db.select({ count }).from(products).where(isNull(products.deletedAt)),
        db
          .select({ count })
          .from(products)
          .where(and(isNull(products.deletedAt), lt(products.stock, LOW_STOCK_THRESHOLD))),
        db.select({ count }).from(orders).where(eq(orders.status, 'pending')),
        db.select({ count }).from(users),
      ]);
      return {
        products: all[0]?.count ?? 0,
        lowStock: low[0]?.count ?? 0,
        pendingOrders: pending[0]?.count ?? 0,
        users: people[0]?.count ?? 0,
      };
    },
  );
};
