import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { imageEndpoints } from '../../../shared/api/catalogue.ts';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { HttpError } from '../../http/errors.ts';
import { previewCover, resizeWebp } from './image-processing.ts';
import { findImage } from './images.repository.ts';
import type { PictureStore } from './picture-store.ts';
import { ResizedCache } from './resized-cache.ts';
import { countUpload, type UploadQuota } from './upload-quota.ts';

export interface ImageOptions {
  db: Db;
  quota: UploadQuota;
  /** Where uploads are checked and kept; its decode gate also bounds resized copies. */
  pictures: PictureStore;
}

export const imageRoutes: FastifyPluginAsync<ImageOptions> = async (app, options) => {
  const { db, quota, pictures } = options;
  const { decodes } = pictures;
  const resized = new ResizedCache(64 * 1024 * 1024);
  await app.register(multipart, {
    limits: { fileSize: pictures.maxBytes, files: 1, fields: 5, parts: 6 },
  });

  endpointRoute(app, imageEndpoints.upload, async (request) => {
    if (!request.isMultipart()) {
      throw new HttpError(415, 'Send the picture as multipart/form-data in the field "image".');
    }
    await countUpload(db, request.user, quota);
    const file = await request.file().catch((error: unknown) => {
      // busboy rejects a body it cannot parse (no boundary, cut-off parts) with a
      // plain Error: that is the sender's mistake, not ours.
      if ((error as { statusCode?: number }).statusCode) throw error;
      throw new HttpError(400, 'The upload is not valid multipart/form-data.');
    });
    if (!file || file.fieldname !== 'image') {
      throw new HttpError(400, 'Send the picture in the field "image".');
    }
    const tooLarge = new HttpError(
      413,
      `This picture is larger than ${pictures.maxBytes / (1024 * 1024)} MB. Please upload a smaller one.`,
    );
    const upload = await file.toBuffer().catch((error: unknown) => {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge;
      throw error;
    });
    // The stream stops at the size limit; depending on where the limit falls in the
    // last chunk, toBuffer may answer the cut-off part instead of throwing.
    if (file.file.truncated) throw tooLarge;
    const stored = await (await pictures.check(upload)).save();
    return { success: true as const, data: { url: stored.url } };
  });

  /** The link-preview copy (1200x630 JPEG), made once per picture and kept like a resized one. */
  const sendPreview = async (request: FastifyRequest, reply: FastifyReply, id: string) => {
    const etag = `"${id}-og"`;
    reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const key = `${id}:og`;
    const cached = resized.get(key);
    if (cached) return reply.type('image/jpeg').send(cached);
    const image = await findImage(db, id);
    if (!image) throw new HttpError(404, 'No such image.');
    const bytes = await previewCover(image.bytes, decodes);
    if (!bytes) throw new HttpError(503, 'Busy making pictures; try again in a moment.');
    resized.set(key, bytes);
    return reply.type('image/jpeg').send(bytes);
  };

  endpointRoute(app, imageEndpoints.file, async (request, reply) => {
    const id = request.params.file.slice(0, -'.webp'.length);
    const width = request.query.w;
    if (request.query.variant === 'og') return sendPreview(request, reply, id);
    const etag = `"${id}${width ? `-${width}` : ''}"`;
    // Ids are content hashes: the bytes behind an address never change.
    reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const key = `${id}:${width ?? 0}`;
    const cached = resized.get(key);
    if (cached) return reply.type('image/webp').send(cached);
    const image = await findImage(db, id);
    if (!image) throw new HttpError(404, 'No such image.');
    if (!width || width >= image.width) return reply.type(image.mime).send(image.bytes);
    const bytes = await resizeWebp(image.bytes, width, decodes);
    if (!bytes) {
      // Every decode slot is taken: the full-size picture beats a broken one, but only
      // for now, so a cache must not keep it as this width's copy.
      reply.removeHeader('ETag').header('Cache-Control', 'public, max-age=60');
      return reply.type(image.mime).send(image.bytes);
    }
    resized.set(key, bytes);
    return reply.type('image/webp').send(bytes);
  });
};
