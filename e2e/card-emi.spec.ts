import { bearer, tokenFor } from './fixtures/dashboard.ts';
import { addToCart, chooseDistrict } from './fixtures/checkout.ts';
import { expect, signUp, test } from './fixtures/customer.ts';
import { partMaker, type Part } from './fixtures/parts.ts';

// Card EMI on a phone (docs/product.md#emi): a shopper sees the plan table on a graphics
// card, pays with Card EMI over 12 months through the SSLCommerz simulator, and the order
// page shows the plan. The owner's plan is set through the API and taken away after.

const cityBank = {
  bank: 'City Bank',
  months: [3, 6, 12],
  feePercent: { '12': 3.5 },
  minAmount: 5000,
  enabled: true,
};
let card: Part;
let token: string;

test.use({ viewport: { width: 390, height: 844 } });

test.beforeAll(async ({ browser, playwright }, testInfo) => {
  const baseURL = String(testInfo.project.use.baseURL);
  const request = await playwright.request.newContext({ baseURL });
  const maker = await partMaker(browser, baseURL, request);
  card = await maker.make('gpu', 'EMI Test RTX', { lengthMm: 250, tdpW: 160 }, 45_000);
  const context = await browser.newContext({ baseURL });
  await context.addCookies(maker.admin.cookies);
  token = await tokenFor(context.request, maker.admin.email);
  await context.close();
  const saved = await request.put('/api/admin/emi-plans', {
    headers: bearer(token),
    data: [cityBank],
  });
  expect(saved.status()).toBe(200);
  await request.dispose();
});

test.afterAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await request.put('/api/admin/emi-plans', { headers: bearer(token), data: [] });
  await request.dispose();
});

test('on a phone: the EMI table on a graphics card, Card EMI for 12 months, the plan on the order', async ({
  page,
}) => {
  await signUp(page, { name: 'Nusrat Jahan' });
  await page.goto(`/products/${card.id}`);
  await expect(page.getByRole('heading', { name: 'EMI from Tk 3,882/month' })).toBeVisible();
  // Tk 45,000 plus the bank's 3.5 %: Tk 46,575, Tk 3,882 a month (rounded up).
  await expect(page.getByTestId('emi-table').getByRole('row').last()).toHaveText(
    /City Bank\s*12\s*Tk 3,882\s*Tk 46,575/,
  );
  await addToCart(page, card);

  await page.goto('/checkout');
  await page.getByLabel('Mobile number').fill('01812345678');
  await chooseDistrict(page, 'রাজশা', 'Rajshahi');
  await page.getByLabel('Area or thana').fill('Boalia');
  await page.getByLabel('Street address').fill('House 9, Shaheb Bazar');
  await page.getByRole('radio', { name: 'Card EMI' }).check();
  await expect(page.getByLabel('Bank', { exact: true })).toHaveValue('City Bank');
  await page.getByLabel('Months', { exact: true }).selectOption('12');
  await expect(page.getByTestId('card-emi-plan')).toContainText('/month for 12 months');
  const monthly = (await page.getByTestId('card-emi-plan').textContent())?.match(
    /^(Tk [\d,]+)\/month/,
  )?.[1];
  await page.getByRole('button', { name: 'Place order' }).click();

  // The gateway's page names the tenure the session asked for.
  await expect(page.getByRole('heading', { name: 'SSLCommerz card EMI: 12 months' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]+\?payment=paid$/);
  await expect(page.getByTestId('payment-status')).toHaveText('Paid');
  await expect(page.getByTestId('payment-emi')).toHaveText(
    `Card EMI: City Bank, 12 months, ${monthly}/month`,
  );
});
