import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CheckoutResult } from '../../../shared/schemas/checkout.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { eventually } from '../../test/eventually.ts';
import { freePort } from '../../test/free-port.ts';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUpAs, type SignedIn } from '../../test/auth-test-helpers.ts';
import { call, checkoutAs, checkoutBody } from '../../test/checkout-test-helpers.ts';
import { saveOrderLimits } from '../orders/index.ts';
import { NOT_CONFIGURED } from './notice-channels.ts';
import {
  noJobsLeftFor,
  noticesOf,
  providerEnv,
  settledNotices,
  startSmsGateway,
  type SmsGateway,
} from '../../test/notice-test-kit.ts';

// Notices through an outage, with two instances, and with no provider configured.

let gateway: SmsGateway;
beforeAll(async () => {
  gateway = await startSmsGateway();
});
afterAll(() => gateway.close());

async function prepare(shop: TestApp): Promise<{ customer: SignedIn; productId: string }> {
  await saveOrderLimits(shop.database.db, { perProduct: 1000, total: 1000 });
  const customer = await signUpAs(shop.app);
  const [product] = (await call(shop, undefined, 'GET', '/api/product?pageSize=1')).json<
    Product[]
  >();
  await shop.database.pool.query('update products set stock = 1000 where id = $1', [product?._id]);
  return { customer, productId: product?._id as string };
}

async function order(shop: TestApp, as: SignedIn, productId: string): Promise<string> {
  await call(shop, as, 'PUT', `/api/cart/items/${productId}`, { quantity: 1 });
  const placed = await checkoutAs(shop, as, checkoutBody());
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json<CheckoutResult>().orderId;
}

// Each test waits for retries on the queue's schedule and for a dozen orders' notices: a
// generous limit per wait, and room for several of them, so a loaded machine (these tests
// run beside the browser tests) does not end a test that is still making progress.
const SETTLE_LIMIT_MS = 90_000;

