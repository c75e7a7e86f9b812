import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_ORIGIN_REFUSED =
  'This request came from another site and was refused. Please use the shop itself.';

/**
 * A hook for routes that act on the identity cookie (sign-in, sign-up, sign-out, the
 * token exchange). SameSite=Lax keeps the cookie off another site's fetch, but a
 * form post or a "simple" text/plain post still reaches the server, and sign-in or
 * sign-out forced on a visitor is harm enough. A state-changing request whose Origin
 * (or, without one, Referer) is another site gets a 403 and changes nothing. The
 * shop's own origin is PUBLIC_URL's, or the request's own scheme and Host. A request
 * with neither header (curl, a script, the tests) is not from a browser page and passes.
 */
export function refuseCrossOrigin(publicUrl: string | undefined) {
  const publicOrigin = publicUrl === undefined ? undefined : new URL(publicUrl).origin;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const claimed = claimedOrigin(request);
    if (claimed === undefined) return;
    const own = `${request.protocol}://${request.host}`.toLowerCase();
    if (claimed === publicOrigin || claimed === own) return;
    return sendError(reply, 403, CROSS_ORIGIN_REFUSED);
  };
}

/** The page's origin as the browser states it; "null" (a sandboxed or opaque page) included. */
function claimedOrigin(request: FastifyRequest): string | undefined {
  const { origin, referer } = request.headers;
  if (origin !== undefined) return origin.toLowerCase();
  if (referer === undefined) return undefined;
  try {
    return new URL(referer).origin.toLowerCase();
  } catch {
    return 'null';
  }
}
