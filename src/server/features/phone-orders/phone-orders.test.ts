import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PhoneCustomer, PhoneOrderResult } from '../../../shared/schemas/phone-order.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import { checkoutBody, setStock } from '../../test/checkout-test-helpers.ts';
import {
  holdRunsOut,
  pressOnBkash,
  startPaymentShop,
  stockOf,
  visit,
  type PaymentShop,
} from '../../test/payment-test-helpers.ts';
import type { SignedIn } from '../../test/auth-test-helpers.ts';
import { startSmsGateway, type SmsGateway } from '../../test/notice-test-kit.ts';

// Orders staff take by phone, over real HTTP against the bKash simulator and the SMS stand-in.

let shop: PaymentShop;
let sms: SmsGateway;
beforeAll(async () => {
  sms = await startSmsGateway();
  shop = await startPaymentShop({
    env: { SMS_API_URL: sms.url, SMS_API_KEY: 'test-key', SMS_SENDER_ID: '8809617000000' },
  });
});
afterAll(async () => {
  await shop?.close();
  await sms?.close();
});

let phoneSeq = 0;
const newPhone = () =>
  `0171${String(Date.now() % 10000).padStart(4, '0')}${String(phoneSeq++).padStart(3, '0')}`;

function call(
  method: 'GET' | 'POST',
  url: string,
  as: SignedIn | null,
  payload?: object,
  key?: string,
) {
  return shop.app.inject({
    method,
    url,
    headers: { ...as?.headers, ...(key && { 'idempotency-key': key }) },
    ...(payload && { payload }),
  });
}

