import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { User } from '../../../shared/schemas/auth.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import { orders } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type SignedIn, signUpAs, signUpOwner } from '../../test/auth-test-helpers.ts';
import { setRole } from './users.service.ts';

let shop: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  shop = await createTestApp({ seeded: true });
  admin = await signUpOwner(shop.app, shop.database.db);
});
afterAll(() => shop.close());

const call = (as: SignedIn | undefined, method: 'GET' | 'PUT' | 'DELETE', url: string) =>
  shop.app.inject({ method, url, headers: as?.headers ?? {} });

describe('admin user management', () => {
  test('lists every account with role and sign-up date, for admins only', async () => {
    const customer = await signUpAs(shop.app, { name: 'Listed Customer' });
    const list = await call(admin, 'GET', '/api/user');
    expect(list.statusCode).toBe(200);
    const users = list.json<User[]>();
    expect(users.map((u) => u.email)).toEqual(
      expect.arrayContaining([admin.user.email, customer.user.email]),
    );
    expect(users.find((u) => u.email === admin.user.email)?.role).toBe('owner');
    expect(JSON.stringify(users)).not.toMatch(/password|argon/i);
    expect((await call(customer, 'GET', '/api/user')).statusCode).toBe(403);
    expect((await call(undefined, 'GET', '/api/user')).statusCode).toBe(401);
  });

  test('Make Admin promotes once; a customer trying it gets a 403', async () => {
    const customer = await signUpAs(shop.app);
    const other = await signUpAs(shop.app);
    const byCustomer = await call(customer, 'PUT', `/api/user/admin/${other.user.email}`);
    expect(byCustomer.statusCode).toBe(403);

    const first = await call(admin, 'PUT', `/api/user/admin/${customer.user.email}`);
    expect(first.json()).toEqual({ modifiedCount: 1 });
    const again = await call(admin, 'PUT', `/api/user/admin/${customer.user.email}`);
    expect(again.json()).toEqual({ modifiedCount: 0 });
    // The new role counts at once, with the token issued before the change.
    expect((await call(customer, 'GET', '/api/user')).statusCode).toBe(200);
    const unknown = await call(admin, 'PUT', '/api/user/admin/nobody@example.com');
    expect(unknown.statusCode).toBe(404);
  });

  test('a demoted admin loses admin access immediately', async () => {
    const helper = await signUpAs(shop.app);
    await setRole(shop.database.db, helper.user.email, 'admin');
    expect((await call(helper, 'GET', '/api/user')).statusCode).toBe(200);
    await setRole(shop.database.db, helper.user.email, 'customer');
    expect((await call(helper, 'GET', '/api/user')).statusCode).toBe(403);
  });

  test('a deleted customer’s token stops working at once, and their orders remain', async () => {
    const customer = await signUpAs(shop.app, { name: 'Leaving Customer' });
    const product = (await call(undefined, 'GET', '/api/product?pageSize=1')).json<Product[]>()[0];
    const placed = await shop.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: customer.headers,
      payload: {
        productId: product?._id,
        quantity: 1,
        phone: '01712345678',
        address: 'Mirpur 10, Dhaka',
      },
    });
    expect(placed.statusCode).toBe(201);

    const deleted = await call(admin, 'DELETE', `/api/userDelete/${customer.user.email}`);
    expect(deleted.json()).toEqual({ deletedCount: 1 });
    const after = await call(customer, 'GET', `/api/my-orders?email=${customer.user.email}`);
    expect(after.statusCode).toBe(401);
    const kept = await shop.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, placed.json<{ insertedId: string }>().insertedId));
    expect(kept[0]).toMatchObject({ customerName: 'Leaving Customer', userId: null });
    const listed = (await call(admin, 'GET', '/api/user')).json<User[]>();
    expect(listed.map((u) => u.email)).not.toContain(customer.user.email);
  });

  test('an email that is not an email is a 400', async () => {
    expect((await call(admin, 'DELETE', '/api/userDelete/not-an-email')).statusCode).toBe(400);
  });

  test('nobody can delete themselves, and nobody at all the shop owner', async () => {
    const self = await call(admin, 'DELETE', `/api/userDelete/${admin.user.email}`);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toMatch(/your own account/);

    // Admins may delete each other; the owner, never, however many try at once.
    const second = await signUpAs(shop.app);
    await setRole(shop.database.db, second.user.email, 'admin');
    const attempts = await Promise.all([
      call(second, 'DELETE', `/api/userDelete/${admin.user.email}`),
      call(second, 'DELETE', `/api/userDelete/${admin.user.email}`),
    ]);
    expect(attempts.map((a) => a.statusCode)).toEqual([403, 403]);
    expect((await call(admin, 'GET', '/api/user')).statusCode).toBe(200);
    const byOwner = await call(admin, 'DELETE', `/api/userDelete/${second.user.email}`);
    expect(byOwner.json()).toEqual({ deletedCount: 1 });
  });
});
