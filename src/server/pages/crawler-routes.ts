import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { CatalogueCache } from '../cache/answer-cache.ts';
import { encodedBody, preferredEncoding } from '../cache/answer-encoding.ts';
import { HttpError } from '../http/errors.ts';
import { plainRoute } from '../http/plain-route.ts';
import {
  countListedProducts,
  fixedUrls,
  listedProducts,
  MAX_SITEMAP_URLS,
  sitemapIndex,
  urlSet,
} from './sitemap.ts';

// What search engines read besides the pages: /robots.txt (where not to go, where the
// sitemap is) and the sitemap itself. Both name absolute addresses, on PUBLIC_URL or,
// without it, the address the request came to.

interface CrawlerOptions {
  db: Db;
  cache: CatalogueCache;
  publicUrl: string | undefined;
}

/** Pages crawlers have no business on: personal, signed-in or made of forms. */
const DISALLOWED = [
  '/dashboard',
  '/api',
  '/cart',
  '/checkout',
  '/order-modal/',
  '/my-review/',
  '/track',
  '/pay/',
];

const ROBOTS_DOCUMENT = {
  summary: 'Where crawlers may not go, and where the sitemap is',
  answers: { 200: { description: 'robots.txt', types: ['text/plain'] } },
};
const SITEMAP_DOCUMENT = {
  summary:
    'The sitemap: every page and listed product, or an index of the parts when they do not fit',
  answers: { 200: { description: 'A sitemap or a sitemap index', types: ['application/xml'] } },
};
const SITEMAP_PART_DOCUMENT = {
  summary: 'A part of the sitemap index: pages.xml, or products-<n>.xml',
  answers: { 200: { description: 'The part', types: ['application/xml'] } },
};

export const crawlerRoutes: FastifyPluginAsync<CrawlerOptions> = async (app, options) => {
  const { db, cache, publicUrl } = options;
  const originOf = (request: FastifyRequest) =>
    (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

  app.get('/robots.txt', plainRoute(ROBOTS_DOCUMENT), async (request, reply) => {
    const lines = ['User-agent: *', ...DISALLOWED.map((path) => `Disallow: ${path}`)];
    const text = `${lines.join('\n')}\n\nSitemap: ${originOf(request)}/sitemap.xml\n`;
    return reply.type('text/plain; charset=utf-8').header('Cache-Control', 'no-cache').send(text);
  });

  // One sitemap while everything fits; else an index of the fixed pages' sitemap and
  // the products' sitemaps of MAX_SITEMAP_URLS each.
  app.get('/sitemap.xml', plainRoute(SITEMAP_DOCUMENT), async (request, reply) => {
    const origin = originOf(request);
    return sendXml(request, reply, cache, `sitemap ${origin}`, async () => {
      const fixed = fixedUrls();
      const count = await countListedProducts(db);
      if (fixed.length + count <= MAX_SITEMAP_URLS) {
        return urlSet(origin, [...fixed, ...(await listedProducts(db, 0, count))]);
      }
      const parts = Math.ceil(count / MAX_SITEMAP_URLS);
      const names = Array.from({ length: parts }, (_, i) => `/sitemap/products-${i + 1}.xml`);
      return sitemapIndex(origin, ['/sitemap/pages.xml', ...names]);
    });
  });

  app.get<{ Params: { name: string } }>(
    '/sitemap/:name',
    plainRoute(SITEMAP_PART_DOCUMENT, [404]),
    async (request, reply) => {
      const origin = originOf(request);
      const { name } = request.params;
      const part = /^products-([1-9]\d{0,5})\.xml$/.exec(name)?.[1];
      if (name !== 'pages.xml' && !part) throw new HttpError(404, 'No such sitemap.');
      return sendXml(request, reply, cache, `sitemap ${origin} ${name}`, async () => {
        if (!part) return urlSet(origin, fixedUrls());
        const offset = (Number(part) - 1) * MAX_SITEMAP_URLS;
        const urls = await listedProducts(db, offset, MAX_SITEMAP_URLS);
        if (urls.length === 0) throw new HttpError(404, 'No such sitemap.');
        return urlSet(origin, urls);
      });
    },
  );
};

/** Sitemaps list products, so they are kept and emptied with the catalogue's answers. */
async function sendXml(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: CatalogueCache,
  key: string,
  make: () => Promise<string>,
) {
  const answer = await cache.get(key, async () => ({ json: await make() }));
  const { encoding, body } = encodedBody(
    answer,
    preferredEncoding(request.headers['accept-encoding']),
    cache,
  );
  if (encoding !== 'identity') void reply.header('Content-Encoding', encoding);
  return reply
    .type('application/xml; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Encoding')
    .send(body);
}
