import type { FastifyPluginAsync } from 'fastify';
import { reviewEndpoints } from '../../../shared/api/catalogue.ts';
import { MODERATION_PAGE_SIZE } from '../../../shared/schemas/moderation.ts';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { toModeratedReview } from './review-mapper.ts';
import { deleteReview, moderateReview, moderationPage } from './review-moderation.service.ts';
import { readReviewPolicy, saveReviewPolicy } from './review-policy.ts';

/** The admins' side of reviews: moderation and who may review. */
export const reviewModerationRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  endpointRoute(app, reviewEndpoints.moderationList, async (request, reply) => {
    const { show = 'all', page = 1, pageSize = MODERATION_PAGE_SIZE } = request.query;
    const { rows, total } = await moderationPage(db, { show, page, pageSize });
    reply.header('X-Total-Count', String(total));
    return rows.map(toModeratedReview);
  });

  endpointRoute(app, reviewEndpoints.moderate, async (request) => {
    const row = await moderateReview(db, request.user, request.params.id, request.body);
    return toModeratedReview(row);
  });

  endpointRoute(app, reviewEndpoints.remove, async (request) => {
    await deleteReview(db, request.user, request.params.id, request.body.reason);
    return { deletedCount: 1 as const };
  });

  endpointRoute(app, reviewEndpoints.policy, async () => readReviewPolicy(db));

  endpointRoute(app, reviewEndpoints.setPolicy, async (request) =>
    saveReviewPolicy(db, request.body),
  );
};
