import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signUpAs, type SignedIn } from '../test/auth-test-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { changedTables, tableDigests } from './table-digests.ts';

/**
 * Every route that takes text, sent a NUL in that text by each kind of caller: a 400
 * in the shop's error shape naming the field (or the 401/403 the caller gets anyway),
 * never a 500, and nothing changed. PostgreSQL refuses NUL in text, so before the
 * check these answered 500.
 */

const NUL = '\u0000';
let shop: TestApp;
let customer: SignedIn;
let admin: SignedIn;
let productId: string;
let orderId: string;
let imagePath: string;

beforeAll(async () => {
  shop = await createTestApp({ seeded: true });
  customer = await signUpAs(shop.app, { name: 'Nusrat Jahan' });
  admin = await signUpAs(shop.app, { name: 'Rahim Uddin' });
  // Roles set here, whatever sign-up grants the first account.
  const setRole = (email: string, role: string) =>
    shop.database.pool.query('update users set role = $2 where email = $1', [email, role]);
  await setRole(customer.user.email, 'customer');
  await setRole(admin.user.email, 'admin');
  const listed = await shop.app.inject({ method: 'GET', url: '/api/product?pageSize=1' });
  productId = listed.json<{ _id: string; image: string }[]>()[0]!._id;
  imagePath = listed.json<{ _id: string; image: string }[]>()[0]!.image;
  const placed = await shop.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: customer.headers,
    payload: { productId, quantity: 1, phone: '01712345678', address: 'Dhaka' },
  });
  orderId = placed.json<{ insertedId: string }>().insertedId;
});
afterAll(() => shop?.close());

type Access = 'public' | 'user' | 'admin';
interface Case {
  access: Access;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** With :productId and :orderId standing for the ids made in beforeAll. */
  url: string;
  body?: () => Record<string, unknown>;
  /** The field the answer must name. */
  field: string;
}

const e = encodeURIComponent;
const product = () => ({
  name: 'Fan',
  details: 'Quiet',
  price: 900,
  quantity: 3,
  image: imagePath,
});

const cases: Case[] = [
  { access: 'public', method: 'GET', url: `/api/product?q=${e(NUL)}`, field: 'q' },
  {
    access: 'public',
    method: 'POST',
    url: '/api/auth/login',
    body: () => ({ email: `a${NUL}@example.com`, password: 'correct horse battery' }),
    field: 'email',
  },
  {
    access: 'public',
    method: 'POST',
    url: '/api/auth/signup',
    body: () => ({ name: `N${NUL}`, email: 'new@example.com', password: 'correct horse' }),
    field: 'name',
  },
  {
    access: 'public',
    method: 'PUT',
    url: `/api/user/${e(`a${NUL}@example.com`)}`,
    field: 'email',
  },
  {
    access: 'public',
    method: 'GET',
    url: `/api/auth/google?returnTo=${e(`/x${NUL}`)}`,
    field: 'returnTo',
  },
  { access: 'public', method: 'GET', url: `/products/${e(NUL)}`, field: '*' },
  {
    access: 'user',
    method: 'POST',
    url: '/api/order',
    body: () => ({ productId, quantity: 1, phone: '01712345678', address: `Dhaka${NUL}` }),
    field: 'address',
  },
  {
    access: 'user',
    method: 'POST',
    url: '/api/reviews',
    body: () => ({ productId, phone: '01712345678', rating: 5, comment: `Good${NUL}` }),
    field: 'comment',
  },
  {
    access: 'user',
    method: 'PATCH',
    url: '/api/me',
    body: () => ({ name: `R${NUL}` }),
    field: 'name',
  },
  {
    access: 'user',
    method: 'POST',
    url: '/api/me/password',
    body: () => ({ currentPassword: `x${NUL}`, newPassword: 'correct horse 2' }),
    field: 'currentPassword',
  },
  {
    access: 'user',
    method: 'GET',
    url: `/api/my-orders?email=${e(`a${NUL}@example.com`)}`,
    field: 'email',
  },
  {
    access: 'user',
    method: 'GET',
    url: `/api/review?email=${e(`a${NUL}@example.com`)}`,
    field: 'email',
  },
  {
    access: 'user',
    method: 'GET',
    url: `/api/admin/${e(`a${NUL}@example.com`)}`,
    field: 'email',
  },
  {
    access: 'user',
    method: 'PATCH',
    url: '/api/orders/:orderId',
    body: () => ({ status: `cancelled${NUL}` }),
    field: 'status',
  },
  {
    access: 'admin',
    method: 'POST',
    url: '/api/products',
    body: () => ({ ...product(), details: `Quiet${NUL}` }),
    field: 'details',
  },
  {
    access: 'admin',
    method: 'PATCH',
    url: '/api/products/:productId',
    body: () => ({ name: `Fan${NUL}` }),
    field: 'name',
  },
  {
    access: 'admin',
    method: 'GET',
    url: `/api/manage-products?q=${e(NUL)}`,
    field: 'q',
  },
  {
    access: 'admin',
    method: 'GET',
    url: `/api/my-products?email=${e(`a${NUL}@example.com`)}`,
    field: 'email',
  },
  {
    access: 'admin',
    method: 'PUT',
    url: `/api/user/admin/${e(`a${NUL}@example.com`)}`,
    field: 'email',
  },
  {
    access: 'admin',
    method: 'DELETE',
    url: `/api/userDelete/${e(`a${NUL}@example.com`)}`,
    field: 'email',
  },
];

