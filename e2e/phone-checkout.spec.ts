import type { Page } from '@playwright/test';
import { addToCart, chooseDistrict, partsInStock } from './fixtures/checkout.ts';
import { expect, test } from './fixtures/customer.ts';
import { waitForTakeOverOnLoad } from './fixtures/test-base.ts';

// Checkout without a sign-up form (docs/product.md#checkout-by-phone), on a 390 px phone: a
// visitor proves the phone with the code the SMS stand-in took and finds the order in My
// Orders; then, signed out, the same shopper signs in by code and orders again from the
// address the first order saved, and finds on My Profile how to add an email.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The code in the newest code SMS to this phone (the order's own SMS come there too). */
async function codeFor(page: Page, phone: string, notCode?: string): Promise<string> {
  let code = '';
  await expect(async () => {
    const sms = await page.request.get(`${process.env.E2E_SMS_URL}/sms?to=${phone}&has=is%20your`);
    expect(sms.ok()).toBe(true);
    const { message } = (await sms.json()) as { message: string };
    code = /^\d{6}/.exec(message)?.[0] ?? '';
    expect(code).not.toBe('');
    expect(code).not.toBe(notCode);
  }).toPass();
  return code;
}

async function placedOrderNumber(page: Page): Promise<string> {
  const placed = page.getByRole('status').filter({ hasText: /order CH-\d+ is placed/ });
  await expect(placed).toBeVisible();
  return /CH-\d+/.exec((await placed.textContent()) ?? '')?.[0] ?? '';
}

test('a visitor orders cash on delivery proving the phone by SMS code, then reorders from the saved address after signing in by code', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const [part] = await partsInStock(page.request, 1);
  if (!part) throw new Error('A part in stock is needed.');
  const phone = `017${String(Date.now()).slice(-8)}`;

  // (a) No account: the cart in this browser, the form, then the code.
  await page.goto(`/products/${part._id}`);
  await addToCart(page, part);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Rupa Begum');
  await page.getByLabel('Mobile number').fill(phone);
  await chooseDistrict(page, 'রাজশা', 'Rajshahi');
  await page.getByLabel('Area or thana').fill('Boalia');
  await page.getByLabel('Street address').fill('House 12, Kazla');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your phone' })).toBeVisible();
  const codeField = page.getByLabel('SMS code');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(page.getByText(/Resend code in \d+ s/)).toBeVisible();
  // A wrong code is refused in words, the form kept as typed.
  const code = await codeFor(page, phone);
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Confirm and place order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /code/i })).toBeVisible();
  await expect(page.getByLabel('Area or thana')).toHaveValue('Boalia');
  await codeField.fill(code);
  await page.getByRole('button', { name: 'Confirm and place order' }).click();
  const first = await placedOrderNumber(page);
  await page.goto('/dashboard/my-orders');
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(first);

  // (b) Another visit, signed out: sign in by code, and checkout starts from the saved address.
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const again = waitForTakeOverOnLoad(await context.newPage());
  await again.goto(`/products/${part._id}`);
  await addToCart(again, part);
  await again.goto('/login');
  await again.getByLabel('Mobile number').fill(phone);
  await again.getByRole('button', { name: 'Send code' }).click();
  await again.getByRole('textbox', { name: 'Code' }).fill(await codeFor(again, phone, code));
  await again.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(again).not.toHaveURL(/\/login$/);
  await again.goto('/checkout');
  await expect(again.getByLabel('Area or thana')).toHaveValue('Boalia');
  await expect(again.getByLabel('Mobile number')).toHaveValue(phone);
  await again.getByRole('button', { name: 'Place order' }).click();
  const second = await placedOrderNumber(again);
  expect(second).not.toBe(first);

  // (c) My Profile says how this account signs in, and offers the email it lacks.
  await again.goto('/dashboard/my-profile');
  const methods = again.getByRole('region', { name: 'How you sign in' });
  await expect(methods).toContainText(phone);
  await methods.getByLabel('Email to add').fill(`rupa.${phone}@example.com`);
  await methods.getByRole('button', { name: 'Send link' }).click();
  await expect(methods.getByRole('status')).toContainText('A link is on its way to that email');
  await expect(methods).toContainText('Add an email first to set one');
  await context.close();
});
