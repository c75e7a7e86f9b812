// The bearer token and who it belongs to. The shop keeps the token in localStorage as `accessToken`
// (docs/product.md#sessions-and-tokens); tokens are short-lived, so a fresh one is fetched from the
// identity session (the httpOnly cookie) whenever the current one runs out. This file uses plain
// fetch: the api client imports it for the bearer header.

import { userRoutes } from '../../shared/api/routes/accounts.ts';
import { endpointUrl } from '../../shared/api/url.ts';
import { readAnswer } from './api-answer.ts';

const TOKEN_KEY = 'accessToken';
// Renew a little early so a request never leaves with a token about to expire.
const RENEW_MARGIN_MS = 60_000;

let signedInEmail: string | null = null;
// When the token runs out by this browser's clock. Measured from the token's own
// lifetime on arrival, so a wrong clock on the visitor's computer does not matter.
let expiresAt = 0;
let renewing: Promise<string | null> | undefined;
let sessionRejected: () => void = () => window.location.assign('/');

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage disabled: the token lives for this page only
  }
}

export function readToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null;
}

function lifetimeSeconds(token: string): number {
  try {
    const payload = token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: number;
      iat?: number;
    };
    return (claims.exp ?? 0) - (claims.iat ?? 0);
  } catch {
    return 0;
  }
}

function storeToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
  expiresAt = Date.now() + lifetimeSeconds(token) * 1000;
}

export function clearToken(): void {
  storage()?.removeItem(TOKEN_KEY);
  expiresAt = 0;
}

/** Thrown when the identity session is gone (or belongs to someone else). */
export class NoSessionError extends Error {
  constructor(readonly statusCode: number) {
    super('No user is logged in');
  }
}

/** Exchanges the identity session for a token and keeps it. */
export async function fetchToken(email: string): Promise<string> {
  const route = userRoutes.issueToken;
  const response = await fetch(endpointUrl(route, { params: { email } }), {
    method: route.method,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (response.status === 401 || response.status === 403) throw new NoSessionError(response.status);
  if (!response.ok) throw new Error(`Could not get a token (${response.status})`);
  const { token } = await readAnswer(route, response);
  storeToken(token);
  return token;
}

/** Remembers who is signed in, so tokens can be renewed for them; null forgets. */
export function setSignedInEmail(email: string | null): void {
  signedInEmail = email;
  if (email === null) clearToken();
}

/** A fresh token for the signed-in visitor, shared by concurrent callers; null if none. */
export function renewToken(): Promise<string | null> {
  const email = signedInEmail;
  if (!email) return Promise.resolve(null);
  renewing ??= fetchToken(email)
    .catch(() => null)
    .finally(() => {
      renewing = undefined;
    });
  return renewing;
}

/** The token to send now: the stored one while it is good, else a renewed one. */
export async function currentToken(): Promise<string | null> {
  const token = readToken();
  if (token && Date.now() < expiresAt - RENEW_MARGIN_MS) return token;
  if (signedInEmail) return (await renewToken()) ?? token;
  return token;
}

/**
 * What happens when the server refuses the visitor's own data (docs/product.md#signing-out); set by
 * the app.
 */
export function onSessionRejected(handler: () => void): void {
  sessionRejected = handler;
}

export function rejectSession(): void {
  sessionRejected();
}
