import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../shared/schemas/common.ts';
import {
  REVIEW_PAGE_SIZE,
  reviewListQuerySchema,
  reviewSchema,
} from '../../../shared/schemas/review.ts';
import type { Db } from '../../db/client.ts';
import { reviews } from '../../db/schema.ts';
import { toPublicReview } from './review-mapper.ts';

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
      const where = productId ? eq(reviews.productId, productId) : undefined;
      const [rows, counted] = await Promise.all([
        db
          .select()
          .from(reviews)
          .where(where)
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(reviews)
          .where(where),
      ]);
      reply.header('X-Total-Count', String(counted[0]?.total ?? 0));
      return rows.map(toPublicReview);
    },
  );
};
