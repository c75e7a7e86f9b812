import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Product } from '../../../shared/schemas/product.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { signUpOwner, type SignedIn } from '../../test/auth-test-helpers.ts';
import { call, setStock } from '../../test/checkout-test-helpers.ts';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { providerEnv, startSmsGateway, type SmsGateway } from '../../test/notice-test-kit.ts';
import { eventually } from '../../test/eventually.ts';

// Back-in-stock notices: one per waiting alert when its product's stock returns, whichever of
// two instances moves it, never again on a later restock, and the link that stops alerts.

let shop: TestApp;
let second: TestApp['app'];
let inbox: SmtpInbox;
let gateway: SmsGateway;
let admin: SignedIn;
let products: Product[];

beforeAll(async () => {
  inbox = await startSmtpInbox();
  gateway = await startSmsGateway();
  const env = providerEnv(inbox.url, gateway);
  shop = await createTestApp({ seeded: true, env });
  second = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', ...env }),
    database: shop.database,
    webDir: '/nonexistent-web-build',
  });
  admin = await signUpOwner(shop.app, shop.database.db);
  products = (await call(shop, undefined, 'GET', '/api/product?pageSize=6')).json<Product[]>();
});
afterAll(async () => {
  await second.close();
  await shop.close();
  await inbox.close();
  await gateway.close();
});

let client = 0;
/** Each request from its own address unless told, so the per-address limit is tested alone. */
const ask = (product: Product, body: object, remoteAddress = `10.0.0.${++client}`) =>
  shop.app.inject({
    method: 'POST',
    url: `/api/products/${product._id}/stock-alerts`,
    payload: body,
    remoteAddress,
  });

const waitingOf = async (productId: string) =>
  (
    await shop.database.pool.query<{ contact: string }>(
      `select contact from stock_alerts
        where product_id = $1 and notified_at is null and stopped_at is null order by contact`,
      [productId],
    )
  ).rows.map((row) => row.contact);

/** Waits for an observable state: the alerts' notices all sent. */
function sentNotices(productId: string, count: number) {
  return eventually(
    async () => {
      const { rows } = await shop.database.pool.query<{ key: string; status: string }>(
        `select n.key, n.status from notices n join stock_alerts a on a.id = n.stock_alert_id
          where a.product_id = $1 order by n.key`,
        [productId],
      );
      expect(rows.length, JSON.stringify(rows)).toBeGreaterThanOrEqual(count);
      expect(rows.filter((row) => row.status !== 'sent')).toEqual([]);
      return rows;
    },
    { within: 60_000 },
  );
}

describe('back in stock', () => {
  test('two instances restocking at once send each waiting alert one notice, and only once', async () => {
    const product = products[3]!;
    const other = products[4]!;
    await setStock(shop, { [product._id]: 0, [other._id]: 0 });
    expect((await ask(product, { phone: '01712000004' })).statusCode).toBe(201);
    expect((await ask(product, { email: 'karim@example.com' })).statusCode).toBe(201);
    expect((await ask(other, { phone: '01712000004' })).statusCode).toBe(201);
    // Both instances take goods in at once: the first move from none sends the alerts.
    const moves = await Promise.all(
      [shop.app, second, shop.app, second].map((app) =>
        app.inject({
          method: 'POST',
          url: `/api/products/${product._id}/stock`,
          headers: admin.headers,
          payload: { change: 3, reason: 'received' },
        }),
      ),
    );
    expect(moves.map((move) => move.statusCode)).toEqual([200, 200, 200, 200]);
    const sent = await sentNotices(product._id, 2);
    expect(sent.map((row) => row.key.split(':').at(-1)).sort()).toEqual(['email', 'sms']);
    const sms = gateway.received.filter((message) => message.number.endsWith('1712000004'));
    expect(sms).toHaveLength(1);
    expect(sms[0]?.message).toContain(`${product.name} is back in stock`);
    expect(sms[0]?.message).toContain(`https://shop.circuithaat.test/products/${product.slug}`);
    const mail = await inbox.mailTo('karim@example.com');
    expect(mail.subject).toContain(`${product.name} is back in stock`);
    expect(await waitingOf(product._id)).toEqual([]);

    // Sold out and back again: an alert is told once, not on every restock.
    await setStock(shop, { [product._id]: 0 });
    await setStock(shop, { [product._id]: 2 });
    expect((await sentNotices(product._id, 2)).length).toBe(2);

    // The stop link works without signing in and stops the same phone's other alerts.
    const token = /token=([\w-]+)/.exec(sms[0]?.message ?? '')?.[1];
    expect(token).toBeTruthy();
    const stopped = await shop.app.inject({
      method: 'POST',
      url: '/api/stock-alerts/stop',
      payload: { token },
    });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toEqual({ contact: '01712000004', stopped: 1 });
    expect(await waitingOf(other._id)).toEqual([]);
    const bogus = await shop.app.inject({
      method: 'POST',
      url: '/api/stock-alerts/stop',
      payload: { token: 'not-a-real-token' },
    });
    expect(bogus.statusCode).toBe(404);
  });
});
