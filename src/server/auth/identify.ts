import type { FastifyRequest } from 'fastify';
import type { IdentifyCaller } from '../http/access.ts';
import type { Db } from '../db/client.ts';
import { findTokenUser } from './identity-sessions.ts';
import type { Tokens } from './tokens.ts';

/** The token of an `Authorization: Bearer <token>` header; the scheme is case-insensitive. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer ([\w-]+\.[\w-]+\.[\w-]*)$/i);
  return match?.[1];
}

/**
 * The caller of a request: a genuine token whose session is still open (sign-out
 * and a password change close sessions, which revokes their tokens on every
 * instance at once), whose user still exists and whose token version is current.
 * The role comes from the database on every request, never from the token.
 */
export function createIdentify(db: Db, tokens: Tokens): IdentifyCaller {
  return async (request) => {
    const token = bearerToken(request);
    if (!token) return undefined;
    const claims = await tokens.verify(token);
    if (!claims) return undefined;
    const user = await findTokenUser(db, claims.sub, claims.sid);
    if (!user || user.tokenVersion !== claims.token_version) return undefined;
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      sessionId: claims.sid,
    };
  };
}
