import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ActivityEntry } from '../../../shared/schemas/activity.ts';
import { signUpAs, signUpOwner, tokenFor, type SignedIn } from '../../test/auth-test-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Every save of a setting is in the activity log: who, when, which setting and which of its
// fields the save changed (old and new values for plain ones).

let shop: TestApp;
let owner: SignedIn;
let admin: SignedIn;

const call = (who: SignedIn, method: 'GET' | 'PUT', url: string, payload?: object) =>
  shop.app.inject({ method, url, headers: who.headers, ...(payload && { payload }) });

async function settingEntries() {
  const answer = await call(owner, 'GET', '/api/admin/activity');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer
    .json<ActivityEntry[]>()
    .filter((entry) => entry.action === 'settings-change')
    .map(({ actor, target, details }) => ({ actor, target, details }));
}

beforeAll(async () => {
  shop = await createTestApp();
  owner = await signUpOwner(shop.app, shop.database.db);
  const staff = await signUpAs(shop.app, { name: 'Karim Rahman' });
  const made = await call(owner, 'PUT', `/api/user/admin/${encodeURIComponent(staff.user.email)}`);
  expect(made.statusCode, made.body).toBe(200);
  const token = await tokenFor(shop.app, staff.user.email, staff.cookie);
  admin = { ...staff, token, headers: { authorization: `Bearer ${token}` } };
});
afterAll(() => shop.close());

describe('settings changes in the activity log', () => {
  test('each save names who, the setting and the fields it changed', async () => {
    const low = await call(owner, 'PUT', '/api/admin/low-stock-setting', { lowStockAt: 7 });
    expect(low.statusCode, low.body).toBe(200);
    const cap = await call(admin, 'PUT', '/api/admin/phone-code-setting', { hourlyCap: 50 });
    expect(cap.statusCode, cap.body).toBe(200);
    const rules = await call(owner, 'GET', '/api/admin/payment-rules');
    const saved = await call(owner, 'PUT', '/api/admin/payment-rules', {
      ...rules.json<object>(),
      codLimit: 20000,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    // Newest first; the fields the save left as they were are not named.
    expect(await settingEntries()).toEqual([
      { actor: owner.user.email, target: 'Payment rules', details: 'codLimit: none to 20000' },
      { actor: admin.user.email, target: 'Sign-in code SMS cap', details: 'hourlyCap: 200 to 50' },
      {
        actor: owner.user.email,
        target: 'Low stock',
        details: expect.stringMatching(/^lowStockAt: \d+ to 7$/),
      },
    ]);
  });

  test('a refused save and a save that changes nothing add no entry', async () => {
    const before = await settingEntries();
    const refused = await call(owner, 'PUT', '/api/admin/low-stock-setting', { lowStockAt: -1 });
    expect(refused.statusCode).toBe(400);
    const same = await call(owner, 'PUT', '/api/admin/low-stock-setting', { lowStockAt: 7 });
    expect(same.statusCode, same.body).toBe(200);
    expect(await settingEntries()).toEqual(before);
  });

  test('a whole settings form names the changed fields only', async () => {
    const current = await call(owner, 'GET', '/api/shop');
    expect(current.statusCode, current.body).toBe(200);
    const shopSettings = current.json<Record<string, unknown>>();
    const saved = await call(owner, 'PUT', '/api/shop', {
      ...shopSettings,
      name: 'Circuit Haat BD',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [latest] = await settingEntries();
    expect(latest).toEqual({
      actor: owner.user.email,
      target: 'Shop',
      details: expect.stringMatching(/^name: .+ to Circuit Haat BD$/),
    });
  });
});
