import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import { productEndpoints } from '../../../shared/api/catalogue.ts';
import type { MyProduct } from '../../../shared/schemas/product-admin.ts';
import { productPageDefaults } from '../../../shared/schemas/product.ts';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { HttpError } from '../../http/errors.ts';
import { readCategoryWeights, saveCategoryWeights } from './category-weights.ts';
import { toApiProduct, type ProductRow } from './product-mapper.ts';
import { productIdOf } from './product-ref.ts';
import {
  createProduct,
  deletedProducts,
  deleteProduct,
  restoreProduct,
  productsCreatedBy,
  updateProduct,
} from './products.admin.service.ts';
import { findProduct, listProducts } from './products.repository.ts';
import { waitingAlerts } from './waiting-alerts.ts';

function toMyProduct(row: ProductRow): MyProduct {
  return {
    _id: row.id,
    productName: row.name,
    productDetails: row.details,
    productPrice: row.priceTk,
    productQuantity: row.stock,
    image: row.imageUrl,
    category: row.category as MyProduct['category'],
    origin: row.origin,
    createdAt: row.createdAt.toISOString(),
  };
}

export const productAdminRoutes: FastifyPluginAsync<{ db: Db; pool: pg.Pool }> = async (
  app,
  { db, pool },
) => {
  endpointRoute(app, productEndpoints.create, async (request, reply) => {
    const row = await createProduct(db, request.user, request.body);
    return reply.code(201).send({ insertedId: row.id });
  });

  endpointRoute(app, productEndpoints.update, async (request) => {
    const id = await productIdOf(pool, request.params.id);
    await updateProduct(db, request.user, id, request.body);
    const found = await findProduct(db, id);
    if (!found) throw new HttpError(404, 'No product with this id.');
    return toApiProduct(found.row, found.rating);
  });

  endpointRoute(app, productEndpoints.remove, async (request) => {
    await deleteProduct(db, request.user, await productIdOf(pool, request.params.id));
    return { deletedCount: 1 as const };
  });

  endpointRoute(app, productEndpoints.deleted, async () =>
    (await deletedProducts(db)).map((row) => ({
      _id: row.id,
      name: row.name,
      image: row.imageUrl,
      price: row.priceTk,
      quantity: row.stock,
      category: row.category,
      deletedAt: (row.deletedAt ?? row.updatedAt).toISOString(),
    })),
  );

  endpointRoute(app, productEndpoints.restore, async (request) => {
    const id = await productIdOf(pool, request.params.id, 'removed');
    await restoreProduct(db, request.user, id);
    const found = await findProduct(db, id);
    if (!found) throw new HttpError(404, 'No product with this id.');
    return toApiProduct(found.row, found.rating);
  });

  endpointRoute(app, productEndpoints.manage, async (request, reply) => {
    const { items, total } = await listProducts(db, {
      ...productPageDefaults,
      pageSize: 50,
      ...Object.fromEntries(Object.entries(request.query).filter(([, v]) => v !== undefined)),
    });
    reply.header('X-Total-Count', String(total));
    const waiting = await waitingAlerts(
      pool,
      items.map(({ row }) => row.id),
    );
    return items.map(({ row, rating }) => ({
      ...toApiProduct(row, rating),
      waitingAlerts: waiting.get(row.id) ?? 0,
      costPrice: row.costPriceTk,
    }));
  });

  endpointRoute(app, productEndpoints.mine, async (request) => {
    const caller = request.user;
    const named = request.query.email?.toLowerCase() ?? caller.email;
    if (named === null || caller.email !== named) {
      throw new HttpError(403, 'You can only list the products you added.');
    }
    return (await productsCreatedBy(db, caller.id)).map(toMyProduct);
  });

  endpointRoute(app, productEndpoints.categoryWeights, () => readCategoryWeights(db));

  endpointRoute(app, productEndpoints.saveCategoryWeights, (request) =>
    saveCategoryWeights(db, request.body),
  );
};
