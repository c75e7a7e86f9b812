import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { User } from '../../shared/schemas/auth.ts';
import type { Db } from '../db/client.ts';
import { ownerSetupToken } from '../features/users/index.ts';

/** The name=value of the identity session cookie a response set, for the next request. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name.endsWith('ch_session'));
  if (!cookie) throw new Error(`No session cookie was set (status ${response.statusCode}).`);
  return `${cookie.name}=${cookie.value}`;
}

/** An account signed up by email: its email is always there. */
export type EmailUser = User & { email: string };

export interface SignedIn {
  user: EmailUser;
  /** Send as the Cookie header. */
  cookie: string;
  token: string;
  /** Send as the request's headers to call the API as this user. */
  headers: { authorization: string };
}

let counter = 0;
let addresses = 0;
/** A fresh, unique email for a test account. */
export function uniqueEmail(prefix = 'customer'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/**
 * Signs up through the real endpoints and exchanges the session for a token, as
 * the browser does. Each call uses its own client address, so tests that create
 * many accounts do not run into the per-IP sign-up limit.
 */
export async function signUpAs(
  app: FastifyInstance,
  account: { name?: string; email?: string; password?: string; setupToken?: string } = {},
): Promise<SignedIn> {
  const body = {
    name: account.name ?? 'Test Customer',
    email: account.email ?? uniqueEmail(),
    password: account.password ?? 'correct horse battery',
    ...(account.setupToken === undefined ? {} : { setupToken: account.setupToken }),
  };
  addresses += 1;
  // 10.x.y.z from a counter: distinct for each account, and the same in every run.
  const remoteAddress = `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
  const signedUp = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: body,
    remoteAddress,
  });
  if (signedUp.statusCode !== 201) throw new Error(`Sign-up failed: ${signedUp.body}`);
  const cookie = sessionCookieOf(signedUp);
  const { user } = signedUp.json<{ user: EmailUser }>();
  const token = await tokenFor(app, user.email, cookie);
  return { user, cookie, token, headers: { authorization: `Bearer ${token}` } };
}

/**
 * Creates the shop's owner (who is everything an admin is) with the one-time setup
 * token, as the start-up log of an empty shop offers it.
 */
export async function signUpOwner(
  app: FastifyInstance,
  db: Db,
  account: { name?: string; email?: string; password?: string } = {},
): Promise<SignedIn> {
  const setupToken = await ownerSetupToken(db);
  if (!setupToken) throw new Error('This shop already has an owner.');
  return signUpAs(app, { name: 'Shop Owner', email: uniqueEmail('owner'), ...account, setupToken });
}

export async function tokenFor(app: FastifyInstance, email: string, cookie: string) {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/user/${encodeURIComponent(email)}`,
    headers: { cookie },
    payload: { email },
  });
  if (response.statusCode !== 200) throw new Error(`No token: ${response.body}`);
  return response.json<{ token: string }>().token;
}
