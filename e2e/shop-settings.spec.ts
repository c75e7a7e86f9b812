import { DEFAULT_SHOP_SETTINGS } from '../src/shared/shop-defaults.ts';
import {
  bearer,
  createAdmin,
  dashboardMenu,
  expect,
  password,
  signInAs,
  test,
  toast,
  tokenFor,
  uniqueEmail,
  type Account,
} from './fixtures/dashboard.ts';
import { startOwnShop } from './fixtures/own-shop.ts';

// The shop's settings from the dashboard, and a new owner's way out of the demo shop.

let admin: Account;

test.beforeAll(async ({ browser }, testInfo) => {
  admin = await createAdmin(browser, String(testInfo.project.use.baseURL));
});

test.afterAll(async ({ browser }, testInfo) => {
  // The other specs expect the demo shop's words: put them back.
  const context = await browser.newContext({ baseURL: String(testInfo.project.use.baseURL) });
  await context.addCookies(admin.cookies);
  const token = await tokenFor(context.request, admin.email);
  const restored = await context.request.put('/api/shop', {
    headers: bearer(token),
    data: DEFAULT_SHOP_SETTINGS,
  });
  expect(restored.status()).toBe(200);
  await context.close();
});

test('an admin changes the shop name and phone in Settings; navbar, footer, about and titles show them', async ({
  page,
}) => {
  await signInAs(page, admin);
  await page.goto('/dashboard');
  await dashboardMenu(page).getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Shop settings' });

  // A bad phone is named under its field and nothing is saved.
  await form.getByLabel('Contact phone').fill('call the shop');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(form.getByText('Phone must be digits, spaces or dashes')).toBeVisible();
  await expect(form.getByLabel('Contact phone')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Shop name').fill('Dhaka PC House');
  await form.getByLabel('Contact phone').fill('+880 1819-000111');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(toast(page, 'Settings saved.')).toBeVisible();

  // This tab shows the change at once...
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Dhaka PC House home' })).toBeVisible();
  // ...and so does a fresh visit, served by the server's answer.
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Dhaka PC House' })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: '+880 1819-000111' }),
  ).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Dhaka PC House', { exact: true })).toBeVisible();
  await expect(footer.getByRole('link', { name: '+880 1819-000111' })).toHaveAttribute(
    'href',
    'tel:+8801819000111',
  );
  await expect(footer.getByRole('link', { name: 'Dhaka PC House on Facebook' })).toBeVisible();
  await expect(page).toHaveTitle('About | Dhaka PC House');

  await page.goto('/products');
  const firstProduct = page.locator('main a[href^="/products/"]').first();
  await firstProduct.click();
  await expect(page).toHaveTitle(/\| Dhaka PC House$/);
});

test('the owner removes the demo data after confirming, and the catalogue is empty', async ({
  page,
}, testInfo) => {
  // A shop of its own: removing the demo catalogue must not empty the suite's shared shop.
  test.setTimeout(120_000);
  const port = Number(new URL(String(testInfo.project.use.baseURL)).port) + 7;
  const shop = await startOwnShop(port);
  try {
    const owner = { name: 'Farzana Kabir', email: uniqueEmail('owner') };
    const signedUp = await page.request.post(`${shop.baseURL}/api/auth/signup`, {
      data: { ...owner, password, setupToken: shop.setupToken },
    });
    expect(signedUp.status()).toBe(201);

    await page.goto(`${shop.baseURL}/dashboard`);
    const checklist = page.getByRole('region', { name: 'Make the shop yours' });
    await expect(checklist).toContainText('3 of 4 steps left');
    await page.goto(`${shop.baseURL}/dashboard/settings`);
    const section = page.getByRole('region', { name: 'Demo data' });
    await expect(section).toContainText(/still shows \d+ demo products/);

    // Asked first; keeping it changes nothing.
    await section.getByRole('button', { name: 'Remove demo data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove the demo data?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect(dialog).toBeHidden();
    await expect(section).toContainText(/still shows \d+ demo products/);

    await section.getByRole('button', { name: 'Remove demo data' }).click();
    await dialog.getByRole('button', { name: 'Remove demo data' }).click();
    await expect(section.getByRole('status')).toContainText(
      /Removed \d+ demo products, 14 demo reviews/,
    );
    await expect(section).toContainText('The shop shows no demo products.');

    await page.goto(`${shop.baseURL}/products`);
    await expect(page.getByText('The catalogue is empty for now.')).toBeVisible();
  } finally {
    // Off its pages first: a page still polling a stopped shop logs errors.
    await page.goto('about:blank');
    await shop.stop();
  }
});
