import { readFile } from 'node:fs/promises';
import type { APIRequest, Browser, Page } from '@playwright/test';
import {
  createAdmin,
  createProduct,
  dashboardMenu,
  expect,
  placeOrder,
  signInAs,
  signUp,
  test,
  tokenFor,
  uniqueEmail,
  uniqueName,
} from './fixtures/dashboard.ts';

// The owner's reports on a phone and at desktop width: found under Sales in the grouped menu
// (or from the overview's Sales), the period changed (the chart and its table follow) and a
// table downloaded as CSV.

/** An admin signed in on `page`, and one order by a customer placed today. */
async function adminWithAnOrder(
  { browser, page, requests }: { browser: Browser; page: Page; requests: APIRequest },
  baseURL: string,
) {
  const admin = await createAdmin(browser, baseURL);
  await signInAs(page, admin);
  const product = await createProduct(page.request, await tokenFor(page.request, admin.email));
  const customer = await requests.newContext({ baseURL });
  const email = uniqueEmail('report');
  await signUp(customer, uniqueName('Report Buyer'), email);
  await placeOrder(customer, await tokenFor(customer, email), product.id);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the owner opens Reports, changes the period and downloads a table', async ({
    browser,
    page,
    playwright,
  }, testInfo) => {
    await adminWithAnOrder(
      { browser, page, requests: playwright.request },
      String(testInfo.project.use.baseURL),
    );
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Dashboard menu' }).click();
    const sales = dashboardMenu(page).getByRole('region', { name: 'Sales' });
    await sales.getByRole('link', { name: 'Reports' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();

    // The last 30 days by default: a bar and a row for each day.
    const byDay = page.getByRole('table', { name: 'Revenue and orders by day' });
    await expect(byDay.locator('tbody tr')).toHaveCount(30);
    await expect(page.getByRole('img', { name: /^Revenue by day: 30 bars/ })).toBeVisible();

    await page.getByLabel('Period').selectOption({ label: 'Today' });
    await expect(page.getByRole('img', { name: /^Revenue by day: 1 bar,/ })).toBeVisible();
    await expect(byDay.locator('tbody tr')).toHaveCount(1);
    await expect(page.getByTestId('figure-orders')).not.toHaveText('0');
    // Categories by the names the shop shows them under, never their stored slugs.
    const byCategory = page.getByRole('table', { name: 'Sales by category' });
    await expect(byCategory.getByRole('rowheader', { name: 'Coolers', exact: true })).toBeVisible();
    await expect(byCategory.getByRole('rowheader', { name: 'cooler', exact: true })).toHaveCount(0);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /^CSV.*Revenue and orders by day$/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^sales-by-day-\d{4}-\d{2}-\d{2}-to-/);
    const text = await readFile(String(await file.path()), 'utf8');
    expect(text).toMatch(/^\uFEFFDay,Orders,Revenue\r\n\d{4}-\d{2}-\d{2},[1-9]\d*,[1-9]\d*\r\n$/);
  });
});

test.describe('at desktop width', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the overview's Sales open the report; the period changes; a table downloads", async ({
    browser,
    page,
    playwright,
  }, testInfo) => {
    await adminWithAnOrder(
      { browser, page, requests: playwright.request },
      String(testInfo.project.use.baseURL),
    );
    await page.goto('/dashboard');
    const today = page.getByTestId('overview-sales-today');
    await expect(today).toContainText(/Tk [1-9]/);
    await today.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(page.getByLabel('Period')).toHaveValue('today');
    await expect(page.getByTestId('figure-orders')).not.toHaveText('0');

    await page.getByLabel('Period').selectOption({ label: 'Last 7 days' });
    const byDay = page.getByRole('table', { name: 'Revenue and orders by day' });
    await expect(byDay.locator('tbody tr')).toHaveCount(7);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /^CSV.*Sales by payment method$/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^sales-by-payment-method-\d{4}-\d{2}-\d{2}-to-/);
    const text = await readFile(String(await file.path()), 'utf8');
    // The header, then a row per method, most revenue first: the shared shop's other tests
    // pay by bKash and card too, so cash is not always the first row.
    expect(text).toMatch(/^\uFEFFPayment method,Orders,Revenue\r\n/);
    expect(text).toMatch(/\r\nCash on delivery,[1-9]\d*,[1-9]\d*\r\n/);
  });
});
