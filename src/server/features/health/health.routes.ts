import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type pg from 'pg';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
});

/** Liveness and readiness in one: load balancers take an instance out on 503. */
export const healthRoutes: FastifyPluginAsyncZod<{ pool: pg.Pool }> = async (app, { pool }) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } },
    },
    async (_request, reply) => {
      try {
        await pool.query('select 1');
        reply.header('Cache-Control', 'no-store');
        return { status: 'ok' as const, database: 'up' as const };
      } catch {
        return reply.code(503).send({ status: 'unavailable', database: 'down' });
      }
    },
  );
};