async function newCustomer(): Promise<PhoneCustomer> {
  const made = await call('POST', '/api/admin/phone-orders/customers', shop.admin, {
    phone: newPhone(),
    name: 'Karim Phone',
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json<PhoneCustomer>();
}

function orderBody(customer: PhoneCustomer, overrides: Record<string, unknown> = {}) {
  const product = shop.products[0] as Product;
  return checkoutBody({
    customerId: customer._id,
    contact: { name: customer.name, phone: customer.phone },
    items: [{ productId: product._id, quantity: 1 }],
    ...overrides,
  });
}

async function takeOrder(body: object, key = randomUUID()) {
  return call('POST', '/api/admin/phone-orders', shop.admin, body, key);
}

const linkOf = (message: string) => /\/pay\/([A-Za-z0-9_-]{43})/.exec(message)?.[1] as string;

describe('finding and making the customer', () => {
  test('a new phone has no customer; staff make one, unverified, and find it again', async () => {
    const phone = newPhone();
    const none = await call('GET', `/api/admin/phone-orders/customer?phone=${phone}`, shop.admin);
    expect(none.json()).toEqual({ customer: null, addresses: [] });
    const made = await call('POST', '/api/admin/phone-orders/customers', shop.admin, {
      phone,
      name: 'Nusrat',
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ phone, name: 'Nusrat', phoneVerified: false });
    const found = await call('GET', `/api/admin/phone-orders/customer?phone=${phone}`, shop.admin);
    expect(found.json<{ customer: PhoneCustomer }>().customer.name).toBe('Nusrat');
    const again = await call('POST', '/api/admin/phone-orders/customers', shop.admin, {
      phone,
      name: 'Other',
    });
    expect(again.statusCode).toBe(409);
  });

  test('a bad phone is a 400 and makes nobody', async () => {
    const bad = await call('POST', '/api/admin/phone-orders/customers', shop.admin, {
      phone: '12345',
      name: 'X',
    });
    expect(bad.statusCode).toBe(400);
    const { rows } = await shop.database.pool.query("select 1 from users where name = 'X'");
    expect(rows).toHaveLength(0);
  });

  test('a customer cannot use the staff endpoints; a visitor is told to sign in', async () => {
    const customer = await newCustomer();
    const asCustomer = await takeOrder(orderBody(customer), randomUUID());
    expect(asCustomer.statusCode).toBe(201); // the admin, for contrast
    const before = await stockOf(shop);
    const refused = await call(
      'POST',
      '/api/admin/phone-orders',
      shop.customer,
      orderBody(customer),
      randomUUID(),
    );
    expect(refused.statusCode).toBe(403);
    const anonymous = await call(
      'POST',
      '/api/admin/phone-orders',
      null,
      orderBody(customer),
      randomUUID(),
    );
    expect(anonymous.statusCode).toBe(401);
    const lookup = await call(
      'GET',
      `/api/admin/phone-orders/customer?phone=${customer.phone}`,
      shop.customer,
    );
    expect(lookup.statusCode).toBe(403);
    expect(await stockOf(shop)).toBe(before);
  });
});

describe('placing the order by checkout’s rules', () => {
  test('cash: the order is the customer’s, records the staff member, logs it, sends no link', async () => {
    const customer = await newCustomer();
    const sent = sms.received.length;
    const placed = await takeOrder(orderBody(customer));
    expect(placed.statusCode, placed.body).toBe(201);
    const { order, payLink } = placed.json<PhoneOrderResult>();
    expect(payLink).toBeNull();
    const { rows } = await shop.database.pool.query(
      'select user_id, taken_by from orders where id = $1',
      [order.orderId],
    );
    expect(rows[0]).toEqual({ user_id: customer._id, taken_by: shop.admin.user._id });
    const log = await call('GET', '/api/admin/activity?page=1', shop.admin);
    expect(log.body).toContain(`Order ${order.orderNumber} by phone`);
    // The order page tells staff who took it; an order the customer placed names nobody.
    const page = await call('GET', `/api/orders/${order.orderId}`, shop.admin);
    expect(page.json<{ takenBy: string | null }>().takenBy).toBe(shop.admin.user.name);
    const own = await shop.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { ...shop.customer.headers, 'idempotency-key': randomUUID() },
      payload: checkoutBody({
        items: [{ productId: (shop.products[0] as Product)._id, quantity: 1 }],
      }),
    });
    const ownPage = await call(
      'GET',
      `/api/orders/${own.json<{ orderId: string }>().orderId}`,
      shop.admin,
    );
    expect(ownPage.json<{ takenBy: string | null }>().takenBy).toBeNull();
    // The address is kept in the customer's book and offered next time.
    const found = await call(
      'GET',
      `/api/admin/phone-orders/customer?phone=${customer.phone}`,
      shop.admin,
    );
    expect(found.json<{ addresses: unknown[] }>().addresses).toHaveLength(1);
    // No payment link for cash (the order's own "placed" notice goes through the queue).
    expect(sms.received.slice(sent).some((m) => m.message.includes('/pay/'))).toBe(false);
  });

  test('staff vouch for the caller: an unproved phone customer gets cash and bKash orders while the code is asked at checkout', async () => {
    const rules = await call('GET', '/api/payments/methods', null);
    expect(rules.json<{ rules: { phoneCodeOnline: boolean } }>().rules.phoneCodeOnline).toBe(true);
    const customer = await newCustomer();
    expect(customer.phoneVerified).toBe(false);
    const cash = await takeOrder(orderBody(customer));
    expect(cash.statusCode, cash.body).toBe(201);
    const bkash = await takeOrder(orderBody(customer, { paymentMethod: 'bkash' }));
    expect(bkash.statusCode, bkash.body).toBe(201);
    // Taking the order proves nothing: the customer's own sign-in by code does that.
    const found = await call(
      'GET',
      `/api/admin/phone-orders/customer?phone=${customer.phone}`,
      shop.admin,
    );
    expect(found.json<{ customer: PhoneCustomer }>().customer.phoneVerified).toBe(false);
  });

  test('an unknown product is a 404 and too many a 409, as checkout: nothing ordered', async () => {
    const customer = await newCustomer();
    await setStock(shop, { [(shop.products[2] as Product)._id]: 2 });
    const before = await stockOf(shop, 2);
    const unknown = await takeOrder(
      orderBody(customer, { items: [{ productId: randomUUID(), quantity: 1 }] }),
    );
    expect(unknown.statusCode).toBe(404);
    const tooMany = await takeOrder(
      orderBody(customer, {
        items: [{ productId: (shop.products[2] as Product)._id, quantity: 3 }],
      }),
    );
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json<{ message: string }>().message).toContain('Not enough stock');
    expect(await stockOf(shop, 2)).toBe(before);
    const { rows } = await shop.database.pool.query('select 1 from orders where user_id = $1', [
      customer._id,
    ]);
    expect(rows).toHaveLength(0);
  });

  test('an unknown coupon is refused as checkout refuses it', async () => {
    const customer = await newCustomer();
    const taken = await takeOrder(orderBody(customer, { couponCode: 'NOSUCHCODE' }));
    const own = await shop.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { ...shop.customer.headers, 'idempotency-key': randomUUID() },
      payload: checkoutBody({
        items: [{ productId: (shop.products[0] as Product)._id, quantity: 1 }],
        couponCode: 'NOSUCHCODE',
      }),
    });
    expect(taken.statusCode).toBeGreaterThanOrEqual(400);
    expect(taken.statusCode).toBe(own.statusCode);
    expect(taken.json<{ message: string }>().message).toBe(own.json<{ message: string }>().message);
  });
});

