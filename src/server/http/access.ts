import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '../db/schema.ts';
import { isStaffRole } from '../../shared/schemas/auth.ts';
import { sendError } from './errors.ts';

export type Access = 'public' | 'user' | 'admin';

/** A route as the server registered it, with who may call it. */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access;
}

export interface AuthUser {
  id: string;
  /** Null for a phone account without an email. */
  email: string | null;
  name: string;
  role: Role;
  /** The identity session the caller's token was issued from (its stored id). */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route. Required: a route without it stops the server from starting. */
    access?: Access;
  }
  interface FastifyInstance {
    /** Every route the server registered, in order: the access matrix test reads it. */
    registeredRoutes: readonly RegisteredRoute[];
  }
  interface FastifyRequest {
    /** The caller, resolved from the bearer token on routes that are not public. */
    user?: AuthUser;
  }
}

/** Answers the caller of a request, or undefined when it carries no valid token. */
export type IdentifyCaller = (request: FastifyRequest) => Promise<AuthUser | undefined>;

/**
 * Deny by default: every route must say who may call it, and the role is read
 * from the database on each request (by `identify`), never from a token claim.
 */
export function registerAccessControl(app: FastifyInstance, identify: IdentifyCaller): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) {
      const methods = [route.method].flat().join(',');
      throw new Error(`Route ${methods} ${route.url} declares no access level (config.access)`);
    }
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, access });
  });

  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return;
    const user = await identify(request);
    if (!user) return sendError(reply, 401, 'Please sign in to continue.');
    // The owner is everything an admin is.
    if (access === 'admin' && !isStaffRole(user.role)) {
      return sendError(reply, 403, 'Only an admin can do this.');
    }
    request.user = user;
    // Answers for a signed-in caller are theirs alone: no shared cache may keep them.
    void reply.header('Cache-Control', 'no-store');
  });
}
