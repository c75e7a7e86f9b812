import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ActivityEntry } from '../../../shared/schemas/activity.ts';
import type { User } from '../../../shared/schemas/auth.ts';
import { tableDigests } from '../../security/table-digests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUpAs, signUpOwner, type SignedIn } from '../../test/auth-test-helpers.ts';

let shop: TestApp;
let owner: SignedIn;

beforeAll(async () => {
  shop = await createTestApp();
  owner = await signUpOwner(shop.app, shop.database.db);
});
afterAll(() => shop.close());

const call = (as: SignedIn | undefined, method: 'GET' | 'PUT' | 'DELETE', url: string) =>
  shop.app.inject({ method, url, headers: as?.headers ?? {} });
const makeAdmin = (by: SignedIn, whom: SignedIn) =>
  call(by, 'PUT', `/api/user/admin/${whom.user.email}`);
const removeAdmin = (by: SignedIn, email: string) =>
  call(by, 'DELETE', `/api/user/admin/${encodeURIComponent(email)}`);
const activity = async () =>
  (await call(owner, 'GET', '/api/admin/activity')).json<ActivityEntry[]>();
const roleOf = async (email: string) =>
  (await call(owner, 'GET', '/api/user')).json<User[]>().find((u) => u.email === email)?.role;

describe('taking admin back', () => {
  test('a demoted admin’s existing token is a customer’s from the next request', async () => {
    const helper = await signUpAs(shop.app, { name: 'Helper' });
    expect((await makeAdmin(owner, helper)).json()).toEqual({ modifiedCount: 1 });
    expect((await call(helper, 'GET', '/api/user')).statusCode).toBe(200);

    const removed = await removeAdmin(owner, helper.user.email);
    expect(removed.json()).toEqual({ modifiedCount: 1 });
    const after = await call(helper, 'GET', '/api/user');
    expect(after.statusCode).toBe(403);
    const isAdmin = await call(helper, 'GET', `/api/admin/${helper.user.email}`);
    expect(isAdmin.json()).toEqual({ admin: false });
    expect((await removeAdmin(owner, helper.user.email)).json()).toEqual({ modifiedCount: 0 });

    const [removeEntry, makeEntry] = await activity();
    expect(makeEntry).toMatchObject({
      actor: owner.user.email,
      action: 'make-admin',
      target: helper.user.email,
    });
    expect(removeEntry).toMatchObject({ action: 'remove-admin', target: helper.user.email });
  });

  test('an admin can take admin from another admin, but never from the owner or themselves', async () => {
    const first = await signUpAs(shop.app);
    const second = await signUpAs(shop.app);
    await makeAdmin(owner, first);
    await makeAdmin(owner, second);
    const before = await tableDigests(shop.database.pool);

    const onOwner = await removeAdmin(first, owner.user.email);
    expect(onOwner.statusCode).toBe(403);
    expect(onOwner.json().message).toMatch(/owner/);
    const onSelf = await removeAdmin(first, first.user.email);
    expect(onSelf.statusCode).toBe(409);
    const deleteOwner = await call(first, 'DELETE', `/api/userDelete/${owner.user.email}`);
    expect(deleteOwner.statusCode).toBe(403);
    expect(await tableDigests(shop.database.pool)).toEqual(before);
    expect(await roleOf(owner.user.email)).toBe('owner');
    // The owner too cannot step down by this call.
    expect((await removeAdmin(owner, owner.user.email)).statusCode).toBe(409);

    expect((await removeAdmin(first, second.user.email)).json()).toEqual({ modifiedCount: 1 });
    expect(await roleOf(second.user.email)).toBe('customer');
  });

  test('customers cannot, and bad or unknown emails are refused', async () => {
    const customer = await signUpAs(shop.app);
    const admin = await signUpAs(shop.app);
    await makeAdmin(owner, admin);
    expect((await removeAdmin(customer, admin.user.email)).statusCode).toBe(403);
    expect(
      (await call(undefined, 'DELETE', `/api/user/admin/${admin.user.email}`)).statusCode,
    ).toBe(401);
    const bad = await removeAdmin(owner, 'not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().issues)).toEqual(['email']);
    expect((await removeAdmin(owner, 'nobody@example.com')).statusCode).toBe(404);
    expect(await roleOf(admin.user.email)).toBe('admin');
  });
});

describe('the activity log', () => {
  test('is the owner’s alone, and records user deletion', async () => {
    const admin = await signUpAs(shop.app);
    await makeAdmin(owner, admin);
    const leaving = await signUpAs(shop.app);
    await call(admin, 'DELETE', `/api/userDelete/${leaving.user.email}`);
    expect((await activity())[0]).toMatchObject({
      actor: admin.user.email,
      action: 'delete-user',
      target: leaving.user.email,
    });
    const byAdmin = await call(admin, 'GET', '/api/admin/activity');
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe('Only the shop owner can read the activity log.');
    const customer = await signUpAs(shop.app);
    expect((await call(customer, 'GET', '/api/admin/activity')).statusCode).toBe(403);
    const paged = await call(owner, 'GET', '/api/admin/activity?pageSize=1&page=2');
    expect(paged.json<ActivityEntry[]>()).toHaveLength(1);
    expect(Number(paged.headers['x-total-count'])).toBeGreaterThan(2);
    const bad = await call(owner, 'GET', '/api/admin/activity?page=first');
    expect(Object.keys(bad.json().issues)).toEqual(['page']);
  });
});
