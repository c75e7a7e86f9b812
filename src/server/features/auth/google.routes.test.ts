import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { TEST_CLIENT } from '../../../../e2e/fixtures/oidc-issuer.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { users } from '../../db/schema.ts';
import { createTestApp } from '../../test/test-app.ts';
import { PUBLIC_URL, useGoogleShop } from './google-test-shop.ts';
import { signUpAs, uniqueEmail } from '../../test/auth-test-helpers.ts';

// Google sign-in against the local OpenID provider: the round trip, new and linked accounts,
// and what is refused. Taking back a pre-hijacked account and ADMIN_EMAILS are in
// google-account-takeover.test.ts.

const google = useGoogleShop();

describe('Google sign-in', () => {
  test('redirects to the issuer with PKCE (S256), state, nonce and the registered callback', async () => {
    const start = await google.shop.app.inject({ method: 'GET', url: '/api/auth/google' });
    const url = new URL(start.headers.location as string);
    expect(url.origin).toBe(google.issuer.url);
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
    const session = await google.shop.app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(session.json().providers.google).toBe(true);
  });

  test('creates an account for a new verified email and returns to the page the visitor came from', async () => {
    const email = uniqueEmail('google-new');
    const { back } = await google.googleSignIn(email, '/products?category=gpu');
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/products?category=gpu');
    expect((await google.sessionUserOf(back))?.email).toBe(email);
    const [row] = await google.shop.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ googleSub: email, passwordHash: null });

    // Signing in again finds the same account by its subject.
    const again = await google.googleSignIn(email);
    expect((await google.sessionUserOf(again.back))?._id).toBe(row?.id);
  });

  test('links to the existing account with the same verified email, and proves the email', async () => {
    const email = uniqueEmail('linked');
    const existing = await signUpAs(google.shop.app, { email });
    const { back } = await google.googleSignIn(email);
    expect(back.headers.location).toBe('/products');
    expect((await google.sessionUserOf(back))?._id).toBe(existing.user._id);
    const [row] = await google.shop.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.googleSub).toBe(email);
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  test('an unverified email neither links nor creates an account', async () => {
    const email = uniqueEmail('someone').replace('@example.com', '@unverified.test');
    await signUpAs(google.shop.app, { email });
    const { back } = await google.googleSignIn(email);
    expect(back.headers.location).toBe('/login?error=google-unverified&from=%2Fproducts');
    expect(back.cookies.some((c) => c.name === 'ch_session' && c.value)).toBe(false);
    const [row] = await google.shop.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.googleSub).toBeNull();

    const stranger = uniqueEmail('stranger').replace('@example.com', '@unverified.test');
    await google.googleSignIn(stranger);
    expect(
      await google.shop.database.db.select().from(users).where(eq(users.email, stranger)),
    ).toEqual([]);
  });

  test('an answer without the transaction cookie, or with a changed state, opens nothing', async () => {
    const email = uniqueEmail('csrf');
    const start = await google.shop.app.inject({ method: 'GET', url: '/api/auth/google' });
    const callback = await google.signInAtIssuer(start.headers.location as string, email);
    const withoutCookie = await google.shop.app.inject({
      method: 'GET',
      url: callback.pathname + callback.search,
    });
    expect(withoutCookie.headers.location).toBe('/login?error=google');

    const cookie = start.cookies.find((c) => c.name === 'ch_oidc')?.value ?? '';
    callback.searchParams.set('state', 'forged');
    const forged = await google.shop.app.inject({
      method: 'GET',
      url: callback.pathname + callback.search,
      headers: { cookie: `ch_oidc=${cookie}` },
    });
    expect(forged.headers.location).toBe('/login?error=google');
    expect(
      await google.shop.database.db.select().from(users).where(eq(users.email, email)),
    ).toEqual([]);
  });

  test.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example'])(
    'never returns the visitor to another site (%s)',
    async (returnTo) => {
      const { back } = await google.googleSignIn(uniqueEmail('redirect'), returnTo);
      expect(back.headers.location).toBe('/');
    },
  );
});

describe('without Google configured', () => {
  test('the Google routes answer 404 and the session says Google is not offered', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/auth/google' })).statusCode).toBe(
        404,
      );
      const session = await plain.app.inject({ method: 'GET', url: '/api/auth/session' });
      expect(session.json().providers.google).toBe(false);
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
    await expect(buildApp({ config, database: google.shop.database })).rejects.toThrow(
      /PUBLIC_URL/,
    );
  });
});
