import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sessionCookieOf, tokenFor, type SignedIn } from '../../test/auth-test-helpers.ts';
import { call, checkoutBody } from '../../test/checkout-test-helpers.ts';
import { startPaymentShop, type PaymentShop } from '../../test/payment-test-helpers.ts';

// Decision 084: a visitor proves the phone by an SMS code before a cash order, always, and
// before an online-paid one unless the owner turned that off; then an account is made from
// the phone, unproved, and may only pay online. Nobody orders in an existing account by
// typing its phone.

let shop: PaymentShop;
beforeAll(async () => {
  shop = await startPaymentShop();
});
afterAll(async () => {
  await shop.close();
});

const CODE_OFF = { advanceDeliveryOutsideDhaka: false, codLimit: null, phoneCodeOnline: false };
const CODE_ON = { ...CODE_OFF, phoneCodeOnline: true };
let clients = 0;

function phoneAccount(body: object) {
  clients += 1;
  return shop.app.inject({
    method: 'POST',
    url: '/api/auth/phone-account',
    payload: body,
    remoteAddress: `10.84.0.${clients}`,
  });
}

async function signedInByPhone(name: string, phone: string): Promise<SignedIn> {
  const made = await phoneAccount({ name, phone });
  expect(made.statusCode, made.body).toBe(201);
  const cookie = sessionCookieOf(made);
  const token = await tokenFor(shop.app, phone, cookie);
  const user = made.json().user;
  return { user, cookie, token, headers: { authorization: `Bearer ${token}` } };
}

const order = (as: SignedIn, paymentMethod: string) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { ...as.headers, 'idempotency-key': randomUUID() },
    payload: checkoutBody({
      paymentMethod,
      contact: { name: as.user.name, phone: as.user.phone ?? '01712345678' },
      items: [{ productId: shop.products[0]?._id, quantity: 1 }],
    }),
  });

async function counts() {
  const { rows } = await shop.database.pool.query<{ users: number; orders: number }>(
    'select (select count(*) from users)::int as users, (select count(*) from orders)::int as orders',
  );
  return rows[0];
}

test('by default the code is asked for online payment too: no account is made from a phone alone', async () => {
  const methods = await call(shop, undefined, 'GET', '/api/payments/methods');
  expect(methods.json().rules.phoneCodeOnline).toBe(true);
  const before = await counts();
  const refused = await phoneAccount({ name: 'Karim Ahmed', phone: '01911000001' });
  expect(refused.statusCode).toBe(403);
  expect(refused.json().message).toContain('SMS code');
  expect(await counts()).toEqual(before);
});

test('with the code off for online payment, a new phone gets an unproved account that may pay online, never in cash', async () => {
  const saved = await call(shop, shop.admin, 'PUT', '/api/admin/payment-rules', CODE_OFF);
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json().phoneCodeOnline).toBe(false);
  const before = await counts();
  for (const bad of [
    { name: 'Karim', phone: '12345' },
    { name: '', phone: '01911000002' },
    { phone: '01911000002' },
  ]) {
    const refused = await phoneAccount(bad);
    expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
  }
  expect(await counts()).toEqual(before);

  const visitor = await signedInByPhone('Karim Ahmed', '+880 1911-000002');
  expect(visitor.user).toMatchObject({ email: null, phone: '01911000002', role: 'customer' });

  const cash = await order(visitor, 'cod');
  expect(cash.statusCode).toBe(403);
  expect(cash.json().message).toContain('Prove your phone with the SMS code');
  expect((await counts())?.orders).toBe(before?.orders);

  const online = await order(visitor, 'bkash');
  expect(online.statusCode, online.body).toBe(201);
  const mine = await call(shop, visitor, 'GET', '/api/my-orders');
  const ids = mine.json<{ _id: string }[]>().map((o) => o._id);
  expect(ids).toContain(online.json<{ orderId: string }>().orderId);

  // The phone has an account now: typing it again reaches nothing but the code.
  const again = await phoneAccount({ name: 'Someone Else', phone: '01911000002' });
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toContain('prove it with the SMS code');
  expect((await counts())?.users).toBe((before?.users ?? 0) + 1);

  // The owner turns the code back on: the unproved account waits for its code.
  await call(shop, shop.admin, 'PUT', '/api/admin/payment-rules', CODE_ON);
  const later = await order(visitor, 'bkash');
  expect(later.statusCode).toBe(403);
  expect(later.json().message).toContain('Prove your phone with the SMS code');
});

test('a proved phone account orders cash on delivery and its address is kept for the next order', async () => {
  await call(shop, shop.admin, 'PUT', '/api/admin/payment-rules', CODE_OFF);
  const visitor = await signedInByPhone('Nasrin Akter', '01911000003');
  await call(shop, shop.admin, 'PUT', '/api/admin/payment-rules', CODE_ON);
  // What entering the SMS code does to the account (POST /api/auth/otp/verify).
  await shop.database.pool.query('update users set phone_verified_at = now() where phone = $1', [
    '01911000003',
  ]);
  const cash = await order(visitor, 'cod');
  expect(cash.statusCode, cash.body).toBe(201);
  const addresses = await call(shop, visitor, 'GET', '/api/addresses');
  expect(addresses.json()).toEqual([
    expect.objectContaining({ name: 'Nasrin Akter', phone: '01911000003', district: 'Rajshahi' }),
  ]);
});

test('an email account checks out in cash exactly as before, its phone never asked to be proved', async () => {
  const cash = await order(shop.customer, 'cod');
  expect(cash.statusCode, cash.body).toBe(201);
});

test('a shop-like name is refused like at sign-up', async () => {
  await call(shop, shop.admin, 'PUT', '/api/admin/payment-rules', CODE_OFF);
  const refused = await phoneAccount({ name: 'Circuit Haat Support', phone: '01911000004' });
  expect(refused.statusCode).toBe(400);
});
