import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../shared/schemas/common.ts';
import { emailQuerySchema } from '../../../shared/schemas/order.ts';
import {
  REVIEW_PAGE_SIZE,
  postedReviewSchema,
  postReviewSchema,
  reviewListQuerySchema,
  reviewSchema,
} from '../../../shared/schemas/review.ts';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../http/access.ts';
import { recordOwnerFor } from '../users/record-owner.ts';
import { toOwnReview, toPublicReview } from './review-mapper.ts';
import { reviewPage, reviewsOfAccount, saveReview } from './reviews.service.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

export const reviewRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/reviews',
    {
      config: { access: 'public' },
      schema: {
        tags: ['reviews'],
        summary: 'Reviews, newest first (optionally of one product); the total is in X-Total-Count',
        querystring: reviewListQuerySchema,
        response: { 200: z.array(reviewSchema), 400: errorSchema },
      },
    },
    async (request, reply) => {
      const { productId, page = 1, pageSize = REVIEW_PAGE_SIZE } = request.query;
      const { rows, total } = await reviewPage(db, { productId, page, pageSize });
      reply.header('X-Total-Count', String(total));
      return rows.map(toPublicReview);
    },
  );

  app.post(
    '/api/reviews',
    {
      config: { access: 'user' },
      schema: {
        tags: ['reviews'],
        summary: 'Review a product (a second review of the same product replaces the first)',
        body: postReviewSchema,
        response: { 200: postedReviewSchema, ...errors },
      },
    },
    async (request) => {
      const row = await saveReview(db, request.user as AuthUser, request.body);
      return { success: true as const, review: toPublicReview(row) };
    },
  );

  app.get(
    '/api/review',
    {
      config: { access: 'user' },
      schema: {
        tags: ['reviews'],
        summary:
          'The reviews of the account that has this email now, newest first (the customer or an admin)',
        querystring: emailQuerySchema,
        response: { 200: z.array(reviewSchema), ...errors },
      },
    },
    async (request) => {
      const owner = await recordOwnerFor(db, request.user, request.query.email);
      return (await reviewsOfAccount(db, owner)).map(toOwnReview);
    },
  );
};
