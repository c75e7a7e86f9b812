import type { FastifyInstance } from 'fastify';
import { FIRST_PAGE_ELEMENT_ID, PRODUCT_ELEMENT_ID } from '../../shared/embedded-page.ts';
import { productRoutes } from '../../shared/api/routes/catalogue.ts';
import { endpointUrl } from '../../shared/api/url.ts';
import { paths } from '../../shared/paths.ts';
import { HOME_HERO_IMAGE, IMAGE_SIZES, imageSrcSet } from '../../shared/responsive-images.ts';

// What the server adds to index.html for the storefront's landing pages: the API
// answers the page starts with (embedded as JSON), and a preload of the page's
// largest picture so it downloads alongside the app's code.
//
// The answers come from the app itself, in process: the same routes, validation,
// serialisation and cache as a visitor's GET, so an embedded copy is never staler
// than the API's answer and never carries anything private (these requests have
// no cookie and no token).

export interface PageData {
  embeds: Array<{ id: string; json: string }>;
  preload?: { href: string; srcset?: string; sizes?: string };
}

/** The data for a page path, or undefined for pages that start without any. */
export async function readPageData(
  app: FastifyInstance,
  path: string,
  hasQuery: boolean,
): Promise<PageData | undefined> {
  if (path === paths.home || path === paths.homeAlias) {
    const [page, shop] = await Promise.all([firstCataloguePage(app), app.shopSettings.get()]);
    // The carousel's first slide, as the owner set it.
    const hero = shop.slides[0]?.image ?? HOME_HERO_IMAGE;
    return { embeds: page ? [page.embed] : [], preload: { href: hero } };
  }
  // A filtered, sorted or later page of the grid is not the first page.
  if (path === paths.products && !hasQuery) {
    const page = await firstCataloguePage(app);
    if (!page) return undefined;
    return { embeds: [page.embed], preload: picture(page.firstImage, IMAGE_SIZES.grid) };
  }
  const productId = /^\/products\/([^/]+)$/.exec(path)?.[1];
  if (productId) {
    const answer = await app.inject({
      method: 'GET',
      url: endpointUrl(productRoutes.detail, { params: { id: productId } }),
    });
    if (answer.statusCode !== 200) return undefined;
    const { image } = answer.json<{ image?: string }>();
    return {
      embeds: [{ id: PRODUCT_ELEMENT_ID, json: scriptSafe(answer.body) }],
      preload: picture(image, IMAGE_SIZES.detail),
    };
  }
  return undefined;
}

async function firstCataloguePage(app: FastifyInstance) {
  const answer = await app.inject({ method: 'GET', url: endpointUrl(productRoutes.list) });
  if (answer.statusCode !== 200) return undefined;
  const total = Number(answer.headers['x-total-count']);
  if (!Number.isInteger(total)) return undefined;
  const [first] = answer.json<Array<{ image?: string }>>();
  return {
    embed: {
      id: FIRST_PAGE_ELEMENT_ID,
      json: scriptSafe(`{"items":${answer.body},"total":${total}}`),
    },
    firstImage: first?.image,
  };
}

function picture(src: string | undefined, sizes: string): PageData['preload'] {
  if (typeof src !== 'string' || src === '') return undefined;
  const srcset = imageSrcSet(src);
  return srcset ? { href: src, srcset, sizes } : { href: src };
}

/**
 * Inside <script type="application/json"> only "</script" and "<!--" could end or
 * confuse the element; escaping every "<" (valid JSON: it occurs only inside
 * strings) rules both out.
 */
function scriptSafe(json: string): string {
  return json.replace(/</g, '\\u003c');
}
