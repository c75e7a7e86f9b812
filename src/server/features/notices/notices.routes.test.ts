import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CheckoutResult } from '../../../shared/schemas/checkout.ts';
import type { Notice, NoticePage } from '../../../shared/schemas/notice.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUpAs, signUpOwner, type SignedIn } from '../../test/auth-test-helpers.ts';
import { call, checkoutAs, checkoutBody } from '../../test/checkout-test-helpers.ts';
import { saveOrderLimits } from '../orders/index.ts';
import {
  noJobsLeftFor,
  providerEnv,
  settledNotices,
  startSmsGateway,
  type SmsGateway,
} from '../../test/notice-test-kit.ts';

let shop: TestApp;
let inbox: SmtpInbox;
let gateway: SmsGateway;
let owner: SignedIn;
let customer: SignedIn;
let catalogue: Product[];

beforeAll(async () => {
  inbox = await startSmtpInbox();
  gateway = await startSmsGateway();
  shop = await createTestApp({ seeded: true, env: providerEnv(inbox.url, gateway) });
  await saveOrderLimits(shop.database.db, { perProduct: 1000, total: 1000 });
  owner = await signUpOwner(shop.app, shop.database.db);
  customer = await signUpAs(shop.app, { name: 'Notice Customer' });
  catalogue = (await call(shop, undefined, 'GET', '/api/product?pageSize=2')).json<Product[]>();
});
afterAll(async () => {
  await shop.close();
  await inbox.close();
  await gateway.close();
});

async function placeOrder(): Promise<{
  order: { _id: string; orderNumber: string; total: number };
}> {
  await call(shop, customer, 'DELETE', '/api/cart');
  for (const product of catalogue) {
    await call(shop, customer, 'PUT', `/api/cart/items/${product._id}`, { quantity: 1 });
  }
  const placed = await checkoutAs(shop, customer, checkoutBody());
  expect(placed.statusCode).toBe(201);
  const result = placed.json<CheckoutResult>();
  return { order: { _id: result.orderId, orderNumber: result.orderNumber, total: result.total } };
}

const mailsWith = (key: string) => inbox.received.filter((m) => m.messageId.includes(key));
const smsWith = (key: string) => gateway.received.filter((s) => s.requestId === key);

