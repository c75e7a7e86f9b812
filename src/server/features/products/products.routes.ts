import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../shared/schemas/common.ts';
import {
  productIdParamsSchema,
  productListQuerySchema,
  productPageDefaults,
  productSchema,
} from '../../../shared/schemas/product.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { toApiProduct } from './product-mapper.ts';
import { findProduct, listProducts } from './products.repository.ts';

export const productRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/product',
    {
      config: { access: 'public' },
      schema: {
        tags: ['products'],
        summary: 'The catalogue, a page at a time; the total is in X-Total-Count',
        querystring: productListQuerySchema,
        response: { 200: z.array(productSchema), 400: errorSchema },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const { items, total } = await listProducts(db, {
        ...productPageDefaults,
        ...definedOnly(query),
      });
      reply.header('X-Total-Count', String(total));
      return items.map(({ row, rating }) => toApiProduct(row, rating));
    },
  );

  app.get(
    '/api/product/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['products'],
        summary: 'One product with its rating summary',
        params: productIdParamsSchema,
        response: { 200: productSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const found = await findProduct(db, request.params.id);
      if (!found) throw new HttpError(404, 'No product with this id.');
      return toApiProduct(found.row, found.rating);
    },
  );
};

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
