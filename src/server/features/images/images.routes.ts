import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { findImage } from './images.repository.ts';

const imageFileSchema = z.object({
  file: z.string().regex(/^[0-9a-f]{32}\.webp$/, 'Not an image address'),
});

export const imageRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/images/:file',
    {
      config: { access: 'public' },
      schema: { hide: true, params: imageFileSchema },
    },
    async (request, reply) => {
      const id = request.params.file.slice(0, -'.webp'.length);
      const etag = `"${id}"`;
      // Ids are content hashes: the bytes behind an address never change.
      reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const image = await findImage(db, id);
      if (!image) throw new HttpError(404, 'No such image.');
      return reply.type(image.mime).send(image.bytes);
    },
  );
};
