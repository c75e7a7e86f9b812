import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, test } from 'vitest';
import { users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUpAs, signUpOwner, uniqueEmail } from '../../test/auth-test-helpers.ts';
import { ownerSetupMessage, ownerSetupToken, ownerSetupUrl } from './owner-setup.ts';
import { setRole } from './users.service.ts';

let shop: TestApp | undefined;
afterEach(async () => {
  await shop?.close();
  shop = undefined;
});

const password = 'correct horse battery';
const signUp = (app: TestApp['app'], body: object) =>
  app.inject({ method: 'POST', url: '/api/auth/signup', payload: { password, ...body } });

async function usersNamed(app: TestApp, email: string) {
  return app.database.db.select().from(users).where(eq(users.email, email));
}

describe('taking over a fresh shop', () => {
  test('the first accounts of an empty shop are customers, even one listed in ADMIN_EMAILS', async () => {
    const listed = uniqueEmail('boss');
    shop = await createTestApp({ env: { ADMIN_EMAILS: listed } });
    const stranger = await signUpAs(shop.app);
    const claimer = await signUpAs(shop.app, { email: listed });
    expect([stranger.user.role, claimer.user.role]).toEqual(['customer', 'customer']);
    for (const caller of [stranger, claimer]) {
      const list = await shop.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: caller.headers,
      });
      expect(list.statusCode).toBe(403);
    }
  });
});

describe('the owner setup link', () => {
  test('an empty shop has one token, the same for every instance, printed as a setup link', async () => {
    shop = await createTestApp();
    const token = await ownerSetupToken(shop.database.db);
    expect(token).toMatch(/^[\w-]{43}$/); // 32 random bytes
    expect(await ownerSetupToken(shop.database.db)).toBe(token);
    const url = ownerSetupUrl({ PUBLIC_URL: 'https://shop.example/', PORT: 3000 }, token!);
    expect(url).toBe(`https://shop.example/setup?token=${token}`);
    expect(ownerSetupMessage(ownerSetupUrl({ PORT: 3000 }, token!))).toBe(
      `Open http://localhost:3000/setup?token=${token} to create the shop owner's account`,
    );
  });

  test('makes the owner once; the token then dies, and a wrong or spent one creates nothing', async () => {
    shop = await createTestApp();
    const setupToken = (await ownerSetupToken(shop.database.db))!;

    const wrongEmail = uniqueEmail('wrong');
    const wrong = await signUp(shop.app, { name: 'Guesser', email: wrongEmail, setupToken: 'x' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toMatch(/setup link is not valid/);
    expect(await usersNamed(shop, wrongEmail)).toEqual([]);

    const owner = await signUpAs(shop.app, { name: 'Circuit Haat Owner', setupToken });
    expect(owner.user.role).toBe('owner');
    expect(await ownerSetupToken(shop.database.db)).toBeUndefined();

    const lateEmail = uniqueEmail('late');
    const late = await signUp(shop.app, { name: 'Late', email: lateEmail, setupToken });
    expect(late.statusCode).toBe(403);
    expect(await usersNamed(shop, lateEmail)).toEqual([]);
  });

  test("the owner's password is at least 10 characters; the link still works after a refusal", async () => {
    shop = await createTestApp();
    const setupToken = (await ownerSetupToken(shop.database.db))!;
    const email = uniqueEmail('owner');
    const short = await signUp(shop.app, {
      name: 'Owner',
      email,
      password: 'nine char',
      setupToken,
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      issues: { password: "A staff account's password must be at least 10 characters" },
    });
    expect(await usersNamed(shop, email)).toEqual([]);
    const owner = await signUp(shop.app, {
      name: 'Owner',
      email,
      password: 'ten chars!',
      setupToken,
    });
    expect(owner.statusCode).toBe(201);
  });

  test('exactly one of many sign-ups racing with the same token becomes the owner', async () => {
    shop = await createTestApp();
    const setupToken = (await ownerSetupToken(shop.database.db))!;
    const app = shop.app;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        signUp(app, { name: `Racer ${n}`, email: uniqueEmail('racer'), setupToken }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 403, 403, 403, 403, 403]);
    const owners = await shop.database.db.select().from(users).where(eq(users.role, 'owner'));
    expect(owners).toHaveLength(1);
  });
});

describe('the owner', () => {
  test('is everything an admin is, says so, and can be neither demoted nor deleted', async () => {
    shop = await createTestApp();
    const owner = await signUpOwner(shop.app, shop.database.db);
    const helper = await signUpAs(shop.app);
    const db = shop.database.db;

    const list = await shop.app.inject({ method: 'GET', url: '/api/user', headers: owner.headers });
    expect(list.statusCode).toBe(200);
    const shown = list.json<{ email: string; role: string }[]>();
    expect(shown.find((u) => u.email === owner.user.email)?.role).toBe('owner');
    const asks = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/${encodeURIComponent(owner.user.email)}`,
      headers: owner.headers,
    });
    expect(asks.json()).toEqual({ admin: true });

    const made = await shop.app.inject({
      method: 'PUT',
      url: `/api/user/admin/${encodeURIComponent(helper.user.email)}`,
      headers: owner.headers,
    });
    expect(made.json()).toEqual({ modifiedCount: 1 });
    const deleted = await shop.app.inject({
      method: 'DELETE',
      url: `/api/userDelete/${encodeURIComponent(owner.user.email)}`,
      headers: helper.headers,
    });
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json().message).toBe("The shop owner's account cannot be deleted.");
    expect(await setRole(db, owner.user.email, 'customer')).toBe('owner');
    expect(await setRole(db, owner.user.email, 'admin')).toBe('unchanged');
    const [row] = await db.select().from(users).where(eq(users.email, owner.user.email));
    expect(row?.role).toBe('owner');
  });

  test('an admin can be revoked, and nobody becomes owner by any other path', async () => {
    shop = await createTestApp();
    await signUpOwner(shop.app, shop.database.db);
    const helper = await signUpAs(shop.app);
    const db = shop.database.db;
    expect(await setRole(db, helper.user.email, 'admin')).toBe('changed');
    expect(await setRole(db, helper.user.email, 'admin')).toBe('unchanged');
    expect(await setRole(db, helper.user.email, 'customer')).toBe('changed');
    expect(await setRole(db, uniqueEmail('ghost'), 'admin')).toBe('no-such-user');
    await expect(
      db.insert(users).values({ email: uniqueEmail('second'), name: 'Second', role: 'owner' }),
    ).rejects.toThrow();
  });
});
