import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer, CatalogueCache } from './answer-cache.ts';
import { encodedBody, preferredEncoding } from './answer-encoding.ts';

/**
 * A cached answer as is (it was serialised through the same mapper), with its ETag:
 * a browser that already holds it gets a 304 and no body. `no-cache` makes it ask
 * each time, so a changed price or stock is seen on the next request.
 */
export function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  cache: CatalogueCache,
) {
  void reply
    .header('ETag', answer.etag)
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Encoding');
  if (answer.total !== undefined) void reply.header('X-Total-Count', String(answer.total));
  if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  // Compressed once per cached answer; the compression plugin leaves an encoded body alone.
  const { encoding, body } = encodedBody(
    answer,
    preferredEncoding(request.headers['accept-encoding']),
    cache,
  );
  if (encoding !== 'identity') void reply.header('Content-Encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(body);
}
