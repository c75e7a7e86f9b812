import type { FastifyPluginAsync } from 'fastify';
import { reviewEndpoints } from '../../../shared/api/catalogue.ts';
import { REVIEW_PAGE_SIZE } from '../../../shared/schemas/review.ts';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { recordOwnerFor } from '../users/index.ts';
import { toOwnReview, toPublicReview } from './review-mapper.ts';
import { reviewPage, reviewsOfAccount, saveReview } from './reviews.service.ts';

export const reviewRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  endpointRoute(app, reviewEndpoints.list, async (request, reply) => {
    const { productId, page = 1, pageSize = REVIEW_PAGE_SIZE } = request.query;
    const { rows, total } = await reviewPage(db, { productId, page, pageSize });
    reply.header('X-Total-Count', String(total));
    return rows.map(toPublicReview);
  });

  endpointRoute(app, reviewEndpoints.post, async (request) => {
    const row = await saveReview(db, request.user, request.body);
    return { success: true as const, review: toPublicReview(row) };
  });

  endpointRoute(app, reviewEndpoints.mine, async (request) => {
    const owner = await recordOwnerFor(db, request.user, request.query.email);
    return (await reviewsOfAccount(db, owner)).map(toOwnReview);
  });
};
