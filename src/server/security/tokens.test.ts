import { eq } from 'drizzle-orm';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, TOKEN_LIFETIME_SECONDS } from '../auth/tokens.ts';
import { settings, users } from '../db/schema.ts';
import { type SignedIn, signUpAs, signUpOwner } from '../test/auth-test-helpers.ts';
import { bumpTokenVersion } from '../features/users/index.ts';
import { createListeningApp, type ListeningApp } from '../test/listening-app.ts';

/**
 * Every way a bearer token can be wrong gets a 401, over real HTTP, on an admin route
 * with an admin's identity: the token that would matter most to forge. The same list
 * for a customer's token is in features/users/users.routes.test.ts ("bearer tokens").
 */
let shop: ListeningApp;
let admin: SignedIn;
let secret: Uint8Array;

beforeAll(async () => {
  shop = await createListeningApp();
  admin = await signUpOwner(shop.app, shop.database.db);
  const [row] = await shop.database.db
    .select()
    .from(settings)
    .where(eq(settings.key, 'jwt_secret'));
  secret = new TextEncoder().encode(row?.value);
});
afterAll(() => shop?.close());

const now = () => Math.floor(Date.now() / 1000);
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token like ours for the admin, with one thing changed by `change`. */
function forge(
  change: (jwt: SignJWT) => SignJWT = (jwt) => jwt,
  options: { key?: Uint8Array; alg?: string; claims?: Record<string, unknown> } = {},
) {
  const claims = options.claims ?? {
    email: admin.user.email,
    token_version: 0,
    sid: decodeJwt(admin.token).sid,
  };
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
    .setSubject(admin.user._id)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('5m');
  return change(jwt).sign(options.key ?? secret);
}

function listUsers(token: string) {
  return fetch(`${shop.baseUrl}/api/user`, { headers: { authorization: `Bearer ${token}` } });
}

describe('bearer tokens on an admin route', () => {
  test('a token forged exactly like ours is accepted: each case below differs in one thing', async () => {
    expect((await listUsers(await forge())).status).toBe(200);
    expect((await listUsers(admin.token)).status).toBe(200);
  });

  test.each<[string, () => Promise<string>]>([
    [
      'alg "none"',
      async () => `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(decodeJwt(admin.token))}.`,
    ],
    ['HS512 while HS256 is pinned (right secret)', () => forge(undefined, { alg: 'HS512' })],
    ['HS384 while HS256 is pinned (right secret)', () => forge(undefined, { alg: 'HS384' })],
    [
      'a tampered payload (a longer life)',
      async () => {
        const [header, , signature] = admin.token.split('.');
        const payload = { ...decodeJwt(admin.token), exp: now() + 365 * 24 * 3600 };
        return `${header}.${base64url(payload)}.${signature}`;
      },
    ],
    [
      'an expired exp',
      () => forge((jwt) => jwt.setIssuedAt(now() - 600).setExpirationTime(now() - 60)),
    ],
    [
      'no exp',
      () =>
        new SignJWT({ email: admin.user.email, token_version: 0 })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(admin.user._id)
          .setIssuer(TOKEN_ISSUER)
          .setAudience(TOKEN_AUDIENCE)
          .setIssuedAt()
          .sign(secret),
    ],
    [
      'an exp in the future but issued longer ago than a token lives',
      () =>
        forge((jwt) =>
          jwt.setIssuedAt(now() - TOKEN_LIFETIME_SECONDS - 120).setExpirationTime(now() + 300),
        ),
    ],
    ['a wrong audience', () => forge((jwt) => jwt.setAudience('another-api'))],
    ['a wrong issuer', () => forge((jwt) => jwt.setIssuer('someone-else'))],
    ['another secret', () => forge(undefined, { key: new TextEncoder().encode('k'.repeat(48)) })],
    [
      'no token_version',
      () =>
        forge(undefined, { claims: { email: admin.user.email, sid: decodeJwt(admin.token).sid } }),
    ],
    [
      'no session (as issued before tokens named one)',
      () => forge(undefined, { claims: { email: admin.user.email, token_version: 0 } }),
    ],
    [
      'a session that is not open (signed out, or never was)',
      () =>
        forge(undefined, {
          claims: { email: admin.user.email, token_version: 0, sid: 'a'.repeat(64) },
        }),
    ],
    [
      'a key of its own embedded in the header (jwk)',
      async () => {
        const { privateKey, publicKey } = await generateKeyPair('ES256');
        return new SignJWT({ email: admin.user.email, token_version: 0 })
          .setProtectedHeader({ alg: 'ES256', jwk: await exportJWK(publicKey) })
          .setSubject(admin.user._id)
          .setIssuer(TOKEN_ISSUER)
          .setAudience(TOKEN_AUDIENCE)
          .setIssuedAt()
          .setExpirationTime('5m')
          .sign(privateKey);
      },
    ],
  ])('a token with %s gets a 401', async (_what, make) => {
    const response = await listUsers(await make());
    expect(response.status).toBe(401);
    expect(((await response.json()) as { message: string }).message).toBe(
      'Please sign in to continue.',
    );
  });

  test('a token is read only from the Authorization header, never a query or a cookie', async () => {
    const inQuery = await fetch(`${shop.baseUrl}/api/user?access_token=${admin.token}`);
    expect(inQuery.status).toBe(401);
    const inCookie = await fetch(`${shop.baseUrl}/api/user`, {
      headers: { cookie: `accessToken=${admin.token}; token=${admin.token}` },
    });
    expect(inCookie.status).toBe(401);
  });

  test('a stale token version gets a 401 on every route kind, and changes nothing', async () => {
    const second = await signUpAs(shop.app, { name: 'Second Helper' });
    await shop.database.db
      .update(users)
      .set({ role: 'admin' })
      .where(eq(users.id, second.user._id));
    expect((await listUsers(second.token)).status).toBe(200);
    await bumpTokenVersion(shop.database.db, second.user._id);

    expect((await listUsers(second.token)).status).toBe(401);
    const rename = await fetch(`${shop.baseUrl}/api/me`, {
      method: 'PATCH',
      headers: { ...second.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Renamed by a stale token' }),
    });
    expect(rename.status).toBe(401);
    const [row] = await shop.database.db.select().from(users).where(eq(users.id, second.user._id));
    expect(row?.name).toBe('Second Helper');
  });

  test('the token of a deleted admin gets a 401', async () => {
    const doomed = await signUpAs(shop.app, { name: 'Leaving Helper' });
    await shop.database.db
      .update(users)
      .set({ role: 'admin' })
      .where(eq(users.id, doomed.user._id));
    expect((await listUsers(doomed.token)).status).toBe(200);
    const deleted = await fetch(
      `${shop.baseUrl}/api/userDelete/${encodeURIComponent(doomed.user.email)}`,
      { method: 'DELETE', headers: admin.headers },
    );
    expect(deleted.status).toBe(200);
    expect((await listUsers(doomed.token)).status).toBe(401);
  });
});