describe('the payment link by SMS', () => {
  async function bkashOrder() {
    const customer = await newCustomer();
    const sent = sms.received.length;
    const placed = await takeOrder(orderBody(customer, { paymentMethod: 'bkash' }));
    expect(placed.statusCode, placed.body).toBe(201);
    const result = placed.json<PhoneOrderResult>();
    expect(result.payLink).toMatchObject({ sent: true });
    const message = sms.received.slice(sent).find((m) => m.message.includes('/pay/'));
    expect(message?.number).toBe(`88${customer.phone}`);
    expect(message?.message).toContain(result.order.orderNumber);
    expect(message?.message.length).toBeLessThanOrEqual(160);
    return { customer, result, token: linkOf(String(message?.message)) };
  }

  test('works once without signing in: it shows the order, opens bKash, and the order is paid', async () => {
    const { result, token } = await bkashOrder();
    const shown = await call('GET', `/api/pay-links/${token}`, null);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({
      orderNumber: result.order.orderNumber,
      method: 'bkash',
      amount: result.order.total,
    });
    const started = await call('POST', `/api/pay-links/${token}`, null);
    expect(started.statusCode, started.body).toBe(200);
    const { redirectUrl } = started.json<{ redirectUrl: string }>();
    const again = await call('POST', `/api/pay-links/${token}`, null);
    expect(again.statusCode).toBe(410);
    expect(again.json<{ message: string }>().message).toContain('already used');
    const callback = await pressOnBkash(shop, redirectUrl, 'pay');
    // The customer comes back to a page that needs no sign-in, told the order is paid.
    const landed = await visit(shop, callback);
    expect(landed.location).toBe(`/pay/done?order=${result.order.orderNumber}&payment=paid`);
    const { rows } = await shop.database.pool.query<{ payment_status: string }>(
      'select payment_status from orders where id = $1',
      [result.order.orderId],
    );
    expect(rows[0]?.payment_status).toBe('paid');
    const paid = await call('GET', `/api/pay-links/${token}`, null);
    expect(paid.statusCode).toBe(409);
    expect(paid.json<{ message: string }>().message).toContain('already paid');
  });

  test('an expired link (the hold ran out) and an unknown one are refused clearly', async () => {
    const { result, token } = await bkashOrder();
    await holdRunsOut(shop, result.order.orderId);
    const expired = await call('POST', `/api/pay-links/${token}`, null);
    expect(expired.statusCode).toBe(410);
    expect(expired.json<{ message: string }>().message).toContain('expired');
    const unknown = await call('GET', `/api/pay-links/${'a'.repeat(43)}`, null);
    expect(unknown.statusCode).toBe(404);
    const malformed = await call('GET', '/api/pay-links/short', null);
    expect(malformed.statusCode).toBe(400);
  });

  test('the token is kept only as its hash', async () => {
    const { token } = await bkashOrder();
    const { rows } = await shop.database.pool.query<{ token_hash: string }>(
      'select token_hash from pay_links',
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.token_hash.includes(token))).toBe(false);
  });
});
