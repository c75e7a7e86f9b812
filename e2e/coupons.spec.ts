import { expect, test } from './fixtures/dashboard.ts';
import { createAdmin, signInAs } from './fixtures/dashboard.ts';
import { signUp } from './fixtures/customer.ts';
import { addToCartName, chooseDistrict, partsInStock } from './fixtures/checkout.ts';

// An offer from end to end on a phone (docs/product.md#offers-coupons): the owner creates a
// coupon in the dashboard; a customer applies its code at checkout, pays the discounted
// total with bKash (the simulator), and the invoice shows the discount.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a coupon made in the dashboard takes Tk 500 off a bKash order, and the invoice shows it', async ({
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
  const ownerPage = await ownerContext.newPage();
  await signInAs(ownerPage, owner);
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
  const [part] = await partsInStock(page.request, 1);
  if (!part) throw new Error('A part in stock is needed.');
  await page.goto(`/products/${part._id}`);
  await page.getByRole('button', { name: addToCartName(part) }).click();
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
