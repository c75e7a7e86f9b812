import type { APIRequestContext } from '@playwright/test';
import {
  bearer,
  createAdmin,
  createProduct,
  expect,
  placeOrder,
  signInAs,
  signUp,
  test,
  toast,
  tokenFor,
  uniqueEmail,
  uniqueName,
  type Account,
} from './fixtures/dashboard.ts';

// Manage Orders' defences against stock held by unconfirmed orders: the limits per
// customer, and cancelling stale orders in bulk.

let admin: Account;

test.beforeAll(async ({ browser }, testInfo) => {
  admin = await createAdmin(browser, String(testInfo.project.use.baseURL));
});

test.beforeEach(async ({ page }) => {
  await signInAs(page, admin);
});

const adminToken = (request: APIRequestContext) => tokenFor(request, admin.email);

test('the limits are shown, checked, saved and obeyed by the next order', async ({
  page,
  playwright,
}, testInfo) => {
  const token = await adminToken(page.request);
  const product = await createProduct(page.request, token, { quantity: 20 });
  await page.goto('/dashboard/manage-orders');
  const form = page.getByRole('form', { name: 'Limits on unconfirmed orders' });
  const perProduct = form.getByLabel('Per product');
  const total = form.getByLabel('In all');
  await expect(perProduct).toHaveValue('5');
  await expect(total).toHaveValue('40');
  try {
    await perProduct.fill('4');
    await total.fill('3');
    await form.getByRole('button', { name: 'Save limits' }).click();
    await expect(
      form.getByText('The total limit cannot be below the limit per product'),
    ).toBeVisible();
    await total.fill('12');
    await form.getByRole('button', { name: 'Save limits' }).click();
    await expect(
      toast(page, 'Saved: at most 4 of one product and 12 in all per customer.'),
    ).toBeVisible();
    await page.reload();
    await expect(perProduct).toHaveValue('4');
    await expect(total).toHaveValue('12');

    const buyer = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const email = uniqueEmail('limited');
    await signUp(buyer, uniqueName('Limited'), email);
    const buyerToken = await tokenFor(buyer, email);
    await placeOrder(buyer, buyerToken, product.id, 3);
    const refused = await buyer.post('/api/order', {
      headers: bearer(buyerToken),
      data: { productId: product.id, quantity: 3, phone: '01712345678', address: 'Dhaka' },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toContain(
      `${product.name}: at most 4 per customer`,
    );
    await buyer.dispose();
  } finally {
    // The shop's defaults again, for every later test.
    const restored = await page.request.put('/api/admin/order-limits', {
      headers: bearer(token),
      data: { perProduct: 5, total: 40 },
    });
    expect(restored.ok()).toBe(true);
  }
});

test('cancelling stale orders asks first and says how many went', async ({ page }) => {
  await page.goto('/dashboard/manage-orders');
  const stale = page.getByRole('region', { name: 'Stale orders' });
  const hours = stale.getByLabel('Older than (hours)');
  const start = stale.getByRole('button', { name: 'Cancel stale orders' });
  await hours.fill('0');
  await expect(stale.getByText('A whole number from 1 to 8760')).toBeVisible();
  await expect(start).toBeDisabled();

  // Every order in this shop is minutes old: a month back, nothing is stale.
  await hours.fill('720');
  await start.click();
  const dialog = page.getByRole('dialog', { name: 'Cancel stale orders?' });
  await expect(dialog).toContainText('after 720 hours');
  await dialog.getByRole('button', { name: 'Keep them' }).click();
  await expect(dialog).toBeHidden();

  await start.click();
  await dialog.getByRole('button', { name: 'Cancel stale orders' }).click();
  await expect(toast(page, 'No unconfirmed order is older than 720 hours.')).toBeVisible();
  await expect(dialog).toBeHidden();
});
