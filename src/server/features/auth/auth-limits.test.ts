import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { AUTH_LIMITS } from './auth-limits.ts';
import { signUpAs, uniqueEmail } from './auth-test-helpers.ts';

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

describe('sign-in rate limits', () => {
  test('an email gets a limited number of tries, from any address, then a 429 with Retry-After', async () => {
    const email = uniqueEmail();
    await signUpAs(shop.app, { email, password });
    const { limit } = AUTH_LIMITS.signInPerEmail;
    for (let i = 0; i < limit; i++) {
      const response = await attempt(
        '/api/auth/login',
        { email, password: 'guess' + i },
        `198.51.100.${i}`,
      );
      expect(response.statusCode).toBe(401);
    }
    const blocked = await attempt('/api/auth/login', { email, password }, '198.51.100.200');
    expectTooMany(blocked);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });

  test('an unknown email is limited exactly like a known one, so the limit tells nothing', async () => {
    const email = uniqueEmail('nobody');
    const { limit } = AUTH_LIMITS.signInPerEmail;
    for (let i = 0; i < limit; i++) {
      expect(
        (await attempt('/api/auth/login', { email, password }, `198.51.101.${i}`)).statusCode,
      ).toBe(401);
    }
    expectTooMany(await attempt('/api/auth/login', { email, password }, '198.51.101.200'));
  });

  test('one address trying many emails is stopped too', async () => {
    const ip = '203.0.113.9';
    const { limit } = AUTH_LIMITS.signInPerIp;
    for (let i = 0; i < limit; i++) {
      const response = await attempt(
        '/api/auth/login',
        { email: uniqueEmail('spray'), password },
        ip,
      );
      expect(response.statusCode).toBe(401);
    }
    expectTooMany(await attempt('/api/auth/login', { email: uniqueEmail('spray'), password }, ip));
    // Another address is not affected.
    const elsewhere = await attempt(
      '/api/auth/login',
      { email: uniqueEmail(), password },
      '203.0.113.10',
    );
    expect(elsewhere.statusCode).toBe(401);
  });

  test('the limit holds across several app instances on one database', async () => {
    const second = await buildApp({
      config: loadConfig({ NODE_ENV: 'test' }),
      database: shop.database,
      webDir: '/nonexistent-web-build',
    });
    try {
      const email = uniqueEmail('shared');
      const { limit } = AUTH_LIMITS.signInPerEmail;
      for (let i = 0; i < limit; i++) {
        const app = i % 2 === 0 ? shop.app : second;
        await attempt('/api/auth/login', { email, password }, `198.51.102.${i}`, app);
      }
      expectTooMany(
        await attempt('/api/auth/login', { email, password }, '198.51.102.200', second),
      );
      expectTooMany(await attempt('/api/auth/login', { email, password }, '198.51.102.201'));
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
