import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OpenedSession } from './identity-sessions.ts';

/**
 * The identity provider's session cookie: httpOnly (no script reads it) and
 * SameSite=Lax (sent when arriving from another site by a link, never with a
 * cross-site POST or fetch). Over HTTPS it is also Secure and takes the __Host-
 * prefix, which forbids a Domain attribute, so no subdomain can plant or read it.
 */
export interface SessionCookie {
  name: string;
  read(request: FastifyRequest): string | undefined;
  set(reply: FastifyReply, session: OpenedSession): void;
  clear(reply: FastifyReply): void;
}

export function sessionCookie(secure: boolean): SessionCookie {
  const name = secure ? '__Host-ch_session' : 'ch_session';
  const options = { path: '/', httpOnly: true, sameSite: 'lax', secure } as const;
  return {
    name,
    read(request) {
      const value = request.cookies[name];
      // Ours are 43 base64url characters; anything else is not worth a database query.
      return value && /^[\w-]{43}$/.test(value) ? value : undefined;
    },
    set(reply, session) {
      reply.setCookie(name, session.id, { ...options, expires: session.expiresAt });
    },
    clear(reply) {
      reply.clearCookie(name, options);
    },
  };
}
