import type { APIRequestContext } from '@playwright/test';
import {
  bearer,
  createAdmin,
  createProduct,
  expect,
  expectedConsoleErrors,
  signInAs,
  toast,
  tokenFor,
  type Account,
  type CreatedProduct,
} from './fixtures/dashboard.ts';
import { testFailingOnConsoleErrors, uniqueName } from './fixtures/test-base.ts';

// A filter that picks no product is a 422 the dialog shows: this journey asks for one.
const test = testFailingOnConsoleErrors([
  ...expectedConsoleErrors,
  /Failed to load resource: the server responded with a status of 422/,
]);

// Manage Products: a bulk price change previewed and applied, the low-stock filters and the
// overview's low-stock list, on a desktop and on a phone (docs/product.md#bulk-price-change,
// #low-stock). The products are made once, here; each journey uses its own.

let admin: Account;
let token: string;
// Words only this run's products have (a worker started again makes them again).
const repricer = uniqueName('Repricer');
const zephyrwave = uniqueName('Zephyrwave');
let few: CreatedProduct;
let many: CreatedProduct;
let aio240: CreatedProduct;
let aio360: CreatedProduct;

/** A liquid cooler whose radiator size is a spec filter of the Coolers category. */
async function liquidCooler(
  request: APIRequestContext,
  token: string,
  fields: { name: string; price: number; radiatorMm: number },
): Promise<CreatedProduct> {
  const { name, price } = fields;
  const made = await createProduct(request, token, { name, price, quantity: 1 });
  const specs = { type: 'liquid', radiatorMm: fields.radiatorMm };
  const patched = await request.patch(`/api/products/${made.id}`, {
    headers: bearer(token),
    data: { specs },
  });
  expect(patched.status(), 'cooler specs').toBe(200);
  return made;
}

async function priceOf(request: APIRequestContext, product: CreatedProduct): Promise<number> {
  const answer = await request.get(`/api/product/${product.id}`);
  return ((await answer.json()) as { price: number }).price;
}

test.beforeAll(async ({ browser }, testInfo) => {
  const baseURL = String(testInfo.project.use.baseURL);
  admin = await createAdmin(browser, baseURL);
  const context = await browser.newContext({
    baseURL,
    storageState: { cookies: admin.cookies, origins: [] },
  });
  token = await tokenFor(context.request, admin.email);
  few = await createProduct(context.request, token, {
    name: `${repricer} Blower Fan`,
    price: 1000,
    quantity: 2,
  });
  many = await createProduct(context.request, token, {
    name: `${repricer} Tower Cooler`,
    price: 2450,
    quantity: 50,
  });
  aio240 = await liquidCooler(context.request, token, {
    name: `${zephyrwave} AIO 240`,
    price: 9000,
    radiatorMm: 240,
  });
  aio360 = await liquidCooler(context.request, token, {
    name: `${zephyrwave} AIO 360`,
    price: 12000,
    radiatorMm: 360,
  });
  await context.close();
});

test('the admin previews a 10% rise on the products found, applies it, filters low stock and sees the overview’s list', async ({
  page,
}) => {
  await signInAs(page, admin);
  await page.goto(`/dashboard/manage-products?q=${encodeURIComponent(repricer)}`);
  await page.getByRole('button', { name: 'Change prices' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change prices' });
  await dialog.getByLabel('Percent (negative lowers)').fill('10');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const preview = dialog.getByTestId('bulk-price-preview');
  await expect(preview.getByRole('heading')).toHaveText(`2 products: matching “${repricer}”`);
  await expect(preview.getByText('2 prices change.')).toBeVisible();
  await expect(preview.getByRole('row', { name: few.name })).toContainText('1,100');
  await expect(preview.getByRole('row', { name: many.name })).toContainText('2,700');
  // Nothing has changed yet.
  expect(await priceOf(page.request, few)).toBe(1000);

  await dialog.getByRole('button', { name: 'Apply 2 changes' }).click();
  await expect(toast(page, '2 prices changed.')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await priceOf(page.request, few)).toBe(1100);
  expect(await priceOf(page.request, many)).toBe(2700);

  await page.getByRole('combobox', { name: /^Stock/ }).selectOption('low');
  await expect(page).toHaveURL(/stock=low/);
  await expect(page.getByTestId('manage-count')).toHaveText('1 product');
  await expect(page.getByText(few.name).first()).toBeVisible();
  await expect(page.getByText(many.name)).toHaveCount(0);

  // The overview lists what the low-stock answer lists, in its order (out of stock first).
  const report = (await (
    await page.request.get('/api/admin/low-stock', { headers: bearer(token) })
  ).json()) as {
    total: number;
    products: { name: string; stock: number; lowStockAt: number }[];
  };
  const shown = report.products.slice(0, 10);
  await page.goto('/dashboard');
  const list = page.getByTestId('low-stock-list');
  await expect(list.getByRole('link')).toHaveText(shown.map((product) => product.name));
  const first = shown[0];
  if (!first) throw new Error('the shop has products running low: these tests made some');
  await expect(list.getByRole('row').nth(1)).toContainText(
    first.stock === 0 ? 'Out of stock' : String(first.stock),
  );
  await page.getByRole('link', { name: `See all ${report.total}` }).click();
  await expect(page).toHaveURL(/stock=restock/);
  await expect(page.getByTestId('manage-count')).toHaveText(`${report.total} products`);
  await page.goBack();
  await list.getByRole('link', { name: first.name, exact: true }).click();
  await expect(page.getByRole('dialog', { name: `Edit ${first.name}` })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the admin filters low stock, reprices the 240 mm coolers by spec, and the shop shows the new price', async ({
    page,
  }) => {
    await signInAs(page, admin);
    await page.goto(`/dashboard/manage-products?q=${encodeURIComponent(zephyrwave)}`);
    await page.getByRole('combobox', { name: /^Stock/ }).selectOption('low');
    await expect(page.getByTestId('manage-count')).toHaveText('2 products');
    await expect(
      page.getByRole('link', { name: aio240.name, exact: true }).locator('visible=true'),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Change prices' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change prices' });
    await dialog.getByRole('combobox', { name: 'Category' }).selectOption('cooler');
    await dialog.getByRole('combobox', { name: 'Radiator size (mm)' }).selectOption('240');
    await dialog.getByLabel('Percent (negative lowers)').fill('-5');
    await dialog.getByRole('combobox', { name: 'Round to the nearest' }).selectOption('100');
    // A brand no such cooler has: the API's refusal shows in the dialog.
    await dialog.getByLabel('Brand (optional)').fill('Nobody Makes This');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await expect(dialog.getByRole('alert')).toContainText('No product matches this filter');

    await dialog.getByLabel('Brand (optional)').fill('');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    const preview = dialog.getByTestId('bulk-price-preview');
    await expect(preview.getByRole('heading')).toHaveText(
      `1 product: Coolers, radiator size (mm) 240, matching “${zephyrwave}”`,
    );
    // 9,000 less 5% is 8,550: to the nearest 100, halves up, 8,600.
    await expect(preview.getByRole('row', { name: aio240.name })).toContainText('8,600');
    await expect(preview.getByText(aio360.name)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Apply 1 change' }).click();
    await expect(toast(page, '1 price changed.')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.goto(`/products/${aio240.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(aio240.name);
    await expect(page.getByText('Tk 8,600').first()).toBeVisible();
    expect(await priceOf(page.request, aio360)).toBe(12000);
  });
});
