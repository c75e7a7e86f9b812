import { formatTk } from '../src/shared/money.ts';
import { expect, test } from './fixtures/dashboard.ts';
import { createAdmin, createProduct, signInAs, toast, tokenFor } from './fixtures/dashboard.ts';
import { signUp } from './fixtures/customer.ts';
import { addToCart, chooseDistrict } from './fixtures/checkout.ts';
import { waitForTakeOverOnLoad } from './fixtures/test-base.ts';

// An offer from end to end on a phone (docs/product.md#offers-coupons, #sale-prices): the
// owner puts a product on sale and creates a coupon in the dashboard; a customer sees the
// struck regular price, applies the code at checkout, pays the discounted total with bKash
// (the simulator), and the invoice shows the discount.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a product on sale and a coupon made in the dashboard: the struck price, Tk 500 off a bKash order, and the invoice shows it', async ({
  page,
  browser,
  baseURL,
}) => {
  const code = `EID-${Date.now().toString(36).toUpperCase()}`;
  const owner = await createAdmin(browser, String(baseURL));
  const ownerContext = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const ownerPage = waitForTakeOverOnLoad(await ownerContext.newPage());
  await signInAs(ownerPage, owner);
  // A product of its own, so no other journey meets its sale.
  const token = await tokenFor(ownerPage.request, owner.email);
  const part = await createProduct(ownerPage.request, token, { price: 4_500, quantity: 10 });
  await ownerPage.goto(`/dashboard/manage-products?q=${encodeURIComponent(part.name)}`);
  await ownerPage.getByRole('button', { name: `Edit ${part.name}` }).click();
  const editDialog = ownerPage.getByRole('dialog', { name: `Edit ${part.name}` });
  await editDialog.getByLabel('Regular price (Tk, optional)').fill('6000');
  await editDialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(ownerPage, `${part.name} is updated.`)).toBeVisible();

  await ownerPage.goto('/dashboard/coupons');
  await ownerPage.getByRole('button', { name: 'New coupon' }).click();
  const dialog = ownerPage.getByRole('dialog', { name: 'New coupon' });
  await dialog.getByLabel('Code').fill(code.toLowerCase());
  await dialog.getByLabel('Kind').selectOption('amount');
  await dialog.getByLabel('Taka off').fill('500');
  await dialog.getByRole('button', { name: 'Create coupon' }).click();
  await expect(ownerPage.getByTestId('coupon-card').filter({ hasText: code })).toContainText(
    'Tk 500 off',
  );
  await ownerContext.close();

  await signUp(page, { name: 'Nusrat Jahan' });
  await page.goto(`/products/${part.id}`);
  const main = page.getByRole('main');
  await expect(main.locator('del').first()).toHaveText(`Regular price ${formatTk(6_000)}`);
  await expect(main.getByText(`Save ${formatTk(1_500)}`).first()).toBeVisible();
  await addToCart(page, part);
  await page.goto('/checkout');
  await page.getByLabel('Mobile number').fill('01812345678');
  await chooseDistrict(page, 'রাজশা', 'Rajshahi');
  await page.getByLabel('Area or thana').fill('Boalia');
  await page.getByLabel('Street address').fill('House 9, Shaheb Bazar');
  await page.getByLabel('Coupon code').fill(` ${code.toLowerCase()} `);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('checkout-discount')).toHaveText('−Tk 500');
  const total = (await page.getByTestId('checkout-total').textContent()) ?? '';
  await page.getByRole('radio', { name: 'bKash' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page.getByRole('heading', { name: 'bKash payment' })).toBeVisible();
  const amount = total.replace(/[^\d]/g, '');
  await expect(page.getByText(`${amount}.00`)).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]+\?payment=paid$/);
  await expect(page.getByTestId('payment-status')).toHaveText('Paid');
  await expect(page.getByTestId('order-total')).toHaveText(total);

  await page.goto(page.url().replace(/\?.*$/, '/invoice'));
  await expect(page.getByTestId('order-discount')).toHaveText('−Tk 500');
  await expect(page.getByText(`Coupon ${code}`)).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(total);
});

test('a coupon for one product, chosen in the dialog: a cart without it is told the coupon covers nothing', async ({
  page,
  browser,
  baseURL,
}) => {
  const code = `FAN-${Date.now().toString(36).toUpperCase()}`;
  const owner = await createAdmin(browser, String(baseURL));
  const ownerContext = await browser.newContext({ baseURL });
  const ownerPage = waitForTakeOverOnLoad(await ownerContext.newPage());
  await signInAs(ownerPage, owner);
  const token = await tokenFor(ownerPage.request, owner.email);
  const covered = await createProduct(ownerPage.request, token, { price: 2_000 });
  const other = await createProduct(ownerPage.request, token, { price: 3_000 });

  await ownerPage.goto('/dashboard/coupons');
  await ownerPage.getByRole('button', { name: 'New coupon' }).click();
  const dialog = ownerPage.getByRole('dialog', { name: 'New coupon' });
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByLabel('Kind').selectOption('amount');
  await dialog.getByLabel('Taka off').fill('300');
  await dialog.getByRole('searchbox', { name: 'Find a product by name or SKU' }).fill(covered.name);
  await dialog
    .getByRole('list', { name: 'Products found' })
    .getByRole('button', { name: covered.name })
    .click();
  await expect(dialog.getByRole('list', { name: 'Products the coupon covers' })).toContainText(
    `${covered.name}${formatTk(2_000)}`,
  );
  await dialog.getByRole('button', { name: 'Create coupon' }).click();
  await expect(ownerPage.getByTestId('coupon-card').filter({ hasText: code })).toContainText(
    '1 product',
  );
  await ownerContext.close();

  await signUp(page, { name: 'Karim Ahmed' });
  await page.goto(`/products/${other.id}`);
  await addToCart(page, other);
  await page.goto('/cart');
  await page.getByLabel('Coupon code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('coupon-refusal')).toHaveText(
    'This coupon does not cover anything in your cart.',
  );
});