describe('order notices', () => {
  test('each step sends the customer one mail and one SMS, and a new order one mail to the owner', async () => {
    const { order } = await placeOrder();
    const id = order._id;
    const number = order.orderNumber;
    const placed = await settledNotices(shop.database.pool, id, 3);
    expect(placed.map((n) => [n.key, n.recipient, n.status, n.attempts])).toEqual(
      expect.arrayContaining([
        [`${id}:placed:email`, customer.user.email, 'sent', 1],
        [`${id}:placed:sms`, '01712345678', 'sent', 1],
        [`${id}:placed:email:admin`, owner.user.email, 'sent', 1],
      ]),
    );
    const [mail] = mailsWith(`${id}:placed:email@`);
    expect(mail?.to).toBe(customer.user.email);
    expect(mail?.subject).toContain(number);
    for (const product of catalogue) expect(mail?.text).toContain(product.name);
    expect(mail?.text).toContain(`Total: Tk ${new Intl.NumberFormat('en-IN').format(order.total)}`);
    expect(mail?.text).toContain(`https://shop.circuithaat.test/dashboard/orders/${id}`);
    expect(mail?.html).toContain(`<a href="https://shop.circuithaat.test/dashboard/orders/${id}"`);
    expect(mail?.messageId).toBe(`<${id}:placed:email@shop.circuithaat.test>`);
    expect(mailsWith(`${id}:placed:email:admin@`)[0]?.subject).toContain(`New order ${number}`);
    const [sms] = smsWith(`${id}:placed:sms`);
    expect(sms).toMatchObject({ number: '8801712345678', apiKey: 'test-key' });
    expect(sms?.message).toContain(`order ${number} received`);
    expect(sms?.message).toContain('on delivery');
    expect(sms?.message).toContain('https://shop.circuithaat.test/track');

    for (const status of ['confirmed', 'shipped', 'delivered']) {
      const body =
        status === 'shipped' ? { status, courier: 'RedX', trackingCode: 'RDX-7781' } : { status };
      expect((await call(shop, owner, 'PATCH', `/api/orders/${id}`, body)).statusCode).toBe(200);
    }
    const all = await settledNotices(shop.database.pool, id, 9);
    expect(all.filter((n) => n.status !== 'sent')).toEqual([]);
    const shippedMail = mailsWith(`${id}:shipped:email@`);
    expect(shippedMail).toHaveLength(1);
    expect(shippedMail[0]?.text).toContain('RedX, tracking code RDX-7781');
    expect(smsWith(`${id}:shipped:sms`)[0]?.message).toContain('RedX tracking RDX-7781');
    expect(smsWith(`${id}:delivered:sms`)[0]?.message).toContain(`order ${number} delivered`);
    // Exactly one message per key, nothing for anyone else.
    for (const notice of all) {
      const count =
        notice.channel === 'email'
          ? mailsWith(`<${notice.key}@`).length
          : smsWith(notice.key).length;
      expect(count, notice.key).toBe(1);
    }
  });

  test('a cancelled order, one at a time or stale in bulk, tells its customer', async () => {
    const one = (await placeOrder()).order._id;
    expect(
      (await call(shop, customer, 'PATCH', `/api/orders/${one}`, { status: 'cancelled' }))
        .statusCode,
    ).toBe(200);
    const stale = (await placeOrder()).order._id;
    await shop.database.pool.query(
      `update orders set created_at = now() - interval '3 days' where id = $1`,
      [stale],
    );
    const bulk = await call(shop, owner, 'POST', '/api/orders/cancel-stale', {
      olderThanHours: 48,
    });
    expect(bulk.json()).toEqual({ cancelled: 1 });
    for (const id of [one, stale]) {
      const notices = await settledNotices(shop.database.pool, id, 5);
      expect(notices.filter((n) => n.event === 'cancelled').map((n) => n.status)).toEqual([
        'sent',
        'sent',
      ]);
      expect(mailsWith(`<${id}:cancelled:email@`)[0]?.subject).toContain('cancelled');
    }
  });

  test('shipping again after a step back tells the new tracking code once; the step back tells nothing', async () => {
    const id = (await placeOrder()).order._id;
    const ship = (trackingCode: string) =>
      call(shop, owner, 'PATCH', `/api/orders/${id}`, {
        status: 'shipped',
        courier: 'Pathao',
        trackingCode,
      });
    await call(shop, owner, 'PATCH', `/api/orders/${id}`, { status: 'confirmed' });
    expect((await ship('PTH-1')).statusCode).toBe(200);
    const back = await call(shop, owner, 'POST', `/api/orders/${id}/step-back`, {
      reason: 'Parcel came back: wrong label',
    });
    expect(back.statusCode).toBe(200);
    expect((await ship('PTH-2')).statusCode).toBe(200);
    const notices = await settledNotices(shop.database.pool, id, 9);
    expect(notices.map((n) => n.key).filter((k) => k.includes('shipped'))).toEqual([
      `${id}:shipped:email`,
      `${id}:shipped:sms`,
      `${id}:shipped#2:email`,
      `${id}:shipped#2:sms`,
    ]);
    expect(notices.filter((n) => n.event === 'confirmed')).toHaveLength(2);
    expect(mailsWith(`<${id}:shipped#2:email@`)[0]?.text).toContain('PTH-2');
    const detail = (await call(shop, customer, 'GET', `/api/orders/${id}`)).json();
    expect(detail).toMatchObject({ courier: 'Pathao', trackingCode: 'PTH-2', status: 'shipped' });
  });

  test('shipping without a courier and tracking code is refused and changes nothing', async () => {
    const id = (await placeOrder()).order._id;
    await call(shop, owner, 'PATCH', `/api/orders/${id}`, { status: 'confirmed' });
    const bare = await call(shop, owner, 'PATCH', `/api/orders/${id}`, { status: 'shipped' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().issues).toEqual({
      courier: 'courier is required to ship an order',
      trackingCode: 'trackingCode is required to ship an order',
    });
    for (const body of [
      { status: 'shipped', courier: 'Pathao', trackingCode: '   ' },
      { status: 'shipped', courier: 'Pathao', trackingCode: '<script>' },
      { status: 'delivered', courier: 'Pathao', trackingCode: 'X1' },
    ]) {
      expect((await call(shop, owner, 'PATCH', `/api/orders/${id}`, body)).statusCode).toBe(400);
    }
    const detail = (await call(shop, owner, 'GET', `/api/orders/${id}`)).json();
    expect(detail).toMatchObject({ status: 'confirmed', courier: null, trackingCode: null });
    const notices = await settledNotices(shop.database.pool, id, 5);
    expect(notices.filter((n) => n.event === 'shipped')).toEqual([]);
  });
});

describe('the Notices page', () => {
  test('lists notices; resending a sent one is refused and sends nothing', async () => {
    const id = (await placeOrder()).order._id;
    await settledNotices(shop.database.pool, id, 3);
    const page = (
      await call(shop, owner, 'GET', '/api/admin/notices?pageSize=100')
    ).json<NoticePage>();
    const sent = page.notices.find((n) => n.orderId === id && n.channel === 'sms') as Notice;
    expect(sent).toMatchObject({ event: 'placed', status: 'sent', attempts: 1, lastError: null });
    const before = gateway.received.length;
    const again = await call(shop, owner, 'POST', `/api/admin/notices/${sent.id}/resend`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('not sent twice');
    await noJobsLeftFor(shop.database.pool, [id]);
    expect(gateway.received.length).toBe(before);
    const unknown = await call(
      shop,
      owner,
      'POST',
      `/api/admin/notices/${crypto.randomUUID()}/resend`,
    );
    expect(unknown.statusCode).toBe(404);
    const badId = await call(shop, owner, 'POST', '/api/admin/notices/not-an-id/resend');
    expect(badId.statusCode).toBe(400);
  });

  test('a failed notice is resent when asked, once', async () => {
    const id = (await placeOrder()).order._id;
    await settledNotices(shop.database.pool, id, 3);
    const key = `${id}:placed:sms`;
    // As if every attempt had failed while the gateway was down.
    await shop.database.pool.query(
      `update notices set status = 'failed', attempts = 10, last_error = 'gateway down' where key = $1`,
      [key],
    );
    const { rows } = await shop.database.pool.query<{ id: string }>(
      'select id from notices where key = $1',
      [key],
    );
    const resent = await call(shop, owner, 'POST', `/api/admin/notices/${rows[0]?.id}/resend`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ status: 'queued', lastError: null });
    const notices = await settledNotices(shop.database.pool, id, 3);
    expect(notices.find((n) => n.key === key)).toMatchObject({ status: 'sent', attempts: 11 });
    expect(smsWith(key)).toHaveLength(2);
  });

  test('the admins’ copy goes to the address saved in the settings, or the owner', async () => {
    const settings = await call(shop, owner, 'GET', '/api/admin/notice-settings');
    expect(settings.json()).toEqual({ adminEmail: '', sendsTo: owner.user.email });
    const saved = await call(shop, owner, 'PUT', '/api/admin/notice-settings', {
      adminEmail: 'Orders@CircuitHaat.test',
    });
    expect(saved.json()).toEqual({
      adminEmail: 'orders@circuithaat.test',
      sendsTo: 'orders@circuithaat.test',
    });
    const bad = await call(shop, owner, 'PUT', '/api/admin/notice-settings', {
      adminEmail: 'not an email',
    });
    expect(bad.statusCode).toBe(400);
    const id = (await placeOrder()).order._id;
    const notices = await settledNotices(shop.database.pool, id, 3);
    expect(notices.find((n) => n.audience === 'admin')?.recipient).toBe('orders@circuithaat.test');
    await call(shop, owner, 'PUT', '/api/admin/notice-settings', { adminEmail: '' });
  });
});
