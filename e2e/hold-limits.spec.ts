import { chooseDistrict } from './fixtures/checkout.ts';
import { bearer as customerBearer, signUp as signUpCustomer } from './fixtures/customer.ts';
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
import { waitForTakeOverOnLoad } from './fixtures/test-base.ts';

// Hold limits (decision 039): the shop's limits on Manage Orders, the owner's own limit on a
// product in short supply set while editing it, and a checkout past it refused beside the line.

let admin: Account;

test.beforeAll(async ({ browser }, testInfo) => {
  admin = await createAdmin(browser, String(testInfo.project.use.baseURL));
});

test('the owner limits one product to 2 per customer, and checkout names the limit beside that line', async ({
  page,
  browser,
}, testInfo) => {
  await signInAs(page, admin);
  const product = await createProduct(page.request, await tokenFor(page.request, admin.email), {
    quantity: 20,
  });

  await page.goto('/dashboard/manage-orders');
  const limits = page.getByRole('form', { name: 'Limits on unconfirmed orders' });
  await expect(limits.getByLabel('Per product')).toHaveValue('5');
  await expect(limits.getByLabel('In all')).toHaveValue('40');

  await page.goto(`/dashboard/manage-products?q=${encodeURIComponent(product.name)}`);
  await page.getByRole('button', { name: `Edit ${product.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${product.name}` });
  const limit = dialog.getByLabel('Limit per customer (optional)');
  await expect(limit).toHaveValue('');
  await limit.fill('0');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    dialog.getByText('Limit per customer must be a whole number from 1 to 100000, or empty'),
  ).toBeVisible();
  await limit.fill('2');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, `${product.name} is updated.`)).toBeVisible();

  const shopperContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const shopper = waitForTakeOverOnLoad(await shopperContext.newPage());
    const customer = await signUpCustomer(shopper, { prefix: 'limited' });
    const auth = await customerBearer(shopper, customer.email);
    const put = await shopper.request.put(`/api/cart/items/${product.id}`, {
      headers: auth,
      data: { quantity: 3 },
    });
    expect(put.ok()).toBe(true);

    await shopper.goto('/checkout');
    await shopper.getByLabel('Mobile number').fill('01712345678');
    await chooseDistrict(shopper, 'dhak', 'Dhaka');
    await shopper.getByLabel('Area or thana').fill('Uttara');
    await shopper.getByLabel('Street address').fill('House 4, Road 2');
    await shopper.getByRole('button', { name: 'Place order' }).click();

    const summary = shopper.getByRole('region', { name: 'Your order' });
    const line = summary.getByRole('listitem').filter({ hasText: product.name });
    await expect(line).toContainText('At most 2 per customer until the shop confirms your orders');
    await expect(
      summary.getByText(`${product.name}: at most 2 per customer`, { exact: false }),
    ).toBeVisible();
    await expect(shopper).toHaveURL(/\/checkout$/);
  } finally {
    await shopperContext.close();
  }
});
