import type { RouteShorthandOptions } from 'fastify';
import { errorSchema } from '../../shared/schemas/common.ts';
import { refusalsOf } from './endpoint-route.ts';

// The routes that are not API endpoints (the pages, robots.txt, the sitemaps) are in the
// API document too, with every answer they give: what their bodies are, and the error
// answers in the app's JSON shape. api-document.ts writes them from this declaration.

/** An answer whose body is not JSON: its words, and its content types (none: no body). */
export interface PlainAnswer {
  readonly description: string;
  readonly types?: readonly string[];
}

export interface PlainRouteDocument {
  readonly summary: string;
  readonly answers: Readonly<Record<number, PlainAnswer>>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The document's words for a route that is not a declared endpoint. */
    plainDocument?: PlainRouteDocument;
  }
}

/**
 * The options of a public GET route that is not an API endpoint: its answers, and the
 * refusals every public GET can give (400, 415) plus those listed (404, or the 405 of an
 * API path asked with a method it does not take).
 */
export function plainRoute(
  document: PlainRouteDocument,
  refusals: readonly (404 | 405)[] = [],
): RouteShorthandOptions {
  const statuses = [...refusalsOf({ method: 'GET', access: 'public' }), ...refusals];
  return {
    config: { access: 'public', plainDocument: document },
    schema: {
      summary: document.summary,
      tags: ['web'],
      response: Object.fromEntries(statuses.map((status) => [status, errorSchema])),
    },
  };
}
