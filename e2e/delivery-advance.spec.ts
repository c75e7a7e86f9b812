import type { APIRequestContext } from '@playwright/test';
import { formatTk } from '../src/shared/money.ts';
import { expect, signUp, test } from './fixtures/customer.ts';
import { createAdmin, tokenFor } from './fixtures/dashboard.ts';
import { addToCart, chooseDistrict, homeCharge, partsInStock } from './fixtures/checkout.ts';

// Cash on delivery in two parts (docs/product.md#online-payment): with the shop's rule on,
// a cash order to a district outside Dhaka pays its delivery charge with bKash at the
// simulator first, and its order page shows the rest to be paid at the door.

let shop: APIRequestContext;
let adminHeaders: Record<string, string>;

async function setRule(on: boolean) {
  const saved = await shop.put('/api/admin/payment-rules', {
    headers: adminHeaders,
    data: { advanceDeliveryOutsideDhaka: on, codLimit: null },
  });
  expect(saved.status(), 'saving the payment rules').toBe(200);
}

test.beforeAll(async ({ browser, playwright }, info) => {
  const baseURL = String(info.project.use.baseURL);
  const admin = await createAdmin(browser, baseURL);
  shop = await playwright.request.newContext({
    baseURL,
    storageState: { cookies: admin.cookies, origins: [] },
  });
  adminHeaders = { Authorization: `Bearer ${await tokenFor(shop, admin.email)}` };
  await setRule(true);
});

// The other browser tests check out in cash outside Dhaka: the rule goes off again.
test.afterAll(async () => {
  await setRule(false);
  await shop.dispose();
});

test('cash outside Dhaka: the delivery charge paid with bKash first, the rest to collect', async ({
  page,
}) => {
  await signUp(page, { name: 'Sadia Islam' });
  const [part] = await partsInStock(page.request, 1);
  if (!part) throw new Error('A part in stock is needed.');
  const charge = await homeCharge(page.request, 'Rajshahi', [{ productId: part._id, quantity: 1 }]);
  const rest = part.price;
  await page.goto(`/products/${part._id}`);
  await addToCart(page, part);
  await page.goto('/checkout');
  await page.getByLabel('Mobile number').fill('01812345678');
  await chooseDistrict(page, 'রাজশা', 'Rajshahi');
  await page.getByLabel('Area or thana').fill('Boalia');
  await page.getByLabel('Street address').fill('House 9, Shaheb Bazar');
  await expect(page.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
  await expect(page.getByTestId('advance-summary')).toHaveText(
    `Delivery charge ${formatTk(charge)} now with bKash / Card / mobile banking, ${formatTk(rest)} in cash on delivery.`,
  );
  await expect(page.getByTestId('checkout-payment-note')).toHaveText(
    `Pay the delivery charge (${formatTk(charge)}) online on the next page, and ${formatTk(rest)} in cash when the parcel reaches you.`,
  );
  await page.getByRole('radio', { name: 'Pay the delivery charge with bKash' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page.getByRole('heading', { name: 'bKash payment' })).toBeVisible();
  await expect(page.getByText(`${charge}.00`).first()).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]+\?payment=paid$/);
  await expect(page.getByTestId('payment-outcome')).toContainText(
    `Delivery charge of ${formatTk(charge)} received`,
  );
  await expect(page.getByTestId('payment-status')).toHaveText('Due');
  await expect(page.getByTestId('payment-advance')).toHaveText(
    `Delivery charge ${formatTk(charge)} paid in advance; ${formatTk(rest)} in cash on delivery`,
  );
});
