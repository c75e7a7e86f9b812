import {
  createAdmin,
  createProduct,
  expect,
  signInAs,
  test,
  toast,
  tokenFor,
  type Account,
} from './fixtures/dashboard.ts';

// Manage Products: a bulk price change previewed and applied, and the low-stock filter
// (docs/product.md#bulk-price-change, #low-stock).

let admin: Account;

test.beforeAll(async ({ browser }, testInfo) => {
  admin = await createAdmin(browser, String(testInfo.project.use.baseURL));
});

test('the admin previews a 10% rise on the products found, applies it, and filters low stock', async ({
  page,
}) => {
  await signInAs(page, admin);
  const token = await tokenFor(page.request, admin.email);
  const few = await createProduct(page.request, token, {
    name: 'Repricer Blower Fan',
    price: 1000,
    quantity: 2,
  });
  const many = await createProduct(page.request, token, {
    name: 'Repricer Tower Cooler',
    price: 2450,
    quantity: 50,
  });

  await page.goto('/dashboard/manage-products?q=Repricer');
  await page.getByRole('button', { name: 'Change prices' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change prices' });
  await dialog.getByLabel('Percent (negative lowers)').fill('10');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const preview = dialog.getByTestId('bulk-price-preview');
  await expect(preview.getByText('2 prices change.')).toBeVisible();
  await expect(preview.getByRole('row', { name: /Repricer Blower Fan/ })).toContainText('1,100');
  await expect(preview.getByRole('row', { name: /Repricer Tower Cooler/ })).toContainText('2,700');
  // Nothing has changed yet.
  const before = await page.request.get(`/api/product/${few.id}`);
  expect(((await before.json()) as { price: number }).price).toBe(1000);

  await dialog.getByRole('button', { name: 'Apply 2 changes' }).click();
  await expect(toast(page, '2 prices changed.')).toBeVisible();
  await expect(dialog).toBeHidden();
  for (const [product, price] of [
    [few, 1100],
    [many, 2700],
  ] as const) {
    const answer = await page.request.get(`/api/product/${product.id}`);
    expect(((await answer.json()) as { price: number }).price).toBe(price);
  }

  await page.getByRole('combobox', { name: /^Stock/ }).selectOption('low');
  await expect(page).toHaveURL(/stock=low/);
  await expect(page.getByTestId('manage-count')).toHaveText('1 product');
  await expect(page.getByText(few.name).first()).toBeVisible();
  await expect(page.getByText(many.name)).toHaveCount(0);
});
