import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CatalogueCache } from './catalogue-cache.ts';
import { preferredEncoding } from './catalogue-encoding.ts';

/**
 * What makes two requests for the catalogue get the same bytes and headers: the path
 * with its query, as sent; the encoding the answer is compressed with; and what other
 * hooks answer on (the Origin for CORS, the protocol for HSTS).
 */
export function readyResponseKey(request: IncomingMessage): string {
  const { headers } = request;
  return [
    request.url ?? '',
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
  if (!mayUseReadyResponse(request)) return false;
  const ready = cache.readyResponse(readyResponseKey(request));
  if (!ready) return false;
  if (request.headers['if-none-match'] === ready.etag) {
    response.writeHead(304, ready.notModifiedHeaders).end();
    return true;
  }
  response.writeHead(200, ready.okHeaders);
  response.end(ready.body);
  return true;
}
