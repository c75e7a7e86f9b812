import { afterEach, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUpAs, uniqueEmail } from '../auth/auth-test-helpers.ts';
import { hasAdmin, setRole } from './users.service.ts';

let shop: TestApp | undefined;
afterEach(async () => {
  await shop?.close();
  shop = undefined;
});

describe('who becomes an admin', () => {
  test('the first account of an empty shop, and nobody after it', async () => {
    shop = await createTestApp();
    expect(await hasAdmin(shop.database.db)).toBe(false);
    const first = await signUpAs(shop.app);
    const second = await signUpAs(shop.app);
    expect(first.user.role).toBe('admin');
    expect(second.user.role).toBe('customer');
  });

  test('exactly one of many accounts created at the same moment in an empty shop', async () => {
    shop = await createTestApp();
    const app = shop.app;
    const accounts = await Promise.all(Array.from({ length: 8 }, () => signUpAs(app)));
    expect(accounts.filter((a) => a.user.role === 'admin')).toHaveLength(1);
  });

  test('an email listed in ADMIN_EMAILS, at sign-up, whatever its case', async () => {
    const listed = uniqueEmail('boss');
    shop = await createTestApp({
      env: { ADMIN_EMAILS: ` other@example.com, ${listed.toUpperCase()} ` },
    });
    await signUpAs(shop.app);
    const boss = await signUpAs(shop.app, { email: listed });
    const nobody = await signUpAs(shop.app);
    expect(boss.user.role).toBe('admin');
    expect(nobody.user.role).toBe('customer');
  });

  test('the last admin cannot be revoked, so the shop never falls back to "first account wins"', async () => {
    shop = await createTestApp();
    const owner = await signUpAs(shop.app);
    const helper = await signUpAs(shop.app);
    const db = shop.database.db;
    expect(await setRole(db, owner.user.email, 'customer')).toBe('last-admin');
    expect(await setRole(db, helper.user.email, 'admin')).toBe('changed');
    expect(await setRole(db, helper.user.email, 'admin')).toBe('unchanged');
    expect(await setRole(db, owner.user.email, 'customer')).toBe('changed');
    expect(await setRole(db, uniqueEmail('ghost'), 'admin')).toBe('no-such-user');
  });
});
