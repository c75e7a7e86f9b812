import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { AUTH_LIMITS } from '../../auth/auth-limits.ts';
import { signUpAs, uniqueEmail } from '../../test/auth-test-helpers.ts';
import {
  GUESS_LIMITS,
  SLOWDOWN_BASE_SECONDS,
  SLOWDOWN_MAX_SECONDS,
  slowdownSeconds,
} from '../../auth/password-guess-limits.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

const password = 'correct horse battery';

function attempt(url: string, payload: object, remoteAddress: string, app = shop.app) {
  return app.inject({ method: 'POST', url, payload, remoteAddress });
}

function expectTooMany(response: Awaited<ReturnType<typeof attempt>>) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(response.json().message).toMatch(
    /^Too many attempts\. Please try again in \d+ minutes?\.$/,
  );
}

const login = (email: string, password: string, ip: string, app = shop.app) =>
  attempt('/api/auth/login', { email, password }, ip, app);

describe('sign-in rate limits', () => {
  test('an email and address together get a limited number of failures, then a 429 with Retry-After', async () => {
    const email = uniqueEmail();
    await signUpAs(shop.app, { email, password });
    const { limit } = GUESS_LIMITS.perAccountAndIp;
    for (let i = 0; i < limit; i++) {
      expect((await login(email, 'guess' + i, '198.51.100.1')).statusCode).toBe(401);
    }
    const blocked = await login(email, password, '198.51.100.1');
    expectTooMany(blocked);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });

  test('wrong passwords from one address never lock the owner out of their own', async () => {
    const email = uniqueEmail('victim');
    await signUpAs(shop.app, { email, password });
    for (let i = 0; i < 12; i++) await login(email, 'guess' + i, '198.51.104.1');
    expect((await login(email, password, '198.51.104.2')).statusCode).toBe(200);
  });

  test('an email attacked from many addresses is slowed, never locked: a clean address still signs in', async () => {
    const email = uniqueEmail('spread');
    await signUpAs(shop.app, { email, password });
    const attackers = Array.from({ length: 12 }, (_, i) => `198.51.105.${i}`);
    for (const ip of attackers)
      expect((await login(email, 'wrong guess', ip)).statusCode).toBe(401);
    // Past the threshold: an address that failed gets one more try, then waits.
    const first = attackers[0] as string;
    expect((await login(email, 'guess again', first)).statusCode).toBe(401);
    const slowed = await login(email, password, first);
    expect(slowed.statusCode).toBe(429);
    const wait = Number(slowed.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(SLOWDOWN_BASE_SECONDS);
    expect(slowed.json().message).toMatch(
      /^Too many attempts\. Please try again in \d+ seconds?\.$/,
    );
    // The owner at home has no failures on this email: the right password passes.
    expect((await login(email, password, '198.51.105.200')).statusCode).toBe(200);
  });

  test('the slowdown grows with the failures and has a ceiling', () => {
    const threshold = GUESS_LIMITS.spreadAttack.limit;
    expect(slowdownSeconds(threshold)).toBe(SLOWDOWN_BASE_SECONDS);
    expect(slowdownSeconds(threshold + 10)).toBe(2 * SLOWDOWN_BASE_SECONDS);
    expect(slowdownSeconds(threshold + 1000)).toBe(SLOWDOWN_MAX_SECONDS);
  });

  test('an unknown email is limited exactly like a known one, so the limit tells nothing', async () => {
    const email = uniqueEmail('nobody');
    const { limit } = GUESS_LIMITS.perAccountAndIp;
    for (let i = 0; i < limit; i++) {
      expect((await login(email, password, '198.51.101.1')).statusCode).toBe(401);
    }
    expectTooMany(await login(email, password, '198.51.101.1'));
  });

  test('one address trying many emails is stopped too', async () => {
    const ip = '203.0.113.9';
    const { limit } = GUESS_LIMITS.perIp;
    for (let i = 0; i < limit; i++) {
      expect((await login(uniqueEmail('spray'), password, ip)).statusCode).toBe(401);
    }
    expectTooMany(await login(uniqueEmail('spray'), password, ip));
    // Another address is not affected.
    expect((await login(uniqueEmail(), password, '203.0.113.10')).statusCode).toBe(401);
  });

  test('the limit holds across several app instances on one database', async () => {
    const second = await buildApp({
      config: loadConfig({ NODE_ENV: 'test' }),
      database: shop.database,
      webDir: '/nonexistent-web-build',
    });
    try {
      const email = uniqueEmail('shared');
      const { limit } = GUESS_LIMITS.perAccountAndIp;
      for (let i = 0; i < limit; i++) {
        await login(email, password, '198.51.102.1', i % 2 === 0 ? shop.app : second);
      }
      expectTooMany(await login(email, password, '198.51.102.1', second));
      expectTooMany(await login(email, password, '198.51.102.1'));
    } finally {
      await second.close();
    }
  });
});

describe('sign-up rate limits', () => {
  test('one address can create only so many accounts an hour', async () => {
    const ip = '203.0.113.50';
    const { limit } = AUTH_LIMITS.signUpPerIp;
    for (let i = 0; i < limit; i++) {
      const body = { name: 'Bulk', email: uniqueEmail('bulk'), password };
      expect((await attempt('/api/auth/signup', body, ip)).statusCode).toBe(201);
    }
    const blocked = await attempt(
      '/api/auth/signup',
      { name: 'Bulk', email: uniqueEmail(), password },
      ip,
    );
    expectTooMany(blocked);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(59 * 60);
  });

  // Issue 44, I1 (decision 074): sign-up says an email is taken, so it is the one way to ask
  // whether an address has an account; that question is counted like any sign-up.
  test('I1: one address asking about taken emails gets the per-address sign-ups, then a 429', async () => {
    const taken = [];
    for (let i = 0; i < 10; i++) taken.push((await signUpAs(shop.app)).user.email);
    const ip = '203.0.113.51';
    const { limit } = AUTH_LIMITS.signUpPerIp;
    const statuses = [];
    for (let i = 0; i < limit; i++) {
      const email = taken[i % taken.length];
      statuses.push(
        (await attempt('/api/auth/signup', { name: 'Probe', email, password }, ip)).statusCode,
      );
    }
    expect(statuses).toEqual(Array<number>(limit).fill(409));
    expectTooMany(
      await attempt('/api/auth/signup', { name: 'Probe', email: uniqueEmail(), password }, ip),
    );
  });

  test('the per-address sign-up limit follows SIGNUP_LIMIT_PER_IP_PER_HOUR', async () => {
    const strict = await createTestApp({ env: { SIGNUP_LIMIT_PER_IP_PER_HOUR: '2' } });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        const response = await strict.app.inject({
          method: 'POST',
          url: '/api/auth/signup',
          payload: { name: 'Strict', email: uniqueEmail('strict'), password },
          remoteAddress: '203.0.113.77',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await strict.close();
    }
  });

  test('one email can be tried only so many times', async () => {
    const email = uniqueEmail('taken');
    const { limit } = AUTH_LIMITS.signUpPerEmail;
    const statuses = [];
    for (let i = 0; i < limit + 1; i++) {
      const response = await attempt(
        '/api/auth/signup',
        { name: 'Twin', email, password },
        `198.51.103.${i}`,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, ...Array<number>(limit - 1).fill(409), 429]);
  });
});
