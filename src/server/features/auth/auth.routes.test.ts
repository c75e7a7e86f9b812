import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { messages } from '../../../shared/messages.ts';
import { configurePasswordWork } from '../../auth/passwords.ts';
import { loadConfig } from '../../config.ts';
import { sessions, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sessionCookieOf, signUpAs, uniqueEmail } from '../../test/auth-test-helpers.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

const password = 'correct horse battery';

function post(url: string, payload: unknown, remoteAddress = '192.0.2.10') {
  return shop.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
}

function session(cookie?: string) {
  return shop.app.inject({
    method: 'GET',
    url: '/api/auth/session',
    headers: cookie ? { cookie } : {},
  });
}

describe('sign-up', () => {
  test('creates the account with a lower-case email, opens a session and never shows the hash', async () => {
    const response = await post('/api/auth/signup', {
      name: '  Rahim Uddin ',
      email: ' Rahim.Uddin@Example.COM ',
      password,
    });
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toMatchObject({ name: 'Rahim Uddin', email: 'rahim.uddin@example.com' });
    expect(Object.keys(user).sort()).toEqual(['_id', 'createdAt', 'email', 'name', 'role']);
    expect(response.body).not.toContain('argon2');

    const cookie = response.cookies.find((c) => c.name === 'ch_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const [row] = await shop.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'rahim.uddin@example.com'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  test('keeps only a hash of the session id, with an expiry about two weeks away', async () => {
    const { cookie, user } = await signUpAs(shop.app);
    const id = cookie.split('=')[1] as string;
    const rows = await shop.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user._id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(createHash('sha256').update(id).digest('hex'));
    const days = ((rows[0]?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
  });

  test('refuses an email that already has an account, whatever its case', async () => {
    const email = uniqueEmail();
    await signUpAs(shop.app, { email });
    const again = await post('/api/auth/signup', {
      name: 'Twin',
      email: email.toUpperCase(),
      password,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already exists/);
  });

  test('answers every missing field with the validation message', async () => {
    const response = await post('/api/auth/signup', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual({
      name: messages.validation.nameRequired,
      email: messages.validation.emailRequired,
      password: messages.validation.passwordRequired,
    });
    const blank = await post('/api/auth/signup', { name: ' ', email: '', password: '' });
    expect(blank.json().issues).toEqual({
      name: 'Name is Required',
      email: 'Email is Required',
      password: 'Password is Required',
    });
  });

  test('answers a bad email and a short password with the validation messages', async () => {
    const response = await post('/api/auth/signup', {
      name: 'A',
      email: 'not-an-email',
      password: '12345',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual({
      email: 'Provide a valid Email',
      password: 'Must be 6 characaters or longer',
    });
  });

  test.each([
    ['name', { name: 'n'.repeat(81) }, 'Name must be at most 80 characters'],
    ['email', { email: `${'e'.repeat(250)}@x.com` }, 'Email must be at most 254 characters'],
    ['password', { password: 'p'.repeat(129) }, 'Password must be at most 128 characters'],
    ['password', { password: 'p'.repeat(100_000) }, undefined],
    ['name', { name: 42 }, 'Name is Required: send it as text'],
  ])(
    'answers an over-long or wrong-typed %s with a 400, not a 500',
    async (field, change, message) => {
      const response = await post('/api/auth/signup', {
        name: 'Karim',
        email: uniqueEmail(),
        password,
        ...change,
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      if (message) expect(response.json().issues[field]).toBe(message);
    },
  );
});

describe('sign-in', () => {
  test('opens a session with the right password and the email in any case', async () => {
    const email = uniqueEmail();
    await signUpAs(shop.app, { email, password });
    const response = await post('/api/auth/login', { email: email.toUpperCase(), password });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(email);
    const opened = await session(sessionCookieOf(response));
    expect(opened.json().user.email).toBe(email);
  });

  test('answers an unknown email, a wrong password and a Google-only account exactly alike', async () => {
    const email = uniqueEmail();
    await signUpAs(shop.app, { email, password });
    const googleOnly = uniqueEmail('google');
    await shop.database.db.insert(users).values({ email: googleOnly, name: 'G', googleSub: 'g-1' });

    const wrong = await post('/api/auth/login', { email, password: 'wrong password' });
    const unknown = await post('/api/auth/login', { email: uniqueEmail('nobody'), password });
    const google = await post('/api/auth/login', { email: googleOnly, password });
    for (const response of [wrong, unknown, google]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Wrong email or password.',
      });
      expect(response.cookies).toEqual([]);
    }
  });

  test('checks a password for an unknown email as for a wrong one, so both take as long', async () => {
    const email = uniqueEmail();
    await signUpAs(shop.app, { email, password });
    // With no room for password work, every sign-in that does it is told the shop is
    // busy. One that skipped the work for an unknown email would answer 401 at once, in
    // a fraction of the time, and tell an attacker which emails have accounts.
    configurePasswordWork({ concurrency: 0, queue: 0 });
    try {
      for (const body of [
        { email, password: 'wrong password' },
        { email: uniqueEmail('nobody'), password },
      ]) {
        const response = await post('/api/auth/login', body, '192.0.2.77');
        expect(response.statusCode, body.email).toBe(503);
        expect(response.json().message).toContain('busy checking passwords');
      }
    } finally {
      const config = loadConfig({ NODE_ENV: 'test' });
      configurePasswordWork({
        concurrency: config.PASSWORD_HASH_CONCURRENCY,
        queue: config.PASSWORD_HASH_QUEUE,
      });
    }
  });

  test('validates like the sign-up form', async () => {
    const response = await post('/api/auth/login', { email: 'x', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual({
      email: 'Provide a valid Email',
      password: 'Password is Required',
    });
  });
});

describe('the identity session', () => {
  test('says who is signed in, or nobody, and whether Google and SMS codes are offered', async () => {
    const anonymous = await session();
    // No SMS gateway outside production: the code goes to the log, and the option is shown.
    expect(anonymous.json()).toEqual({ user: null, providers: { google: false, phone: true } });
    const { cookie, user } = await signUpAs(shop.app);
    expect((await session(cookie)).json().user).toEqual(user);
  });

  test('sign-out ends the session and clears the cookie', async () => {
    const { cookie, user } = await signUpAs(shop.app);
    const out = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'ch_session')?.value).toBe('');
    expect((await session(cookie)).json().user).toBeNull();
    const rows = await shop.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user._id));
    expect(rows).toEqual([]);
    const token = await shop.app.inject({
      method: 'PUT',
      url: `/api/user/${user.email}`,
      headers: { cookie },
    });
    expect(token.statusCode).toBe(401);
  });

  test('an expired session is no session', async () => {
    const { cookie, user } = await signUpAs(shop.app);
    await shop.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user._id));
    expect((await session(cookie)).json().user).toBeNull();
  });

  test('a session in use is extended, and its cookie sent again', async () => {
    const { cookie, user } = await signUpAs(shop.app);
    await shop.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 3 * 86_400_000) })
      .where(eq(sessions.userId, user._id));
    const response = await session(cookie);
    expect(response.json().user.email).toBe(user.email);
    expect(sessionCookieOf(response)).toBe(cookie);
    const [row] = await shop.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user._id));
    expect((row?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(13 * 86_400_000);
  });

  test('a forged session cookie opens nothing', async () => {
    const response = await session(`ch_session=${'A'.repeat(43)}`);
    expect(response.json().user).toBeNull();
  });
});
