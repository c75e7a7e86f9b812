import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CatalogueCache } from './answer-cache.ts';
import { preferredEncoding } from './answer-encoding.ts';
import { pageRequestKeyOf } from '../pages/page-request-key.ts';
import { catalogueRequestKeyOf } from './catalogue-request-key.ts';

/**
 * What makes two requests for the catalogue get the same bytes and headers: what they
 * ask for, parsed and normalised (catalogue-request-key.ts: unknown parameters play no
 * part), or the rendered page's address (pages/page-request-key.ts); the encoding the answer is compressed with; and what other hooks answer on
 * (the Origin for CORS, the protocol for HSTS). Undefined for a request that must go
 * through the framework.
 */
export function readyResponseKey(request: IncomingMessage): string | undefined {
  const asked = catalogueRequestKeyOf(request) ?? pageRequestKeyOf(request);
  if (asked === undefined) return undefined;
  const { headers } = request;
  return [
    asked,
    preferredEncoding(headers['accept-encoding']),
    headers.origin ?? '',
    String(headers['x-forwarded-proto'] ?? ''),
    'encrypted' in request.socket ? 'tls' : 'plain',
  ].join(' ');
}

/** Only anonymous GETs: anything carrying credentials goes through the full pipeline. */
export function mayUseReadyResponse(request: IncomingMessage): boolean {
  return (
    request.method === 'GET' &&
    request.headers.authorization === undefined &&
    request.headers.cookie === undefined
  );
}

/**
 * Answers a catalogue request that the application answered moments ago, with the very
 * headers and bytes it gave then, before the request reaches the framework. Answers
 * whether it did; when not, the request goes on as usual.
 */
export function serveReadyResponse(
  cache: CatalogueCache,
  request: IncomingMessage,
  response: ServerResponse,
): boolean {
  if (!mayUseReadyResponse(request) || !cache.hasReadyResponses()) return false;
  const key = readyResponseKey(request);
  const ready = key === undefined ? undefined : cache.readyResponse(key);
  if (!ready) return false;
  if (request.headers['if-none-match'] === ready.etag) {
    response.writeHead(304, ready.notModifiedHeaders).end();
    return true;
  }
  response.writeHead(200, ready.okHeaders);
  response.end(ready.body);
  return true;
}
