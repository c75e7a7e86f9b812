import { formatTk } from '../src/shared/money.ts';
import type { DeliverySettings } from '../src/shared/schemas/delivery.ts';
import { addToCartName } from './fixtures/checkout.ts';
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

// One journey on a phone (docs/product.md#sale-prices, #free-delivery): the owner puts a
// product on sale in Manage Products; a visitor sees the regular price struck through and
// the saving on the card, the product page and the cart, and the cart says how much more
// buys free home delivery.

test.use({ viewport: { width: 390, height: 844 } });

let admin: Account;

test.beforeAll(async ({ browser }, testInfo) => {
  admin = await createAdmin(browser, String(testInfo.project.use.baseURL));
});

test('a product put on sale shows its struck regular price and saving, and the cart the way to free delivery', async ({
  page,
  browser,
}, testInfo) => {
  await signInAs(page, admin);
  const token = await tokenFor(page.request, admin.email);
  const product = await createProduct(page.request, token, { price: 4_500, quantity: 10 });
  // A threshold no other journey's order reaches, so their delivery charges stay as they are.
  const threshold = 9_000_000;
  const auth = { Authorization: `Bearer ${token}` };
  const settings = (await (
    await page.request.get('/api/admin/delivery-settings', { headers: auth })
  ).json()) as DeliverySettings;
  const saved = await page.request.put('/api/admin/delivery-settings', {
    headers: auth,
    data: { ...settings, freeDeliveryThreshold: threshold },
  });
  expect(saved.ok()).toBe(true);

  await page.goto(`/dashboard/manage-products?q=${encodeURIComponent(product.name)}`);
  await page.getByRole('button', { name: `Edit ${product.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${product.name}` });
  const regular = dialog.getByLabel('Regular price (Tk, optional)');
  await regular.fill('4500');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    dialog.getByText('Regular price must be above the price (the price charged during the sale)'),
  ).toBeVisible();
  await regular.fill('6000');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, `${product.name} is updated.`)).toBeVisible();

  const visitorContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 390, height: 844 },
  });
  try {
    const visitor = waitForTakeOverOnLoad(await visitorContext.newPage());
    const struck = `Regular price ${formatTk(6_000)}`;
    const saving = `Save ${formatTk(1_500)}`;

    await visitor.goto(`/products?q=${encodeURIComponent(product.name)}`);
    const card = visitor.getByRole('article', { name: product.name });
    await expect(card.locator('del')).toHaveText(struck);
    await expect(card.getByText(saving)).toBeVisible();

    await card.getByRole('link', { name: product.name, exact: true }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    const main = visitor.getByRole('main');
    await expect(main.locator('del').first()).toHaveText(struck);
    await expect(main.getByText(saving).first()).toBeVisible();
    await visitor
      .getByRole('button', { name: addToCartName(product) })
      .first()
      .click();
    // The cart is kept once the navbar counts it; leaving the page before that loses it.
    await expect(visitor.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

    await visitor.goto('/cart');
    const line = visitor.getByRole('listitem', { name: product.name });
    await expect(line.locator('del')).toHaveText(struck);
    await expect(line.getByText(saving)).toBeVisible();
    await expect(visitor.getByTestId('free-delivery-hint')).toHaveText(
      `Add ${formatTk(threshold - 4_500)} for free home delivery`,
    );
  } finally {
    await visitorContext.close();
    await page.request.put('/api/admin/delivery-settings', { headers: auth, data: settings });
  }
});
