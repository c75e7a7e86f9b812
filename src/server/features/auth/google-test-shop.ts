import { afterAll, beforeAll, expect } from 'vitest';
import {
  startOidcIssuer,
  TEST_CLIENT,
  type OidcIssuer,
} from '../../../../e2e/fixtures/oidc-issuer.ts';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sessionCookieOf, type SignedIn } from '../../test/auth-test-helpers.ts';

// A shop with Google sign-in pointed at the local OpenID provider and its mail caught by a
// local SMTP server, with the round trip a browser makes, for the Google sign-in tests.

export const PUBLIC_URL = 'http://shop.test';

/** Starts the issuer, the inbox and the shop for the test file; `adminEmails` go in ADMIN_EMAILS. */
export function useGoogleShop(adminEmails: readonly string[] = []) {
  let issuer: OidcIssuer;
  let inbox: SmtpInbox;
  let shop: TestApp;

  beforeAll(async () => {
    issuer = await startOidcIssuer({ redirectUris: [`${PUBLIC_URL}/api/auth/google/callback`] });
    inbox = await startSmtpInbox();
    shop = await createTestApp({
      env: {
        GOOGLE_CLIENT_ID: TEST_CLIENT.id,
        GOOGLE_CLIENT_SECRET: TEST_CLIENT.secret,
        OIDC_ISSUER: issuer.url,
        PUBLIC_URL,
        ADMIN_EMAILS: adminEmails.join(','),
        SMTP_URL: inbox.url,
        MAIL_FROM: 'Circuit Haat <shop@example.com>',
      },
    });
  });
  afterAll(async () => {
    await shop?.close();
    await issuer?.close();
    await inbox?.close();
  });

  const signInWithPassword = (email: string, password: string) =>
    shop.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  /** What the account's bearer token and session cookie from before get now. */
  async function oldCredentialsAnswer(account: SignedIn) {
    const me = await shop.app.inject({ method: 'GET', url: '/api/me', headers: account.headers });
    const session = await shop.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: account.cookie },
    });
    return { token: me.statusCode, sessionUser: session.json<{ user: unknown }>().user };
  }

  /** Follows the issuer's redirects and fills in its login form, like a browser would. */
  async function signInAtIssuer(authorizationUrl: string, login: string): Promise<URL> {
    const jar = new Map<string, string>();
    const go = async (url: string, init: RequestInit = {}) => {
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await fetch(url, {
        ...init,
        redirect: 'manual',
        headers: { ...(init.headers as Record<string, string>), cookie },
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, ...value] = (pair ?? '').split('=');
        if (name) jar.set(name.trim(), value.join('='));
      }
      return response;
    };
    let url = authorizationUrl;
    for (let hop = 0; hop < 10; hop++) {
      const response = await go(url);
      const location = response.headers.get('location');
      if (location) {
        const next = new URL(location, url);
        if (next.origin === PUBLIC_URL) return next;
        url = next.href;
        continue;
      }
      const page = await response.text();
      const action = page.match(/<form[^>]*action="([^"]+)"/)?.[1];
      if (!action) throw new Error(`The issuer showed no login form: ${page.slice(0, 300)}`);
      const submitted = await go(new URL(action, url).href, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
      });
      url = new URL(submitted.headers.get('location') ?? '', url).href;
    }
    throw new Error('Too many redirects at the issuer.');
  }

  /** The whole round trip: start at the shop, sign in at the issuer, come back. */
  async function googleSignIn(login: string, returnTo = '/products') {
    const start = await shop.app.inject({
      method: 'GET',
      url: `/api/auth/google?returnTo=${encodeURIComponent(returnTo)}`,
    });
    expect(start.statusCode).toBe(302);
    const authorization = new URL(start.headers.location as string);
    const transaction = start.cookies.find((c) => c.name === 'ch_oidc');
    const callback = await signInAtIssuer(authorization.href, login);
    const back = await shop.app.inject({
      method: 'GET',
      url: callback.pathname + callback.search,
      headers: transaction ? { cookie: `ch_oidc=${transaction.value}` } : {},
    });
    return { start, authorization, callback, back };
  }

  async function sessionUserOf(response: { cookies: { name: string }[] }) {
    const cookie = sessionCookieOf(response as Parameters<typeof sessionCookieOf>[0]);
    const session = await shop.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie },
    });
    return session.json<{
      user: { email: string; _id: string; role: string; name: string } | null;
    }>().user;
  }

  return {
    get issuer() {
      return issuer;
    },
    get shop() {
      return shop;
    },
    get inbox() {
      return inbox;
    },
    signInAtIssuer,
    googleSignIn,
    sessionUserOf,
    signInWithPassword,
    oldCredentialsAnswer,
  };
}
