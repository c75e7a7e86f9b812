import { randomUUID } from 'node:crypto';
import type { Locator } from '@playwright/test';
import type { ShopSettings } from '../src/shared/schemas/shop-settings.ts';
import {
  bearer,
  createAdmin,
  createProduct,
  expect,
  signInAs,
  signUp,
  test,
  tokenFor,
  uniqueEmail,
  type Account,
} from './fixtures/dashboard.ts';
import { withShopDatabase } from './fixtures/shop-database.ts';
import { waitForTakeOverOnLoad } from './fixtures/test-base.ts';

// Journeys the soft-launch walk tripped over (issue 45): a renamed shop's phone header, the
// courier label of an order whose address has an area, and "Notify me" by phone through to
// the SMS. (The coupon carried to checkout in a new tab is in phone-list-toasts-cart.spec.ts.)

let admin: Account;

test.beforeAll(async ({ browser }, testInfo) => {
  admin = await createAdmin(browser, String(testInfo.project.use.baseURL));
});

const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('Not on the screen.');
  return box;
};

type Box = Awaited<ReturnType<typeof boxOf>>;
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('a renamed shop’s name keeps clear of the cart and theme buttons at 360 px', async ({
  page,
}) => {
  await signInAs(page, admin);
  const token = await tokenFor(page.request, admin.email);
  const original = (await (await page.request.get('/api/shop')).json()) as ShopSettings;
  const name = 'Circuit Haat Dhaka Computer City';
  const renamed = await page.request.put('/api/shop', {
    headers: bearer(token),
    data: { ...original, name },
  });
  expect(renamed.status(), 'renaming the shop').toBe(200);
  try {
    // As a visitor sees it: Login beside the cart and the theme switch.
    await page.context().clearCookies();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const header = page.getByRole('banner');
    const home = header.getByRole('link', { name: `${name} home`, exact: true });
    await expect(home).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));

    const nameBox = await boxOf(home);
    for (const control of [
      header.getByRole('link', { name: /^Cart, / }),
      header.getByRole('switch', { name: 'Dark theme' }),
    ]) {
      const box = await boxOf(control);
      expect(
        overlaps(nameBox, box),
        `${await control.getAttribute('aria-label')} on the name`,
      ).toBe(false);
    }
  } finally {
    // The suite shares one shop and the other specs expect its name.
    const restored = await page.request.put('/api/shop', {
      headers: bearer(token),
      data: original,
    });
    expect(restored.status(), 'restoring the name').toBe(200);
  }
});

test('the label of an order with an area prints the area once and the district, not the zone', async ({
  page,
  browser,
}, testInfo) => {
  await signInAs(page, admin);
  const product = await createProduct(page.request, await tokenFor(page.request, admin.email));
  const customer = await browser.newContext({ baseURL: String(testInfo.project.use.baseURL) });
  const email = uniqueEmail('area-label');
  await signUp(customer.request, 'Nusrat Jahan', email);
  // The street line names the area too, as shoppers often write it.
  const placed = await customer.request.post('/api/checkout', {
    headers: {
      ...bearer(await tokenFor(customer.request, email)),
      'Idempotency-Key': randomUUID(),
    },
    data: {
      items: [{ productId: product.id, quantity: 1 }],
      contact: { name: 'Nusrat Jahan', phone: '01712345678' },
      address: { district: 'Bogura', area: 'Satmatha', line: 'House 9, Satmatha' },
      deliveryMethod: 'home',
      paymentMethod: 'cod',
    },
  });
  expect(placed.status(), 'the order').toBe(201);
  const { orderId, orderNumber } = (await placed.json()) as {
    orderId: string;
    orderNumber: string;
  };
  await customer.close();
  // The courier's answer is what books a parcel; the label needs one.
  await withShopDatabase((pool) =>
    pool.query(
      `insert into shipments (order_id, courier, invoice, consignment_id, tracking_code,
         cash_to_collect_tk, state)
       values ($1, 'steadfast', $2, 'SF4501E2E', 'SF4501E2E', 1000, 'booked')`,
      [orderId, orderNumber],
    ),
  );

  await page.goto(`/dashboard/labels?orders=${orderId}`);
  const label = page.getByRole('article', { name: `Label ${orderNumber}` });
  await expect(label).toContainText('House 9, Satmatha');
  await expect(label).toContainText('Bogura');
  const text = (await label.textContent()) ?? '';
  expect(text.match(/Satmatha/g), 'the area printed once').toHaveLength(1);
  expect(text).not.toMatch(/Outside Dhaka|Inside Dhaka/);
});

test('a visitor leaves a phone on an out-of-stock product; the restock sends one SMS naming it', async ({
  browser,
  baseURL,
  playwright,
}) => {
  const owner = await playwright.request.newContext({
    baseURL,
    storageState: { cookies: admin.cookies, origins: [] },
  });
  const token = await tokenFor(owner, admin.email);
  const product = await createProduct(owner, token, { quantity: 0 });
  const phone = `017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

  const visitor = await browser.newContext({
    baseURL: baseURL!,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  // Typed only once the page is the browser's: a busy machine hydrates late.
  const page = waitForTakeOverOnLoad(await visitor.newPage());
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText('Out of stock', { exact: true })).toBeVisible();
  await page.getByLabel('Notify me when it is back').fill(phone);
  await page.getByRole('button', { name: 'Notify me', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toHaveText(
    `Thank you: we will text ${phone} once when ${product.name} is back.`,
  );

  const restocked = await owner.post(`/api/products/${product.id}/stock`, {
    headers: bearer(token),
    data: { change: 3, reason: 'received', note: 'Back from the importer' },
  });
  expect(restocked.status()).toBe(200);
  const smsUrl = `${process.env.E2E_SMS_URL}/sms?to=${phone}&has=${encodeURIComponent(product.name)}`;
  let sms = { message: '', count: 0 };
  await expect
    .poll(async () => {
      const answer = await page.request.get(smsUrl);
      if (answer.ok()) sms = (await answer.json()) as typeof sms;
      return sms.count;
    })
    .toBeGreaterThan(0);
  expect(sms.count).toBe(1);
  expect(sms.message).toContain(product.name);
  await visitor.close();
  await owner.dispose();
});
