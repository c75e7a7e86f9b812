import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import type { CachedAnswer, CatalogueCache } from '../cache/answer-cache.ts';
import { encodedBody, preferredEncoding } from '../cache/answer-encoding.ts';
import { mayUseReadyResponse, readyResponseKey } from '../cache/fast-path.ts';
import { pageAddress } from '../../web/render/page-address.ts';
import { defaultSite, renderPage, rendersOnServer } from '../../web/render/render-page.tsx';
import { withInProcessApi } from './in-process-api.ts';
import type { PageTemplate } from './page-template.ts';

export interface PageAnswerOptions {
  template: PageTemplate;
  /** The page's code chunks beyond the first (see http/page-chunks.ts). */
  pageChunks: (path: string) => string[];
  cache: CatalogueCache;
  /** PUBLIC_URL: the address in canonical links and link previews. */
  publicUrl: string | undefined;
}

/**
 * Answers a page address with the page rendered on the server and says whether it did: false
 * for the pages the browser draws alone (the caller sends the empty shell). It answers a
 * boolean, never the reply: a reply is thenable and settles to undefined once sent, so a
 * caller awaiting it would take a sent page for an unanswered one and send the shell too.
 * Rendered pages are kept in the catalogue's cache by page (path and the parameters the page
 * reads), within a count and a byte bound for each path: they show prices, stock and
 * reviews, so they are emptied by the same change notices as the catalogue's answers. A page never depends on
 * who asks (the signed-in parts are drawn in the browser), so one copy serves everyone.
 */
export function pageAnswers(app: FastifyInstance, options: PageAnswerOptions) {
  const { template, pageChunks, cache, publicUrl } = options;
  const answered = rememberAnsweredPages(app, cache);
  return async (request: FastifyRequest, reply: FastifyReply, path: string): Promise<boolean> => {
    if (!rendersOnServer(path)) return false;
    const origin = (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
    // The page as it reads its address: junk parameters neither make a new render nor a
    // new entry in the cache.
    const url = pageAddress(request.url);
    // The versions of one path (by its parameters, or the host it names) are kept within
    // a bound of their own, so one path asked with endless values cannot fill the cache.
    const answer = await cache.get(
      `page ${origin} ${url}`,
      () =>
        withInProcessApi(app, async () => {
          const shop = await app.shopSettings.get();
          const page = await renderPage(url, { ...defaultSite, origin }, shop);
          return { json: template.compose(page, pageChunks(path)), status: page.status };
        }),
      `page ${path}`,
    );
    void reply
      .code(answer.status ?? 200)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('ETag', answer.etag)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding');
    const ok = answer.status === undefined || answer.status === 200;
    if (ok && request.headers['if-none-match'] === answer.etag) {
      void reply.code(304).send();
      return true;
    }
    // Compressed once per kept page; the compression plugin leaves an encoded body alone.
    const { encoding, body } = encodedBody(
      answer,
      preferredEncoding(request.headers['accept-encoding']),
      cache,
    );
    if (encoding !== 'identity') void reply.header('Content-Encoding', encoding);
    if (ok) answered.set(request, answer);
    void reply.send(body);
    return true;
  };
}

/**
 * The complete answer of a kept page, headers from every hook included, is kept for the
 * fast path in front of the framework, as the catalogue's answers are
 * (cache/fast-path.ts); it goes with the same change notices.
 */
function rememberAnsweredPages(app: FastifyInstance, cache: CatalogueCache) {
  const answered = new WeakMap<FastifyRequest, CachedAnswer>();
  app.addHook('onSend', async (request, reply, payload) => {
    const answer = answered.get(request);
    if (answer && reply.statusCode === 200 && Buffer.isBuffer(payload)) {
      // Never replay anything addressed to one caller, such as a cookie.
      if (mayUseReadyResponse(request.raw) && !reply.hasHeader('set-cookie')) {
        const headers = { ...reply.getHeaders() } as OutgoingHttpHeaders;
        const ready = { headers, body: payload, etag: answer.etag };
        cache.rememberResponse(readyResponseKey(request.raw), ready, answer);
      }
    }
    return payload;
  });
  return answered;
}
