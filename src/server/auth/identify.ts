import type { FastifyRequest } from 'fastify';
import type { IdentifyCaller } from '../http/access.ts';
import type { Db } from '../db/client.ts';
import { findUserById } from '../features/users/users.service.ts';
import type { Tokens } from './tokens.ts';

/** The token of an `Authorization: Bearer <token>` header; the scheme is case-insensitive. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer ([\w-]+\.[\w-]+\.[\w-]*)$/i);
  return match?.[1];
}

/**
 * The caller of a request: a genuine token whose user still exists and whose token
 * version is current (a bumped version revokes every token issued before). The role
 * comes from the database on every request, never from the token.
 */
export function createIdentify(db: Db, tokens: Tokens): IdentifyCaller {
  return async (request) => {
    const token = bearerToken(request);
    if (!token) return undefined;
    const claims = await tokens.verify(token);
    if (!claims) return undefined;
    const user = await findUserById(db, claims.sub);
    if (!user || user.tokenVersion !== claims.token_version) return undefined;
    return { id: user.id, email: user.email, name: user.name, role: user.role };
  };
}
