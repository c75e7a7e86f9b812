import { matchPath } from 'react-router';
import { LIST_SLOTS, SINGLE_SLOTS } from '../../shared/builds/build.ts';
import { paths } from '../../shared/paths.ts';
import { isProductListParameter } from '../../shared/schemas/product.ts';
import { SAVED_BUILD_PARAM } from '../features/builder/use-saved-build-id.ts';

// What a rendered page is made of: its path and the query parameters the page reads, and
// nothing else. "/products?category=cpu&utm_source=x&fbclid=y" is the page
// "/products?category=cpu": the server renders and keeps that one page for both, so junk in
// a URL can neither force a render nor push real pages out of the cache. Every page that
// reads its query is listed here with the names it reads; any other page reads none.
// The parameters kept stay as sent, in their order: the page reads them as they are.

type ReadsParameter = (name: string) => boolean;
const named = (...names: string[]): ReadsParameter => {
  const known = new Set(names);
  return (name) => known.has(name);
};

/** The build in the URL (features/builder/build-selection.ts) and the saved build it started from. */
const buildParameter = named(...SINGLE_SLOTS, ...LIST_SLOTS, SAVED_BUILD_PARAM);

const PAGES_WITH_PARAMETERS: ReadonlyArray<[pattern: string, reads: ReadsParameter]> = [
  [paths.products, isProductListParameter],
  [paths.pcBuilder, buildParameter],
  [paths.builderAlias, buildParameter],
  // features/compare/compare-page.tsx: ?ids=a,b,c
  ['/compare', named('ids')],
  // features/auth/reset-password-page.tsx: the mailed ?token=
  [paths.resetPassword, named('token')],
  // features/auth/verify-email-page.tsx: the mailed ?token=
  [paths.verifyEmail, named('token')],
  // features/stock-alerts/stop-alerts-page.tsx: a back-in-stock notice's ?token=
  [paths.stopStockAlerts, named('token')],
  // features/track/track-page.tsx: ?number= from an order page's "Track this order"
  [paths.track, named('number')],
  // features/products/api/delivery-district.ts: the district the delivery is quoted for
  ['/products/:id', named('district')],
];

/** The page a URL (path and query) asks for: its path and the parameters it reads. */
export function pageAddress(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const path = url.slice(0, mark);
  const reads = PAGES_WITH_PARAMETERS.find(([pattern]) => matchPath(pattern, path))?.[1];
  if (!reads) return path;
  const kept = url
    .slice(mark + 1)
    .split('&')
    // Named as the page's URLSearchParams will name it ("+" and %-escapes decoded).
    .filter((pair) => reads([...new URLSearchParams(pair).keys()][0] ?? ''));
  return kept.length > 0 ? `${path}?${kept.join('&')}` : path;
}
