import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { renderToPipeableStream } from 'react-dom/server';
import { matchPath, parsePath, StaticRouter } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { pageStateJson, PAGE_STATE_ELEMENT_ID } from '../app/page-state.ts';
import { Providers } from '../app/providers.tsx';
import { prefetchRouteData } from '../app/route-data.ts';
import { AppRoutes } from '../app/router.tsx';
import { PageStatusContext, type PageStatus } from '../lib/page-status.ts';
import { shopKeys } from '../lib/use-shop.ts';
import type { ShopSettings } from '../../shared/schemas/shop-settings.ts';
import { SiteContext, type Site } from '../lib/site.ts';
import { splitHead } from './split-head.ts';

// The server's side of the web app: renders a page at an address into HTML with React's
// streaming renderer, the same routes the browser hydrates, after loading the data the
// page starts with (app/route-data.ts). The server imports this module, and page-address.ts
// for which parameters of an address make the page.

export { setApiTransport, type ApiTransport } from '../lib/api-client.ts';
export { defaultSite, type Site } from '../lib/site.ts';

export interface RenderedPage {
  status: number;
  /** <title>, <meta> and <link> elements the page rendered, for the document's <head>. */
  head: string;
  /** The page's markup, for inside #root. */
  body: string;
  /** The element carrying the page's state to the browser (see app/page-state.ts). */
  state: string;
}

// Pages drawn in the browser only: what they show depends on who is signed in. The
// server answers them with the app's empty shell. Every other address is rendered,
// unknown ones as the 404 page.
const BROWSER_ONLY = [
  paths.login,
  paths.signup,
  paths.setup,
  paths.checkout,
  paths.orderModal(':productId'),
  paths.reviewModal(':productId'),
  `${paths.dashboard}/*`,
];

export function rendersOnServer(pathname: string): boolean {
  return !BROWSER_ONLY.some((pattern) => matchPath(pattern, pathname));
}

// A page that takes longer than this is a stuck request: the visitor gets an error, not a hang.
const RENDER_TIMEOUT_MS = 10_000;

/**
 * Renders the page at `url` (path and query) as an anonymous visitor sees it. Every page
 * shows the shop's settings: the server has them in memory, so they are given here rather
 * than asked of its own API (they are what GET /api/shop answers).
 */
export async function renderPage(
  url: string,
  site: Site,
  shop: ShopSettings,
): Promise<RenderedPage> {
  const { pathname = '/', search = '' } = parsePath(url);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  // Fresh for ever in this render, so the route data below does not fetch them again.
  client.setQueryData(shopKeys.settings, shop);
  await prefetchRouteData({ pathname, search, hash: '', state: null, key: 'default' }, client);
  // A failed request is not drawn as a failure: the browser would start from nothing and
  // draw the page as loading, so the server draws that too and the browser tries again.
  client.removeQueries({ predicate: (query) => query.state.status === 'error' });
  const status: PageStatus = { code: 200 };
  const html = await renderToText(
    <PageStatusContext value={status}>
      <SiteContext value={site}>
        <Providers client={client}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </Providers>
      </SiteContext>
    </PageStatusContext>,
  );
  const { head, body } = splitHead(html);
  const json = pageStateJson({ site, queries: dehydrate(client) });
  return {
    status: status.code,
    head,
    body,
    state: `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${json}</script>`,
  };
}

function renderToText(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    // Cleared as soon as the render ends: a pending timer holds the whole render (its
    // tree, data and markup) alive, and a burst of renders would pile up in memory.
    const timer = setTimeout(
      () => stream.abort(new Error('Rendering the page took too long')),
      RENDER_TIMEOUT_MS,
    ).unref();
    const fail = (error: unknown) => {
      clearTimeout(timer);
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        text += chunk.toString();
        done();
      },
      final(done) {
        clearTimeout(timer);
        resolve(text);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Crawlers and visitors without JavaScript get the whole page, so the answer waits
      // for every part of it; a page is a few milliseconds of work.
      onAllReady: () => stream.pipe(sink),
      onShellError: fail,
      onError: fail,
    });
  });
}
