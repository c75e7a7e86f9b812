import { chooseDistrict, partsInStock } from './fixtures/checkout.ts';
import { createAdmin, expect, signInAs, test } from './fixtures/dashboard.ts';

// An order taken by phone (docs/product.md#orders-taken-by-phone), on a 390 px phone: staff
// make the caller's account and place a bKash order for them; the customer opens the link
// from the SMS (read from the SMS stand-in), pays on the bKash simulator's page without
// signing in, and lands on a page saying the order is paid.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('staff take a bKash order by phone; the customer pays it from the SMS link', async ({
  page,
  browser,
  baseURL,
}) => {
  const admin = await createAdmin(browser, baseURL ?? '');
  await signInAs(page, admin);
  const [part] = await partsInStock(page.request, 1);
  if (!part) throw new Error('A part in stock is needed.');
  const phone = `019${String(Date.now()).slice(-8)}`;

  await page.goto('/dashboard/take-order');
  await expect(page.getByRole('heading', { name: 'Take an order', level: 1 })).toBeVisible();
  await page.getByLabel('Customer’s mobile number').fill(phone);
  await page.getByRole('button', { name: 'Find customer' }).click();
  await expect(page.getByText('No account has this phone yet')).toBeVisible();
  await page.getByLabel('Customer’s name').fill('Shirin Akter');
  await page.getByRole('button', { name: 'Create customer' }).click();
  await expect(page.getByText(`For Shirin Akter, ${phone}`)).toBeVisible();

  await page.getByLabel('Find a product by name or SKU').fill(part.name);
  await page.getByRole('button', { name: `Add ${part.name}` }).click();
  await expect(page.getByRole('list', { name: 'Order lines' })).toContainText(part.name);
  await chooseDistrict(page, 'রাজশা', 'Rajshahi');
  await page.getByLabel('Area or thana').fill('Boalia');
  await page.getByLabel('Street address').fill('House 9, Shaheb Bazar');
  await page.getByRole('radio', { name: 'bKash' }).check();
  await page.getByRole('button', { name: 'Place order for Shirin Akter' }).click();
  const placed = page.getByRole('heading', { name: /^Order CH-\d+ is placed$/ });
  await expect(placed).toBeVisible();
  await expect(page.getByText('The customer was sent the payment link by SMS.')).toBeVisible();
  const orderNumber = /CH-\d+/.exec((await placed.textContent()) ?? '')?.[0] ?? '';

  // The customer's phone: no session, the link from the SMS.
  const sms = await page.request.get(`${process.env.E2E_SMS_URL}/sms?to=${phone}&has=/pay/`);
  expect(sms.ok()).toBe(true);
  const { message } = (await sms.json()) as { message: string };
  expect(message).toContain(orderNumber);
  const link = /https?:\/\/\S+\/pay\/[A-Za-z0-9_-]{43}/.exec(message)?.[0] ?? '';
  const customer = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const phonePage = await customer.newPage();
  await phonePage.goto(link);
  await expect(
    phonePage.getByRole('heading', { name: `Pay for order ${orderNumber}` }),
  ).toBeVisible();
  await expect(phonePage.getByRole('list', { name: 'Items' })).toContainText(part.name);
  await phonePage.getByRole('button', { name: /^Pay/ }).click();
  await expect(phonePage.getByRole('heading', { name: 'bKash payment' })).toBeVisible();
  await phonePage.getByRole('button', { name: 'Pay' }).click();
  await expect(phonePage.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expect(phonePage.getByTestId('paid-order')).toHaveText(`Order ${orderNumber}`);
  // The link is spent: opened again, it says the order is paid.
  await phonePage.goto(link);
  await expect(phonePage.getByText(`Order ${orderNumber} is already paid.`)).toBeVisible();
  await customer.close();
});
