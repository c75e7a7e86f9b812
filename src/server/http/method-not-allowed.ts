import type { FastifyInstance } from 'fastify';
import type { Route } from '../../shared/api/endpoint.ts';
import { sendError } from './errors.ts';

/**
 * A known path asked with a method it does not take answers 405 with `Allow`, before
 * any body is read; a path nobody declared keeps its 404. The single-page app's
 * catch-all (`GET /*`) does not count as declaring every path.
 */
export function registerMethodNotAllowed(
  app: FastifyInstance,
  routes: readonly Pick<Route, 'method' | 'path'>[],
): void {
  const patterns = routes.map((route) => ({
    method: route.method,
    pattern: new RegExp(`^${route.path.replace(/:\w+/g, '[^/]+')}$`),
  }));
  const allowedOn = (path: string): string[] => {
    const methods = new Set<string>();
    for (const { method, pattern } of patterns) {
      if (!pattern.test(path)) continue;
      methods.add(method);
      if (method === 'GET') methods.add('HEAD');
    }
    return [...methods];
  };

  app.addHook('onRequest', async (request, reply) => {
    // OPTIONS is the CORS preflight's (cors.ts).
    if (request.method === 'OPTIONS') return;
    if (!request.is404 && request.routeOptions.url !== '/*') return;
    const path = request.url.split('?')[0] ?? '';
    const allowed = allowedOn(path);
    if (allowed.length === 0 || allowed.includes(request.method)) return;
    void reply.header('Allow', allowed.join(', '));
    return sendError(
      reply,
      405,
      `${request.method} is not allowed here: ${path} takes ${allowed.join(', ')}.`,
    );
  });
}
