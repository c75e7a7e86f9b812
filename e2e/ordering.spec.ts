import { messages } from '../src/shared/messages.ts';
import { formatTk } from '../src/shared/money.ts';
import {
  actionName,
  bearer,
  buy,
  catalogue,
  expect,
  fillLogin,
  orderDialog,
  productById,
  productWithStock,
  signUp,
  stockText,
  test,
  toastWith,
} from './fixtures/customer.ts';
import { chooseDistrict, homeCharge } from './fixtures/checkout.ts';
import { expectNoSeriousA11yViolations } from './fixtures/storefront.ts';

// Ordering in a real browser against the production build: the order modal,
// My Orders and cancelling, with stock read back from the product pages.

test('an anonymous visitor presses Buy Now, signs in and places the order from the reopened modal', async ({
  page,
}) => {
  const customer = await signUp(page, { name: 'Rafiq Chowdhury', signedIn: false });
  const product = (await catalogue(page.request)).find((p) => p.quantity >= 10);
  if (!product) throw new Error('No product with 10 or more units left.');

  await page.goto(`/products?q=${encodeURIComponent(product.name)}`);
  await page.getByRole('link', { name: actionName('Buy Now', product.name) }).click();
  await expect(page).toHaveURL(/\/login$/);
  await fillLogin(page, customer.email);

  // Back in the open modal, for that product.
  await expect(page).toHaveURL(new RegExp(`/order-modal/${product._id}\\?q=`));
  const dialog = orderDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(product.name)).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveValue(customer.name);
  await expect(dialog.getByLabel('Name')).not.toBeEditable();
  await expect(dialog.getByLabel('Email')).toHaveValue(customer.email);
  await expect(dialog.getByLabel('Email')).not.toBeEditable();

  const total = dialog.getByTestId('order-total');
  await expect(total).toContainText(formatTk(product.price));
  await dialog.getByRole('radio', { name: '2', exact: true }).check();
  await expect(total).toContainText(`2 × ${formatTk(product.price)}`);
  await expect(total).toContainText(formatTk(product.price * 2));

  await dialog.getByLabel('Phone').fill('12345');
  await dialog.getByRole('button', { name: 'Place Order' }).click();
  await expect(dialog.getByText('Area or thana is required')).toBeVisible();
  await expect(dialog.getByText('Street address is required')).toBeVisible();
  await expect(dialog.getByText(messages.validation.phoneInvalid)).toBeVisible();
  await expect(dialog.getByText('District is required')).toBeVisible();
  await expect(dialog.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByLabel('Phone').fill('01712-345678');
  await chooseDistrict(page, 'dhaka', 'Dhaka');
  await dialog.getByLabel('Area or thana').fill('Dhanmondi');
  await dialog.getByLabel('Street address').fill('House 12, Road 5');
  await expect(dialog.getByText(messages.validation.phoneInvalid)).toBeHidden();
  await dialog.getByRole('button', { name: 'Place Order' }).click();

  await expect(toastWith(page, messages.order.success(customer.name))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname === '/products');

  await page.goto('/dashboard/my-orders');
  const row = page.getByRole('row').filter({ hasText: product.name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Pending');
  // The total includes home delivery to the district chosen in the modal.
  const charge = await homeCharge(page.request, 'Dhaka', [{ productId: product._id, quantity: 2 }]);
  await expect(row).toContainText(formatTk(product.price * 2 + charge));
  await expect(row.getByRole('cell').nth(1)).toHaveText('2');
});

test('cancelling a pending order in My Orders marks it cancelled and puts the stock back', async ({
  page,
}) => {
  const customer = await signUp(page, { prefix: 'cancel' });
  const auth = await bearer(page, customer.email);
  const product = await productWithStock(page, 4);
  await buy(page, auth, product._id, 2);

  await page.goto(`/products/${product._id}`);
  const main = page.getByRole('main');
  await expect(main.getByText(stockText(2), { exact: true })).toBeVisible();

  await page.goto('/dashboard/my-orders');
  const row = page.getByRole('row').filter({ hasText: product.name });
  await expect(row).toContainText('Pending');
  await expectNoSeriousA11yViolations(page);
  await row.getByRole('button', { name: `Cancel the order of ${product.name}` }).click();

  const confirm = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Thinking better of it changes nothing.
  await confirm.getByRole('button', { name: 'Keep order' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Pending');

  await row.getByRole('button', { name: `Cancel the order of ${product.name}` }).click();
  await confirm.getByRole('button', { name: 'Cancel order' }).click();
  await expect(toastWith(page, 'Order cancelled')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Cancelled');
  await expect(row.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);

  await page.goto(`/products/${product._id}`);
  await expect(main.getByText(stockText(4), { exact: true })).toBeVisible();
});

test('an out-of-stock product cannot be ordered', async ({ page }) => {
  await signUp(page, { prefix: 'sold-out' });
  const product = await productWithStock(page, 0);

  await page.goto(`/products/${product._id}`);
  await expect(page.getByRole('main').getByText('Out of stock', { exact: true })).toBeVisible();
  // No dead end: no Buy Now, and a way to hear when it is back.
  const main = page.getByRole('main');
  for (const role of ['link', 'button'] as const) {
    await expect(main.getByRole(role, { name: actionName('Buy Now', product.name) })).toHaveCount(
      0,
    );
  }
  await expect(
    page.getByRole('form', { name: `Notify me when ${product.name} is back` }),
  ).toBeVisible();

  // Not even by typing the address of its order modal.
  await page.goto(`/order-modal/${product._id}`);
  const dialog = orderDialog(page);
  await expect(dialog.getByText(messages.order.outOfStock)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Place Order' })).toHaveCount(0);
  await expect(dialog.getByLabel('Phone')).toHaveCount(0);
});

test('packs larger than the stock left are disabled, with a hint', async ({ page }) => {
  await signUp(page, { prefix: 'low-stock' });
  const product = await productWithStock(page, 2);

  await page.goto(`/order-modal/${product._id}`);
  const dialog = orderDialog(page);
  await expect(dialog.getByRole('radio', { name: '1', exact: true })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: '2', exact: true })).toBeEnabled();
  await expect(dialog.getByRole('radio', { name: '3', exact: true })).toBeDisabled();
  await expect(
    dialog.getByText('Only 2 left in stock, so a larger pack cannot be chosen.'),
  ).toBeVisible();
});

test('an order refused for short stock says why in the modal and with the failure toast', async ({
  page,
}) => {
  const customer = await signUp(page, { prefix: 'short' });
  const auth = await bearer(page, customer.email);
  const product = await productWithStock(page, 3);

  await page.goto(`/order-modal/${product._id}`);
  const dialog = orderDialog(page);
  await dialog.getByRole('radio', { name: '2', exact: true }).check();
  await dialog.getByLabel('Phone').fill('01912345678');
  await dialog.getByLabel('Area or thana').fill('Agrabad');
  await dialog.getByLabel('Street address').fill('Flat 3B');
  await chooseDistrict(page, 'chatt', 'Chattogram');
  // Two of the three are sold while the form is open.
  await buy(page, auth, product._id, 2);
  await dialog.getByRole('button', { name: 'Place Order' }).click();

  await expect(toastWith(page, messages.order.failure)).toBeVisible();
  await expect(
    dialog.getByText('Only 1 left in stock: please choose a smaller pack.'),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
  // The modal now knows the real stock.
  await expect(dialog.getByRole('radio', { name: '2', exact: true })).toBeDisabled();
  expect((await productById(page.request, product._id)).quantity).toBe(1);
});

test('an order past the limit on unconfirmed units says why in the modal and takes nothing', async ({
  page,
}) => {
  const customer = await signUp(page, { prefix: 'holder' });
  const auth = await bearer(page, customer.email);
  const product = (await catalogue(page.request)).find((p) => p.quantity >= 8);
  if (!product) throw new Error('No product with 8 or more units left.');
  // Packs of 3 and 2 awaiting the shop's confirmation: the most one customer may hold.
  await buy(page, auth, product._id, 5);

  await page.goto(`/order-modal/${product._id}`);
  const dialog = orderDialog(page);
  await dialog.getByLabel('Phone').fill('01912345678');
  await dialog.getByLabel('Area or thana').fill('Gulshan');
  await dialog.getByLabel('Street address').fill('House 5, Road 1');
  await chooseDistrict(page, 'dhaka', 'Dhaka');
  await dialog.getByRole('button', { name: 'Place Order' }).click();

  await expect(toastWith(page, messages.order.failure)).toBeVisible();
  await expect(
    dialog.getByText(
      `${product.name}: at most 5 per customer until the shop confirms the orders; you already have 5 in orders awaiting confirmation, and this order asks for 1.`,
      { exact: false },
    ),
  ).toBeVisible();
  expect((await productById(page.request, product._id)).quantity).toBe(product.quantity - 5);
});

test('the order modal opens over the product page, keeps focus inside and closes with Escape', async ({
  page,
}) => {
  await signUp(page, { prefix: 'keyboard' });
  const product = (await catalogue(page.request)).find((p) => p.quantity > 3);
  if (!product) throw new Error('No product in stock.');

  await page.goto(`/products/${product._id}`);
  const buyNow = page.getByRole('link', { name: actionName('Buy Now', product.name) });
  await buyNow.click();
  const dialog = orderDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog).toBeFocused();
  // The product page stays behind the modal.
  await expect(page.locator('main h1')).toHaveText(product.name);
  await expectNoSeriousA11yViolations(page);

  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    const inside = await dialog.evaluate((box) => box.contains(document.activeElement));
    expect(inside, `focus after ${step + 1} presses of Tab`).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname === `/products/${product.slug}`);
  await expect(buyNow).toBeFocused();
});

test('closing the order modal returns to the filtered grid it was opened from', async ({
  page,
}) => {
  await signUp(page, { prefix: 'grid' });
  await page.goto('/products?category=storage&sort=price-asc');
  const card = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: /^Buy Now/ }) })
    .first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link', { name: actionName('Buy Now', name) }).click();

  const dialog = orderDialog(page);
  await expect(dialog.getByText(name)).toBeVisible();
  // The same grid stays drawn behind the modal.
  await expect(page).toHaveURL(/\/order-modal\/[\w-]+\?category=storage&sort=price-asc$/);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/products\?category=storage&sort=price-asc$/);
  await expect(page.getByRole('link', { name: actionName('Buy Now', name) })).toBeFocused();
});

