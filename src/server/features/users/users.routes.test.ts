import { eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../app.ts';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../auth/tokens.ts';
import { loadConfig } from '../../config.ts';
import { settings, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUpAs, signUpOwner, uniqueEmail, type SignedIn } from '../../test/auth-test-helpers.ts';
import { bumpTokenVersion, setRole } from './users.service.ts';

let shop: TestApp;
let admin: SignedIn;
let customer: SignedIn;
let secret: Uint8Array;

beforeAll(async () => {
  shop = await createTestApp();
  admin = await signUpOwner(shop.app, shop.database.db);
  customer = await signUpAs(shop.app);
  const [row] = await shop.database.db
    .select()
    .from(settings)
    .where(eq(settings.key, 'jwt_secret'));
  secret = new TextEncoder().encode(row?.value);
});
afterAll(() => shop.close());

function askAdmin(email: string, headers: Record<string, string> = {}) {
  return shop.app.inject({
    method: 'GET',
    url: `/api/admin/${encodeURIComponent(email)}`,
    headers,
  });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('PUT /api/user/:email', () => {
  test('answers a token for the identity session, carrying the pinned algorithm and claims', async () => {
    const response = await shop.app.inject({
      method: 'PUT',
      url: `/api/user/${customer.user.email.toUpperCase()}`,
      headers: { cookie: customer.cookie },
      payload: { email: customer.user.email },
    });
    expect(response.statusCode).toBe(200);
    const { token } = response.json();
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'HS256' });
    const { payload } = await jwtVerify(token, secret, {
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
    });
    expect(payload).toMatchObject({
      sub: customer.user._id,
      email: customer.user.email,
      token_version: 0,
      // The session it was issued from: closing that session revokes it.
      sid: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(15 * 60);
  });

  test('answers 401 without an identity session, even with a valid token', async () => {
    const response = await shop.app.inject({
      method: 'PUT',
      url: `/api/user/${customer.user.email}`,
      headers: customer.headers,
    });
    expect(response.statusCode).toBe(401);
  });

  test("answers 403 when the email is not the session's", async () => {
    const other = await shop.app.inject({
      method: 'PUT',
      url: `/api/user/${admin.user.email}`,
      headers: { cookie: customer.cookie },
    });
    expect(other.statusCode).toBe(403);
    const mismatchedBody = await shop.app.inject({
      method: 'PUT',
      url: `/api/user/${customer.user.email}`,
      headers: { cookie: customer.cookie },
      payload: { email: admin.user.email },
    });
    expect(mismatchedBody.statusCode).toBe(403);
  });

  test('answers 400 for an over-long or malformed email', async () => {
    for (const email of [`${'a'.repeat(250)}@x.com`, 'not-an-email']) {
      const response = await shop.app.inject({
        method: 'PUT',
        url: `/api/user/${email}`,
        headers: { cookie: customer.cookie },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues.email).toBeTruthy();
    }
  });
});

describe('GET /api/admin/:email', () => {
  test('tells a user about themselves', async () => {
    expect((await askAdmin(customer.user.email, customer.headers)).json()).toEqual({
      admin: false,
    });
    expect((await askAdmin(admin.user.email, admin.headers)).json()).toEqual({ admin: true });
  });

  test('refuses a customer asking about someone else, and answers an admin', async () => {
    expect((await askAdmin(admin.user.email, customer.headers)).statusCode).toBe(403);
    expect((await askAdmin(customer.user.email, admin.headers)).json()).toEqual({ admin: false });
    expect((await askAdmin(uniqueEmail('nobody'), admin.headers)).json()).toEqual({ admin: false });
  });

  test('answers 401 without a token and 400 for an over-long email', async () => {
    expect((await askAdmin(customer.user.email)).statusCode).toBe(401);
    const long = await askAdmin(`${'a'.repeat(250)}@x.com`, customer.headers);
    expect(long.statusCode).toBe(400);
  });

  test('reads the role from the database on every request, never from the token', async () => {
    const promoted = await signUpAs(shop.app);
    expect((await askAdmin(customer.user.email, promoted.headers)).statusCode).toBe(403);
    await setRole(shop.database.db, promoted.user.email, 'admin');
    expect((await askAdmin(customer.user.email, promoted.headers)).statusCode).toBe(200);
    await setRole(shop.database.db, promoted.user.email, 'customer');
    expect((await askAdmin(customer.user.email, promoted.headers)).statusCode).toBe(403);
  });
});

describe('bearer tokens', () => {
  const claims = () => ({
    email: customer.user.email,
    token_version: 0,
    sid: decodeJwt(customer.token).sid,
  });
  const signed = (build: (jwt: SignJWT) => SignJWT, key = secret, alg = 'HS256') =>
    build(new SignJWT(claims()).setProtectedHeader({ alg }).setSubject(customer.user._id)).sign(
      key,
    );
  const genuine = (jwt: SignJWT) =>
    jwt.setIssuer(TOKEN_ISSUER).setAudience(TOKEN_AUDIENCE).setIssuedAt().setExpirationTime('5m');

  test('a token made the same way as ours is accepted (the forgeries below differ in one thing)', async () => {
    const response = await askAdmin(customer.user.email, bearer(await signed(genuine)));
    expect(response.statusCode).toBe(200);
  });

  test.each<[string, () => Promise<string>]>([
    [
      'alg "none"',
      async () => {
        const payload = decodeJwt(customer.token);
        return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
      },
    ],
    ['a wrong signature', () => signed(genuine, new TextEncoder().encode('x'.repeat(32)))],
    [
      'a tampered payload (another user as subject)',
      async () => {
        const [header, , signature] = customer.token.split('.');
        const payload = {
          ...decodeJwt(customer.token),
          sub: admin.user._id,
          email: admin.user.email,
        };
        return `${header}.${base64url(payload)}.${signature}`;
      },
    ],
    [
      'an expired exp',
      () =>
        signed((jwt) =>
          jwt
            .setIssuer(TOKEN_ISSUER)
            .setAudience(TOKEN_AUDIENCE)
            .setIssuedAt(Math.floor(Date.now() / 1000) - 600)
            .setExpirationTime(Math.floor(Date.now() / 1000) - 60),
        ),
    ],
    [
      'no exp',
      () => signed((jwt) => jwt.setIssuer(TOKEN_ISSUER).setAudience(TOKEN_AUDIENCE).setIssuedAt()),
    ],
    ['another algorithm (HS512) with the right secret', () => signed(genuine, secret, 'HS512')],
    ['another issuer', () => signed((jwt) => genuine(jwt).setIssuer('someone-else'))],
    ['another audience', () => signed((jwt) => genuine(jwt).setAudience('another-api'))],
    ['a subject that is not an id', () => signed((jwt) => genuine(jwt).setSubject('admin'))],
    [
      "a genuine signature, but another account's session",
      () =>
        genuine(
          new SignJWT({ ...claims(), email: admin.user.email })
            .setProtectedHeader({ alg: 'HS256' })
            .setSubject(admin.user._id),
        ).sign(secret),
    ],
  ])('a token with %s gets a 401', async (_what, forge) => {
    const response = await askAdmin(customer.user.email, bearer(await forge()));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Please sign in to continue.');
  });

  test('a token whose version is stale gets a 401, and a fresh one works', async () => {
    const someone = await signUpAs(shop.app);
    await bumpTokenVersion(shop.database.db, someone.user._id);
    expect((await askAdmin(someone.user.email, someone.headers)).statusCode).toBe(401);
    const fresh = await shop.app.inject({
      method: 'PUT',
      url: `/api/user/${someone.user.email}`,
      headers: { cookie: someone.cookie },
    });
    const token = fresh.json<{ token: string }>().token;
    expect(decodeJwt(token).token_version).toBe(1);
    expect((await askAdmin(someone.user.email, bearer(token))).statusCode).toBe(200);
  });

  test('the token of a deleted account gets a 401', async () => {
    const someone = await signUpAs(shop.app);
    await shop.database.db.delete(users).where(eq(users.id, someone.user._id));
    expect((await askAdmin(someone.user.email, someone.headers)).statusCode).toBe(401);
  });

  test.each([
    ['no space after Bearer', (t: string) => `Bearer${t}`],
    ['another scheme', (t: string) => `Basic ${t}`],
    ['the bare token', (t: string) => t],
    ['garbage', () => 'Bearer not.a.token'],
  ])('an authorization header with %s gets a 401', async (_what, header) => {
    const response = await askAdmin(customer.user.email, { authorization: header(customer.token) });
    expect(response.statusCode).toBe(401);
  });

  test('another instance on the same database accepts the token: the secret is shared', async () => {
    const second = await buildApp({
      config: loadConfig({ NODE_ENV: 'test' }),
      database: shop.database,
      webDir: '/nonexistent-web-build',
    });
    try {
      const response = await second.inject({
        method: 'GET',
        url: `/api/admin/${customer.user.email}`,
        headers: customer.headers,
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});

describe('JWT_SECRET', () => {
  test('signs tokens when set, and nothing is generated', async () => {
    const jwtSecret = 'a-configured-secret-of-at-least-32-chars';
    const own = await createTestApp({ env: { JWT_SECRET: jwtSecret } });
    try {
      const someone = await signUpAs(own.app);
      await jwtVerify(someone.token, new TextEncoder().encode(jwtSecret), {
        algorithms: ['HS256'],
      });
      // Migrations write the shop's defaults there; no secret was generated beside them.
      const keys = (await own.database.db.select().from(settings)).map((row) => row.key);
      expect(keys).not.toContain('jwt_secret');
    } finally {
      await own.close();
    }
  });
});
