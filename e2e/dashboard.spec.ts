import type { Page } from '@playwright/test';
import {
  createAdmin,
  createProduct,
  dashboardMenu,
  expect,
  password,
  placeOrder,
  pngBytes,
  signUp,
  test,
  toast,
  tokenFor,
  uniqueEmail,
  uniqueName,
  type Account,
} from './fixtures/dashboard.ts';

// The dashboard as every signed-in customer sees it: the menu, the overview,
// the guard on admin pages, the phone drawer and My Profile.

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Signs a new customer up in this page's browser context (which keeps the session). */
async function newCustomer(page: Page, prefix = 'shopper') {
  const account = { name: uniqueName('Shopper'), email: uniqueEmail(prefix) };
  await signUp(page.request, account.name, account.email);
  return account;
}

let admin: Account;

test.beforeAll(async ({ browser }, testInfo) => {
  // Made first, so every account below is a customer whatever ran before.
  admin = await createAdmin(browser, String(testInfo.project.use.baseURL));
});

test('a customer sees only My Orders, My Profile, My Review and My Builds, and their latest three orders', async ({
  page,
  playwright,
}, testInfo) => {
  // The admin adds four products; the customer orders each once.
  const shop = await playwright.request.newContext({
    baseURL: testInfo.project.use.baseURL,
    storageState: { cookies: admin.cookies, origins: [] },
  });
  const adminToken = await tokenFor(shop, admin.email);
  const customer = await newCustomer(page);
  const token = await tokenFor(page.request, customer.email);
  const names: string[] = [];
  for (let index = 0; index < 4; index += 1) {
    const product = await createProduct(shop, adminToken, {
      name: uniqueName(`Test SSD ${index}`),
    });
    await placeOrder(page.request, token, product.id);
    names.push(product.name);
  }
  await shop.dispose();

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(dashboardMenu(page).getByRole('link')).toHaveText([
    'My Orders',
    'My Profile',
    'My Review',
    'My Builds',
  ]);
  await expect(dashboardMenu(page)).toContainText('Customer');

  const latest = page.getByTestId('latest-order');
  await expect(latest).toHaveCount(3);
  // Newest first: the last three placed, the first one left out.
  await expect(latest.nth(0)).toContainText(names[3]!);
  await expect(latest.nth(2)).toContainText(names[1]!);
  await expect(page.getByRole('main')).not.toContainText(names[0]!);
  await page.getByRole('link', { name: 'See all in My Orders' }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-orders$/);
});

test('a customer who opens an admin page is signed out and sent to /login', async ({ page }) => {
  await newCustomer(page);
  await page.goto('/dashboard/allusers');
  await expect(page).toHaveURL(/\/login$/);
  await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  const session = await (await page.request.get('/api/auth/session')).json();
  expect(session.user).toBeNull();
});

test('on a phone the side menu is a drawer that closes with Escape', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await newCustomer(page);
  await page.goto('/dashboard');
  // Exact: once the drawer is open, "Close the dashboard menu" contains the name too, and a
  // check that first looks after the drawer has appeared would find two buttons.
  const opener = page.getByRole('button', { name: 'Dashboard menu', exact: true });
  await expect(dashboardMenu(page)).toBeHidden();

  await opener.click();
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  await expect(dashboardMenu(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close the dashboard menu' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dashboardMenu(page)).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await dashboardMenu(page).getByRole('link', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-profile$/);
  await expect(dashboardMenu(page)).toBeHidden();
});

test('My Profile changes the name and the photo', async ({ page }) => {
  const customer = await newCustomer(page);
  await page.goto('/dashboard/my-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(customer.name);

  await page.getByLabel('Name', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Name is Required')).toBeVisible();

  const renamed = uniqueName('Renamed');
  await page.getByLabel('Name', { exact: true }).fill(renamed);
  await page.getByLabel('Photo', { exact: true }).setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: await pngBytes('#e76f51'),
  });
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(toast(page, 'Your profile is saved.')).toBeVisible();
  await expect(page.getByLabel('Photo', { exact: true })).toHaveValue('');
  await expect(page.getByTestId('dashboard-user-name')).toHaveText(renamed);
  await expect(dashboardMenu(page).locator('img')).toHaveAttribute('src', /^\/images\//);

  await page.reload();
  await expect(page.getByTestId('dashboard-user-name')).toHaveText(renamed);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(renamed);
});

test('My Profile changes the password, and the new one signs in', async ({ page }) => {
  const customer = await newCustomer(page);
  await page.goto('/dashboard/my-profile');
  const current = page.getByLabel('Current password');
  const fresh = page.getByLabel('New password', { exact: true });
  const again = page.getByLabel('Confirm new password');

  await current.fill('not the password');
  await fresh.fill('12345');
  await again.fill('12345');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Must be 6 characaters or longer')).toBeVisible();

  const newPassword = `${password} renewed`;
  await fresh.fill(newPassword);
  await again.fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Current password is wrong').first()).toBeVisible();

  await current.fill(password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, 'Your password is changed.')).toBeVisible();
  await expect(current).toHaveValue('');

  await mainNav(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await page.goto('/dashboard/my-profile');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-profile$/);
  await expect(page.getByTestId('dashboard-user-name')).toHaveText(customer.name);
});