const callers = ['anonymous', 'customer', 'admin'] as const;
const allowed: Record<Access, readonly string[]> = {
  public: callers,
  user: ['customer', 'admin'],
  admin: ['admin'],
};

describe('a NUL in any text input', () => {
  for (const c of cases) {
    for (const caller of callers) {
      test(`${c.method} ${c.url.replace(/%00/g, '<NUL>')} as ${caller}`, async () => {
        const before = await tableDigests(shop.database.pool);
        const signedIn = caller === 'customer' ? customer : caller === 'admin' ? admin : undefined;
        const response = await shop.app.inject({
          method: c.method,
          url: c.url.replace(':productId', productId).replace(':orderId', orderId),
          headers: signedIn?.headers ?? {},
          ...(c.body ? { payload: c.body() } : {}),
        });
        if (allowed[c.access].includes(caller)) {
          expect(response.statusCode, response.body).toBe(400);
          const error = response.json<{ statusCode: number; message: string; issues: object }>();
          expect(error.statusCode).toBe(400);
          expect(error.message).toContain('control characters (U+0000)');
          expect(Object.keys(error.issues)).toEqual([c.field]);
        } else {
          expect([401, 403]).toContain(response.statusCode);
        }
        expect(changedTables(before, await tableDigests(shop.database.pool))).toEqual([]);
      });
    }
  }
});

describe('the kin of NUL', () => {
  const login = (email: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'correct horse battery' },
    });

  test.each([
    ['U+0001', '\u0001'],
    ['DEL', '\u007f'],
    ['a C1 control', '\u0085'],
    ['a lone high surrogate', '\ud800'],
    ['a lone low surrogate', '\udc00'],
    ['U+FFFE', '\ufffe'],
    ['U+FFFF', '\uffff'],
    ['a tab in a one-line field', '\t'],
  ])('%s is refused', async (_name, char) => {
    const response = await login(`a${char}b@example.com`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: object }>().issues).toHaveProperty('email');
  });

  test('line breaks and tabs are kept in multi-line text', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: customer.headers,
      payload: {
        productId,
        quantity: 1,
        phone: '01712345678',
        address: 'House 4\r\n\tRoad 7',
        district: 'Dhaka',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ order: { address: string } }>().order.address).toBe(
      'House 4\r\n\tRoad 7',
    );
  });

  test('an emoji (a surrogate pair) and Bangla are printable', async () => {
    const response = await shop.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: customer.headers,
      payload: { name: 'নুসরাত 😀' },
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  // Found by `npm run fuzz` (seed 1946611256): the multi-line lookup followed the key
  // "constructor" to Object's own constructor and answered 500.
  test('keys named like Object.prototype members are just unknown keys', async () => {
    for (const key of ['constructor', 'toString', 'hasOwnProperty', '__defineGetter__']) {
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: `{"${key}":"x","email":"nobody@example.com","password":"correct horse"}`,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, key).toBe(401);
    }
  });

  test('a field the schema ignores, and a key, are checked too', async () => {
    const extra = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { note: `x${NUL}` },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json<{ issues: object }>().issues).toHaveProperty('note');
    const key = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@example.com', password: 'correct horse', [`k${NUL}`]: 1 },
    });
    expect(key.statusCode).toBe(400);
    expect(key.json<{ issues: object }>().issues).toHaveProperty('k\\u0000');
  });
});
