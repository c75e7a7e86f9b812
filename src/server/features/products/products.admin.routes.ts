import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../shared/schemas/common.ts';
import { emailQuerySchema } from '../../../shared/schemas/order.ts';
import {
  insertedIdSchema,
  myProductSchema,
  newProductSchema,
  productPatchSchema,
} from '../../../shared/schemas/product-admin.ts';
import {
  productIdParamsSchema,
  productListQuerySchema,
  productPageDefaults,
  productSchema,
} from '../../../shared/schemas/product.ts';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../http/access.ts';
import { HttpError } from '../../http/errors.ts';
import { toApiProduct, type ProductRow } from './product-mapper.ts';
import {
  createProduct,
  deleteProduct,
  productsCreatedBy,
  updateProduct,
} from './products.admin.service.ts';
import { findProduct, listProducts } from './products.repository.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

function toMyProduct(row: ProductRow) {
  return {
    _id: row.id,
    productName: row.name,
    productDetails: row.details,
    productPrice: row.priceTk,
    productQuantity: row.stock,
    image: row.imageUrl,
    category: row.category as z.infer<typeof myProductSchema>['category'],
    origin: row.origin,
    createdAt: row.createdAt.toISOString(),
  };
}

export const productAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/products',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['products'],
        summary: 'Add a product (its image first goes to POST /api/images)',
        body: newProductSchema,
        response: { 201: insertedIdSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await createProduct(db, (request.user as AuthUser).id, request.body);
      return reply.code(201).send({ insertedId: row.id });
    },
  );

  app.patch(
    '/api/products/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['products'],
        summary: 'Edit a product; only the fields sent change',
        params: productIdParamsSchema,
        body: productPatchSchema,
        response: { 200: productSchema, ...errors },
      },
    },
    async (request) => {
      await updateProduct(db, request.params.id, request.body);
      const found = await findProduct(db, request.params.id);
      if (!found) throw new HttpError(404, 'No product with this id.');
      return toApiProduct(found.row, found.rating);
    },
  );

  app.delete(
    '/api/products/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['products'],
        summary: 'Remove a product from the shop (its orders and reviews are kept)',
        params: productIdParamsSchema,
        response: { 200: z.object({ deletedCount: z.literal(1) }), ...errors },
      },
    },
    async (request) => {
      await deleteProduct(db, request.params.id);
      return { deletedCount: 1 as const };
    },
  );

  app.get(
    '/api/manage-products',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['products'],
        summary: 'The catalogue for the manage table, with stock and origin',
        querystring: productListQuerySchema,
        response: { 200: z.array(productSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { items, total } = await listProducts(db, {
        ...productPageDefaults,
        pageSize: 50,
        ...Object.fromEntries(Object.entries(request.query).filter(([, v]) => v !== undefined)),
      });
      reply.header('X-Total-Count', String(total));
      return items.map(({ row, rating }) => toApiProduct(row, rating));
    },
  );

  app.get(
    '/api/my-products',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['products'],
        summary: 'The products this admin added',
        querystring: emailQuerySchema,
        response: { 200: z.array(myProductSchema), ...errors },
      },
    },
    async (request) => {
      const caller = request.user as AuthUser;
      if (caller.email !== request.query.email.toLowerCase()) {
        throw new HttpError(403, 'You can only list the products you added.');
      }
      return (await productsCreatedBy(db, caller.id)).map(toMyProduct);
    },
  );
};
