import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Profile } from '../../../shared/schemas/profile.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUpAs, type SignedIn } from '../../test/auth-test-helpers.ts';
import { setRole } from '../users/index.ts';
import { GUESS_LIMITS } from '../../auth/password-guess-limits.ts';

let shop: TestApp;
let customer: SignedIn;
const password = 'first password';

beforeAll(async () => {
  shop = await createTestApp();
  customer = await signUpAs(shop.app, { name: 'Old Name', password });
});
afterAll(() => shop.close());

const call = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
  shop.app.inject({ method, url, headers: customer.headers, ...(payload && { payload }) });

describe('My Profile', () => {
  test('shows and changes the name and photo', async () => {
    const me = (await call('GET', '/api/me')).json<Profile>();
    expect(me).toMatchObject({
      name: 'Old Name',
      photoUrl: null,
      hasPassword: true,
      role: 'customer',
    });
    const photoUrl = `/images/${'a'.repeat(32)}.webp`;
    const changed = await call('PATCH', '/api/me', { name: 'New Name', photoUrl });
    expect(changed.json<Profile>()).toMatchObject({ name: 'New Name', photoUrl });
    expect(
      (await call('PATCH', '/api/me', { photoUrl: 'https://evil.example/me.png' })).statusCode,
    ).toBe(400);
    expect((await call('PATCH', '/api/me', { name: 'x'.repeat(81) })).statusCode).toBe(400);
  });

  test('changes the password only with the current one', async () => {
    const wrong = await call('POST', '/api/me/password', {
      currentPassword: 'not it',
      newPassword: 'second password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues).toEqual({ currentPassword: 'Current password is wrong' });
    const short = await call('POST', '/api/me/password', {
      currentPassword: password,
      newPassword: '12345',
    });
    expect(short.json().issues.newPassword).toBe('Must be 6 characaters or longer');

    const done = await call('POST', '/api/me/password', {
      currentPassword: password,
      newPassword: 'second password',
    });
    expect(done.statusCode).toBe(204);
    const login = (pw: string) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: customer.user.email, password: pw },
        remoteAddress: '10.9.9.9',
      });
    expect((await login(password)).statusCode).toBe(401);
    expect((await login('second password')).statusCode).toBe(200);
  });
});

describe('a staff password', () => {
  test('is at least 10 characters: a customer made admin keeps theirs, and changes it to 10 or more', async () => {
    const helper = await signUpAs(shop.app, { password: 'six ok' });
    await setRole(shop.database.db, helper.user.email, 'admin');
    const change = (newPassword: string) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/me/password',
        headers: helper.headers,
        payload: { currentPassword: 'six ok', newPassword },
      });
    const short = await change('nine char');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      message: "A staff account's password must be at least 10 characters",
      issues: { newPassword: "A staff account's password must be at least 10 characters" },
    });
    expect((await change('ten chars!')).statusCode).toBe(204);
  });

  test('a customer may still choose 6 characters', async () => {
    const buyer = await signUpAs(shop.app, { password: 'first one' });
    const changed = await shop.app.inject({
      method: 'POST',
      url: '/api/me/password',
      headers: buyer.headers,
      payload: { currentPassword: 'first one', newPassword: 'six ok' },
    });
    expect(changed.statusCode).toBe(204);
  });
});

describe('guessing the current password', () => {
  test('is limited like sign-in: after the failures allowed, a 429 with Retry-After, even for the right one', async () => {
    const victim = await signUpAs(shop.app, { password });
    const change = (currentPassword: string) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/me/password',
        headers: victim.headers,
        payload: { currentPassword, newPassword: 'taken over' },
        remoteAddress: '10.7.7.7',
      });
    for (let i = 0; i < GUESS_LIMITS.perAccountAndIp.limit; i++) {
      expect((await change(`guess number ${i}`)).statusCode).toBe(400);
    }
    const refused = await change(password);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/^Too many attempts\. Please try again in/);
    // The right password was not even checked: it still is the password.
    const login = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: victim.user.email, password },
      remoteAddress: '10.8.8.8',
    });
    expect(login.statusCode).toBe(200);
  });
});
