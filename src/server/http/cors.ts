import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.ts';

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
const ALLOWED_HEADERS = 'Authorization, Content-Type';

/**
 * Cross-origin calls are closed by default: the web app is served from the API's own
 * origin and needs none. Origins listed in CORS_ORIGINS may call the API with a bearer
 * token; cookies never go cross-origin (no Allow-Credentials), so the identity session
 * stays with the shop's own pages. Every other preflight is refused with a 403.
 */
export function registerCors(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  const allowed = new Set(allowedOrigins);
  const isAllowed = (origin: string | undefined): origin is string =>
    origin !== undefined && allowed.has(origin.toLowerCase());

  if (allowed.size > 0) {
    // onSend runs for every answer, also a 401 or 403 sent by access control, so a
    // partner page sees the real status rather than an opaque CORS failure.
    app.addHook('onSend', async (request, reply, payload) => {
      const { origin } = request.headers;
      if (isAllowed(origin)) void reply.header('Access-Control-Allow-Origin', origin);
      // Answers differ by Origin: caches must keep them apart. Added to whatever Vary
      // the route or compression set.
      const vary = reply.getHeader('Vary');
      const current = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '');
      if (!/\borigin\b/i.test(current)) {
        void reply.header('Vary', current ? `${current}, Origin` : 'Origin');
      }
      return payload;
    });
  }

  app.options(
    '/*',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const { origin } = request.headers;
      if (!isAllowed(origin)) {
        return sendError(reply, 403, 'This shop does not take cross-origin requests from here.');
      }
      return reply
        .code(204)
        .header('Access-Control-Allow-Methods', ALLOWED_METHODS)
        .header('Access-Control-Allow-Headers', ALLOWED_HEADERS)
        .header('Access-Control-Max-Age', '600')
        .send();
    },
  );
}
