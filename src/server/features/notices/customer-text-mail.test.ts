import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CheckoutResult } from '../../../shared/schemas/checkout.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUpAs, signUpOwner, type SignedIn } from '../../test/auth-test-helpers.ts';
import { call, checkoutAs, checkoutBody } from '../../test/checkout-test-helpers.ts';
import { verifyByMailedLink } from '../../test/verification-test-helpers.ts';
import { saveOrderLimits } from '../orders/index.ts';
import { UNVERIFIED_ADDRESS } from './notice-mail.ts';
import {
  providerEnv,
  settledNotices,
  startSmsGateway,
  type SmsGateway,
} from '../../test/notice-test-kit.ts';

// F7 (docs/security.md): an order's mail repeats the address the customer typed. It must
// never be a phishing relay in the shop's name.

const PHISHING_LINE = 'visit https://phish.example/unlock <b>now</b>';
let shop: TestApp;
let inbox: SmtpInbox;
let gateway: SmsGateway;
let owner: SignedIn;
let productId: string;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  gateway = await startSmsGateway();
  shop = await createTestApp({ seeded: true, env: providerEnv(inbox.url, gateway) });
  await saveOrderLimits(shop.database.db, { perProduct: 1000, total: 1000 });
  owner = await signUpOwner(shop.app, shop.database.db);
  const [product] = (await call(shop, undefined, 'GET', '/api/product?pageSize=1')).json<
    Product[]
  >();
  productId = product?._id as string;
  await shop.database.pool.query('update products set stock = 1000 where id = $1', [productId]);
});
afterAll(async () => {
  await shop.close();
  await inbox.close();
  await gateway.close();
});

/** Places an order to the phishing address line; answers the mails of its placing. */
async function orderWithPhishingAddress(customer: SignedIn) {
  await call(shop, customer, 'PUT', `/api/cart/items/${productId}`, { quantity: 1 });
  const body = checkoutBody({
    address: { district: 'Rajshahi', area: 'Boalia', line: PHISHING_LINE },
  });
  const placed = await checkoutAs(shop, customer, body);
  expect(placed.statusCode, placed.body).toBe(201);
  const id = placed.json<CheckoutResult>().orderId;
  const notices = await settledNotices(shop.database.pool, id, 3);
  expect(notices.map((n) => [n.key, n.status])).toEqual(
    expect.arrayContaining([
      [`${id}:placed:email`, 'sent'],
      [`${id}:placed:sms`, 'sent'],
      [`${id}:placed:email:admin`, 'sent'],
    ]),
  );
  const mailOf = (key: string) =>
    inbox.received.find((m) => m.messageId === `<${key}@shop.circuithaat.test>`);
  return {
    id,
    customerMail: mailOf(`${id}:placed:email`),
    adminMail: mailOf(`${id}:placed:email:admin`),
  };
}

/** Every link the HTML part holds. */
const linksIn = (html: string) => [...html.matchAll(/<a\b[^>]*href="([^"]*)"/g)].map((m) => m[1]);

describe('customer-typed text in order mails', () => {
  test('to a verified address it is framed as the customer’s, escaped, and no link', async () => {
    const customer = await signUpAs(shop.app);
    await verifyByMailedLink(shop.app, inbox, customer.user.email);
    const { id, customerMail } = await orderWithPhishingAddress(customer);

    expect(customerMail?.to).toBe(customer.user.email);
    expect(customerMail?.text).toContain(
      'Delivery address you gave: visit https[:]//phish[.]example/unlock <b>now</b>, Boalia, Rajshahi',
    );
    expect(customerMail?.text).not.toContain('phish.example');
    const html = customerMail?.html ?? '';
    expect(html).toContain('Delivery address you gave');
    expect(html).toContain('visit https[:]//phish[.]example/unlock &lt;b&gt;now&lt;/b&gt;');
    expect(html).not.toContain('phish.example');
    expect(html).not.toContain('<b>now');
    expect(linksIn(html)).toEqual([`https://shop.circuithaat.test/dashboard/orders/${id}`]);
  });

  test('to an unverified address it is left out; the SMS still goes', async () => {
    const customer = await signUpAs(shop.app);
    const { id, customerMail } = await orderWithPhishingAddress(customer);

    expect(customerMail?.to).toBe(customer.user.email);
    expect(customerMail?.text).toContain(`Delivery address: ${UNVERIFIED_ADDRESS}`);
    expect(customerMail?.text).not.toContain('phish');
    expect(customerMail?.html).not.toContain('phish');
    expect(customerMail?.text).toContain(`https://shop.circuithaat.test/dashboard/orders/${id}`);
    expect(gateway.received.some((sms) => sms.requestId === `${id}:placed:sms`)).toBe(true);
  });

  test('the shop’s own copy frames the address and the name as the customer’s, with no link', async () => {
    const customer = await signUpAs(shop.app);
    const { id, adminMail } = await orderWithPhishingAddress(customer);

    expect(adminMail?.to).toBe(owner.user.email);
    expect(adminMail?.text).toContain('Contact the customer gave: Rahim Uddin, 01712345678.');
    expect(adminMail?.text).toContain(
      'Delivery address the customer gave: visit https[:]//phish[.]example/unlock',
    );
    expect(adminMail?.html).not.toContain('phish.example');
    expect(linksIn(adminMail?.html ?? '')).toEqual([
      `https://shop.circuithaat.test/dashboard/orders/${id}`,
    ]);
  });
});