describe('notice delivery', { timeout: 240_000 }, () => {
  test('SMTP down, then back: the mail is retried and delivered once', async () => {
    const port = await freePort();
    const shop = await createTestApp({
      seeded: true,
      env: providerEnv(`smtp://127.0.0.1:${port}`, gateway),
    });
    let inbox: SmtpInbox | undefined;
    try {
      const { customer, productId } = await prepare(shop);
      const id = await order(shop, customer, productId);
      const key = `${id}:placed:email`;
      // The first attempt finds nothing listening and is recorded.
      await eventually(
        async () => {
          const email = (await noticesOf(shop.database.pool, id)).find((n) => n.key === key);
          expect(email?.attempts ?? 0).toBeGreaterThanOrEqual(1);
          expect(email).toMatchObject({ status: 'queued', lastError: expect.any(String) });
        },
        { within: SETTLE_LIMIT_MS },
      );
      inbox = await startSmtpInbox(port);
      const back = Date.now();
      const notices = await settledNotices(shop.database.pool, id, 2, SETTLE_LIMIT_MS);
      const email = notices.find((n) => n.key === key);
      expect(email?.status).toBe('sent');
      const afterBack = (email?.sentAt?.getTime() ?? NaN) - back;
      console.log(
        `SMTP outage: sent after ${email?.attempts} attempts, ${afterBack} ms after SMTP came back`,
      );
      expect(email?.attempts).toBeGreaterThanOrEqual(2);
      await noJobsLeftFor(shop.database.pool, [id], SETTLE_LIMIT_MS);
      expect(
        inbox.received.filter((m) => m.messageId === `<${key}@shop.circuithaat.test>`),
      ).toHaveLength(1);
    } finally {
      await shop.close();
      await inbox?.close();
    }
  });

  test('two instances on one database send each notice once', async () => {
    const inbox = await startSmtpInbox();
    const env = { ...providerEnv(inbox.url, gateway), ORDER_LIMIT_PER_USER_PER_MINUTE: '1000' };
    const shop = await createTestApp({ seeded: true, env });
    const second = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', ...env }),
      database: shop.database,
      webDir: '/nonexistent-web-build',
    });
    try {
      const { customer, productId } = await prepare(shop);
      const ids: string[] = [];
      for (let i = 0; i < 12; i++) ids.push(await order(shop, customer, productId));
      // Both instances move orders along at once.
      await Promise.all(
        ids.map((id, i) =>
          (i % 2 ? second : shop.app).inject({
            method: 'PATCH',
            url: `/api/orders/${id}`,
            headers: customer.headers,
            payload: { status: 'cancelled' },
          }),
        ),
      );
      const keys: string[] = [];
      for (const id of ids) {
        const notices = await settledNotices(shop.database.pool, id, 4, SETTLE_LIMIT_MS);
        expect(notices.map((n) => n.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
        keys.push(...notices.map((n) => n.key));
      }
      await noJobsLeftFor(shop.database.pool, ids, SETTLE_LIMIT_MS);
      for (const key of keys) {
        const count = key.endsWith(':sms')
          ? gateway.received.filter((s) => s.requestId === key).length
          : inbox.received.filter((m) => m.messageId === `<${key}@shop.circuithaat.test>`).length;
        expect(count, key).toBe(1);
      }
    } finally {
      await second.close();
      await shop.close();
      await inbox.close();
    }
  });

  test('without providers, notices are recorded as not sent and the shop works as before', async () => {
    const inbox = await startSmtpInbox();
    const shop = await createTestApp({ seeded: true });
    try {
      const { customer, productId } = await prepare(shop);
      const before = gateway.received.length;
      const id = await order(shop, customer, productId);
      const notices = await settledNotices(shop.database.pool, id, 2, SETTLE_LIMIT_MS);
      expect(notices.map((n) => [n.channel, n.status, n.attempts])).toEqual([
        ['email', 'not-configured', 0],
        ['sms', 'not-configured', 0],
      ]);
      expect(notices[0]?.lastError).toContain('SMTP_URL');
      // Written so with the order, once: never left waiting for the relay, never rewritten.
      for (const notice of notices) {
        expect(notice.relayedAt, notice.key).toEqual(notice.createdAt);
        expect(notice.updatedAt, notice.key).toEqual(notice.createdAt);
      }
      expect(inbox.received).toEqual([]);
      expect(gateway.received.length).toBe(before);
    } finally {
      await shop.close();
      await inbox.close();
    }
  });

  test('mail only: the mail is sent, the SMS is recorded as not sent with the order', async () => {
    const inbox = await startSmtpInbox();
    const env = providerEnv(inbox.url, gateway);
    const mailOnly = Object.fromEntries(
      Object.entries(env).filter(([name]) => !name.startsWith('SMS_')),
    );
    const shop = await createTestApp({ seeded: true, env: mailOnly });
    try {
      const { customer, productId } = await prepare(shop);
      const id = await order(shop, customer, productId);
      const notices = await settledNotices(shop.database.pool, id, 2, SETTLE_LIMIT_MS);
      expect(notices.map((n) => [n.channel, n.status, n.lastError])).toEqual([
        ['email', 'sent', null],
        ['sms', 'not-configured', NOT_CONFIGURED.sms],
      ]);
      // The mail went through the relay and its job; the SMS was written as it ends.
      const [email, sms] = notices;
      expect(sms?.relayedAt).toEqual(sms?.createdAt);
      // (The other mail in the inbox asks the new customer to confirm their address.)
      expect(inbox.received.map((m) => m.messageId)).toContain(
        `<${email?.key}@shop.circuithaat.test>`,
      );
    } finally {
      await shop.close();
      await inbox.close();
    }
  });

  test('a gateway that refuses (HTTP 500, or an error in a 200) is retried until it accepts', async () => {
    const inbox = await startSmtpInbox();
    const shop = await createTestApp({ seeded: true, env: providerEnv(inbox.url, gateway) });
    try {
      const { customer, productId } = await prepare(shop);
      gateway.mode = 'http-500';
      const id = await order(shop, customer, productId);
      const key = `${id}:placed:sms`;
      const attempted = (n: number) =>
        eventually(
          async () => {
            const notice = (await noticesOf(shop.database.pool, id)).find((x) => x.key === key);
            expect(notice?.attempts ?? 0).toBeGreaterThanOrEqual(n);
          },
          { within: SETTLE_LIMIT_MS },
        );
      await attempted(1);
      gateway.mode = 'error-body';
      await attempted(2);
      gateway.mode = 'accept';
      const notices = await settledNotices(shop.database.pool, id, 2, SETTLE_LIMIT_MS);
      const sms = notices.find((n) => n.key === key);
      expect(sms).toMatchObject({ status: 'sent', lastError: null });
      expect(sms?.attempts).toBeGreaterThanOrEqual(3);
      expect(gateway.received.filter((s) => s.requestId === key)).toHaveLength(1);
    } finally {
      gateway.mode = 'accept';
      await shop.close();
      await inbox.close();
    }
  });
});