test('a customer without orders finds an empty My Orders with a way to the products', async ({
  page,
}) => {
  await signUp(page, { prefix: 'no-orders' });
  await page.goto('/dashboard/my-orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await expect(page.getByText('No orders yet')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Browse products' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

for (const width of [360, 390]) {
  test(`Buy Now's pop-up is checkout for one product at ${width} px: area, delivery and the shop's payment methods`, async ({
    page,
  }) => {
    const customer = await signUp(page, { prefix: `buy-now-${width}` });
    const product = await productWithStock(page, 3);
    const offered = (await (await page.request.get('/api/payments/methods')).json()) as {
      methods: string[];
    };
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/order-modal/${product._id}`);
    const dialog = orderDialog(page);
    await dialog.getByLabel('Phone').fill('01712345678');
    await chooseDistrict(page, 'bogura', 'Bogura');
    await dialog.getByLabel('Area or thana').fill('Satmatha');
    await dialog.getByLabel('Street address').fill('House 9, Jhawtola Road');
    // Checkout's delivery options and payment methods, not cash only.
    await expect(dialog.getByRole('radio', { name: /^Home delivery/ })).toBeChecked();
    const payments = dialog.getByRole('group', { name: 'Payment' }).getByRole('radio');
    await expect(payments).toHaveCount(offered.methods.length);
    expect(offered.methods).toContain('bkash');
    await expect(dialog.getByRole('radio', { name: 'bKash' })).toBeVisible();
    // Nothing in the pop-up is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );

    const placed = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/checkout') && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Place Order' }).click();
    const { orderId } = (await (await placed).json()) as { orderId: string };
    await expect(toastWith(page, messages.order.success(customer.name))).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.goto(`/dashboard/orders/${orderId}`);
    const delivery = page.getByRole('region', { name: 'Delivery' });
    await expect(delivery).toContainText('House 9, Jhawtola Road');
    await expect(delivery).toContainText('Satmatha, Bogura');
  });
}
