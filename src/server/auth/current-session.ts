import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../features/users/index.ts';
import type { AuthContext } from './auth-context.ts';
import { findSession } from './identity-sessions.ts';

/**
 * The browser's identity session (the cookie) with its user, or undefined. A session
 * that was extended gets its cookie sent again with the new expiry.
 */
export async function currentSession(
  auth: AuthContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ user: UserRow; sessionId: string } | undefined> {
  const id = auth.session.read(request);
  if (!id) return undefined;
  const found = await findSession(auth.db, id);
  if (!found) {
    auth.session.clear(reply);
    return undefined;
  }
  if (found.renewedUntil) auth.session.set(reply, { id, expiresAt: found.renewedUntil });
  return { user: found.user, sessionId: found.sessionId };
}

/** The user of the browser's identity session, or undefined. */
export async function sessionUser(
  auth: AuthContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<UserRow | undefined> {
  return (await currentSession(auth, request, reply))?.user;
}
