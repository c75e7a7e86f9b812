import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { productEndpoints } from '../../../shared/api/catalogue.ts';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { HttpError } from '../../http/errors.ts';
import type { CachedAnswer, CatalogueCache } from '../../cache/answer-cache.ts';
import { sendAnswer } from '../../cache/send-answer.ts';
import { mayUseReadyResponse, readyResponseKey } from '../../cache/fast-path.ts';
import { facetsCacheKey, listCacheKey } from '../../cache/catalogue-request-key.ts';
import { emiUnitPrice } from '../../../shared/emi.ts';
import { keptEmiSettings, productEmi } from '../emi/index.ts';
import { facetCounts } from './facet-counts.ts';
import { toApiProduct } from './product-mapper.ts';
import { facetRows, findProduct, listProducts, productListFilter } from './products.repository.ts';

export const productRoutes: FastifyPluginAsync<{
  db: Db;
  pool: pg.Pool;
  cache: CatalogueCache;
}> = async (app, { db, pool, cache }) => {
  // The complete answer to an anonymous request is kept for the fast path in front of
  // the framework (catalogue-fast-path.ts), with the headers every hook gave it.
  const answered = new WeakMap<FastifyRequest, CachedAnswer>();
  app.addHook('onSend', async (request, reply, payload) => {
    const answer = answered.get(request);
    if (answer && reply.statusCode === 200 && Buffer.isBuffer(payload)) {
      // Never replay anything addressed to one caller, such as a cookie.
      if (mayUseReadyResponse(request.raw) && !reply.hasHeader('set-cookie')) {
        cache.rememberResponse(
          readyResponseKey(request.raw),
          {
            headers: { ...reply.getHeaders() } as OutgoingHttpHeaders,
            body: payload,
            etag: answer.etag,
          },
          answer,
        );
      }
    }
    return payload;
  });

  endpointRoute(app, productEndpoints.list, async (request, reply) => {
    const filter = productListFilter(request.query);
    const answer = await cache.get(listCacheKey(filter), async () => {
      const { items, total } = await listProducts(db, filter);
      // Each card's "EMI from", from the settings kept with the catalogue.
      const emi = await keptEmiSettings(cache, pool);
      const body = items.map(({ row, rating }) => {
        const product = toApiProduct(row, rating);
        const emiFrom = productEmi(emi, product._id, emiUnitPrice(product))?.from ?? null;
        return { ...product, emiFrom };
      });
      return { json: JSON.stringify(body), total };
    });
    answered.set(request, answer);
    return sendAnswer(request, reply, answer, cache);
  });

  endpointRoute(app, productEndpoints.facets, async (request, reply) => {
    const asked = request.query;
    const answer = await cache.get(facetsCacheKey(asked), async () => {
      const rows = await facetRows(db, asked);
      return { json: JSON.stringify(facetCounts(asked.category, rows, asked.filters)) };
    });
    answered.set(request, answer);
    return sendAnswer(request, reply, answer, cache);
  });

  endpointRoute(app, productEndpoints.detail, async (request, reply) => {
    const id = request.params.id.toLowerCase();
    const answer = await cache.get(`product ${id}`, async () => {
      const found = await findProduct(db, id);
      if (!found) throw new HttpError(404, 'No product with this id.');
      const product = toApiProduct(found.row, found.rating);
      // Cached with the product: saving the EMI plans drops the cache (migration 0043).
      const emi = productEmi(
        await keptEmiSettings(cache, pool),
        product._id,
        emiUnitPrice(product),
      );
      return { json: JSON.stringify({ ...product, emi }) };
    });
    answered.set(request, answer);
    return sendAnswer(request, reply, answer, cache);
  });
};
