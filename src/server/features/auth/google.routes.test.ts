import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  startOidcIssuer,
  TEST_CLIENT,
  type OidcIssuer,
} from '../../../../e2e/fixtures/oidc-issuer.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { users } from '../../db/schema.ts';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { verifyByMailedLink } from '../email-verification/verification-test-helpers.ts';
import { sessionCookieOf, signUpAs, uniqueEmail, type SignedIn } from './auth-test-helpers.ts';

const PUBLIC_URL = 'http://shop.test';
// Addresses listed in ADMIN_EMAILS: admin only once Google has proven them.
const LISTED = {
  created: 'boss-new@example.com',
  hijacked: 'boss-linked@example.com',
  mailed: 'boss-mailed@example.com',
  unverified: 'boss@unverified.test',
};
const PASSWORD_REMOVED = 'Your Circuit Haat password was removed';
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
      ADMIN_EMAILS: Object.values(LISTED).join(','),
      SMTP_URL: inbox.url,
      MAIL_FROM: 'Circuit Haat <shop@example.com>',
    },
  });
});
afterAll(async () => {
  await shop.close();
  await issuer.close();
  await inbox.close();
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
  return session.json<{ user: { email: string; _id: string; role: string; name: string } | null }>()
    .user;
}

describe('Google sign-in', () => {
  test('redirects to the issuer with PKCE (S256), state, nonce and the registered callback', async () => {
    const start = await shop.app.inject({ method: 'GET', url: '/api/auth/google' });
    const url = new URL(start.headers.location as string);
    expect(url.origin).toBe(issuer.url);
    expect(url.searchParams.get('client_id')).toBe(TEST_CLIENT.id);
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/google/callback`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    const cookie = start.cookies.find((c) => c.name === 'ch_oidc');
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/auth/google/callback',
    });
  });

  test('the session says Google is offered', async () => {
    const session = await shop.app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(session.json().providers).toEqual({ google: true });
  });

  test('creates an account for a new verified email and returns to the page the visitor came from', async () => {
    const email = uniqueEmail('google-new');
    const { back } = await googleSignIn(email, '/products?category=gpu');
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/products?category=gpu');
    expect((await sessionUserOf(back))?.email).toBe(email);
    const [row] = await shop.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ googleSub: email, passwordHash: null });

    // Signing in again finds the same account by its subject.
    const again = await googleSignIn(email);
    expect((await sessionUserOf(again.back))?._id).toBe(row?.id);
  });

  test('links to the existing account with the same verified email, and proves the email', async () => {
    const email = uniqueEmail('linked');
    const existing = await signUpAs(shop.app, { email });
    const { back } = await googleSignIn(email);
    expect(back.headers.location).toBe('/products');
    expect((await sessionUserOf(back))?._id).toBe(existing.user._id);
    const [row] = await shop.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.googleSub).toBe(email);
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  test('an unverified email neither links nor creates an account', async () => {
    const email = uniqueEmail('someone').replace('@example.com', '@unverified.test');
    await signUpAs(shop.app, { email });
    const { back } = await googleSignIn(email);
    expect(back.headers.location).toBe('/login?error=google-unverified&from=%2Fproducts');
    expect(back.cookies.some((c) => c.name === 'ch_session' && c.value)).toBe(false);
    const [row] = await shop.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.googleSub).toBeNull();

    const stranger = uniqueEmail('stranger').replace('@example.com', '@unverified.test');
    await googleSignIn(stranger);
    expect(await shop.database.db.select().from(users).where(eq(users.email, stranger))).toEqual(
      [],
    );
  });

  test('an answer without the transaction cookie, or with a changed state, opens nothing', async () => {
    const email = uniqueEmail('csrf');
    const start = await shop.app.inject({ method: 'GET', url: '/api/auth/google' });
    const callback = await signInAtIssuer(start.headers.location as string, email);
    const withoutCookie = await shop.app.inject({
      method: 'GET',
      url: callback.pathname + callback.search,
    });
    expect(withoutCookie.headers.location).toBe('/login?error=google');

    const cookie = start.cookies.find((c) => c.name === 'ch_oidc')?.value ?? '';
    callback.searchParams.set('state', 'forged');
    const forged = await shop.app.inject({
      method: 'GET',
      url: callback.pathname + callback.search,
      headers: { cookie: `ch_oidc=${cookie}` },
    });
    expect(forged.headers.location).toBe('/login?error=google');
    expect(await shop.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  test.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example'])(
    'never returns the visitor to another site (%s)',
    async (returnTo) => {
      const { back } = await googleSignIn(uniqueEmail('redirect'), returnTo);
      expect(back.headers.location).toBe('/');
    },
  );
});

describe('F1: an account pre-hijacked with a password is taken back by Google sign-in', () => {
  test('a password sign-up with a listed address, then the owner signs in with Google: the password and every old session stop working, the owner is told by mail, and only then is it admin', async () => {
    const attacker = await signUpAs(shop.app, {
      email: LISTED.hijacked,
      password: 'attacker password 1',
    });
    expect(attacker.user.role).toBe('customer');
    const list = await shop.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: attacker.headers,
    });
    expect(list.statusCode).toBe(403);

    const { back } = await googleSignIn(LISTED.hijacked);
    const owner = await sessionUserOf(back);
    expect(owner).toMatchObject({ _id: attacker.user._id, role: 'admin' });

    expect((await signInWithPassword(LISTED.hijacked, 'attacker password 1')).statusCode).toBe(401);
    expect(await oldCredentialsAnswer(attacker)).toEqual({ token: 401, sessionUser: null });
    const mail = await inbox.mailTo(LISTED.hijacked, PASSWORD_REMOVED);
    expect(mail.text).toContain('we removed that password and signed out every device');
    expect(mail.text).toContain(`${PUBLIC_URL}/forgot-password`);
  });

  test('an account whose email was proven by its mailed link keeps its password and sessions when Google is linked', async () => {
    const email = uniqueEmail('proven');
    const account = await signUpAs(shop.app, { email, password: 'own password 12' });
    await verifyByMailedLink(shop.app, inbox, email);

    const { back } = await googleSignIn(email);
    expect((await sessionUserOf(back))?._id).toBe(account.user._id);
    expect((await signInWithPassword(email, 'own password 12')).statusCode).toBe(200);
    const still = await oldCredentialsAnswer(account);
    expect(still.token).toBe(200);
    expect(still.sessionUser).toMatchObject({ _id: account.user._id });
  });

  test('a listed password account is never promoted by signing in, only once its mailed link proves the email', async () => {
    const account = await signUpAs(shop.app, {
      email: LISTED.mailed,
      password: 'listed password 1',
    });
    expect(account.user.role).toBe('customer');
    const before = await signInWithPassword(LISTED.mailed, 'listed password 1');
    expect(before.json<{ user: { role: string } }>().user.role).toBe('customer');

    await verifyByMailedLink(shop.app, inbox, LISTED.mailed);
    const after = await signInWithPassword(LISTED.mailed, 'listed password 1');
    expect(after.json<{ user: { role: string } }>().user.role).toBe('admin');
  });
});

describe('ADMIN_EMAILS grants admin only to an email Google has proven', () => {
  test('a new account for a listed, verified Google email is admin; an unverified one is nothing', async () => {
    const { back } = await googleSignIn(LISTED.created);
    expect((await sessionUserOf(back))?.role).toBe('admin');

    await googleSignIn(LISTED.unverified);
    const rows = await shop.database.db
      .select()
      .from(users)
      .where(eq(users.email, LISTED.unverified));
    expect(rows).toEqual([]);
  });

  test('a Google name that impersonates the shop is not taken for a customer', async () => {
    const { back } = await googleSignIn(uniqueEmail('circuit-haat-support'));
    const user = await sessionUserOf(back);
    expect(user?.role).toBe('customer');
    expect(user?.name).toBe('Customer');
  });
});

describe('without Google configured', () => {
  test('the Google routes answer 404 and the session says Google is not offered', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/auth/google' })).statusCode).toBe(
        404,
      );
      const session = await plain.app.inject({ method: 'GET', url: '/api/auth/session' });
      expect(session.json().providers).toEqual({ google: false });
    } finally {
      await plain.close();
    }
  });

  test('a Google client id without PUBLIC_URL stops the start with a message naming it', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      GOOGLE_CLIENT_ID: 'x',
      GOOGLE_CLIENT_SECRET: 'y',
    });
    await expect(buildApp({ config, database: shop.database })).rejects.toThrow(/PUBLIC_URL/);
  });
});
