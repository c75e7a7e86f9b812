import type { IncomingMessage } from 'node:http';

import { pageAddress } from '../../web/render/page-address.ts';

// What makes two requests for a rendered page get the same bytes: the same page (its
// path and the query parameters it reads, as sent: web/render/page-address.ts, so junk
// parameters play no part) on the same host (pages name their own address when
// PUBLIC_URL is unset). Only a page the application answered with 200 for this very key
// is ever replayed, so any other address simply finds nothing.

const PAGE_URL = /^\/(?!api(?:\/|$))[\w\-./~%?=&+:@!$'()*,;]*$/;
const MAX_URL_LENGTH = 512;

/** `page <host> <url>` for an address that may be a page, else undefined. */
export function pageRequestKeyOf(request: IncomingMessage): string | undefined {
  const url = request.url ?? '';
  if (url.length > MAX_URL_LENGTH || !PAGE_URL.test(url)) return undefined;
  return `page ${request.headers.host ?? ''} ${pageAddress(url)}`;
}
