import type { Page } from '@playwright/test';
import { expect, signUp, test } from './fixtures/customer.ts';
import { addToCart, chooseDistrict, partsInStock } from './fixtures/checkout.ts';

// Paying online (docs/product.md#online-payment) against the gateway simulators the test
// run starts: the customer chooses bKash or card, pays on the gateway's page, and comes
// back to their order, paid; a payment cancelled at the gateway is retried and paid, and
// one whose page was left is paid again from the order page.

async function checkOutWith(page: Page, method: 'bKash' | 'Card / mobile banking (SSLCommerz)') {
  await signUp(page, { name: 'Sadia Islam' });
  const [part] = await partsInStock(page.request, 1);
  if (!part) throw new Error('A part in stock is needed.');
  await page.goto(`/products/${part._id}`);
  await addToCart(page, part);
  await page.goto('/checkout');
  await page.getByLabel('Mobile number').fill('01812345678');
  await chooseDistrict(page, 'রাজশা', 'Rajshahi');
  await page.getByLabel('Area or thana').fill('Boalia');
  await page.getByLabel('Street address').fill('House 9, Shaheb Bazar');
  await page.getByRole('radio', { name: method }).check();
  await expect(page.getByText(/held for 30 minutes while you pay/)).toBeVisible();
  await expect(page.getByTestId('checkout-payment-note')).toHaveText(
    'You pay online on the next page; your items are held for you while you pay.',
  );
  await page.getByRole('button', { name: 'Place order' }).click();
}

async function expectPaid(page: Page) {
  await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]+\?payment=paid$/);
  await expect(page.getByTestId('payment-outcome')).toContainText('Payment received');
  await expect(page.getByTestId('payment-status')).toHaveText('Paid');
}

test('checking out with bKash: pay on bKash’s page and land on the order, paid', async ({
  page,
}) => {
  await checkOutWith(page, 'bKash');
  await expect(page.getByRole('heading', { name: 'bKash payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expectPaid(page);
});

test('checking out with a card through SSLCommerz: pay and land on the order, paid', async ({
  page,
}) => {
  await checkOutWith(page, 'Card / mobile banking (SSLCommerz)');
  await expect(page.getByRole('heading', { name: 'SSLCommerz payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expectPaid(page);
});

test('a payment cancelled at the gateway can be retried from the order page and paid', async ({
  page,
}) => {
  await checkOutWith(page, 'bKash');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\?payment=cancelled$/);
  await expect(page.getByTestId('payment-outcome')).toContainText('You cancelled the payment');
  await expect(page.getByTestId('payment-status')).toHaveText('Due');
  await page.getByRole('button', { name: 'Retry payment' }).click();
  await expect(page.getByRole('heading', { name: 'bKash payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expectPaid(page);
  await expect(page.getByRole('button', { name: 'Retry payment' })).toHaveCount(0);
});

test('a customer who left bKash’s page without paying can pay again from the order page', async ({
  page,
}) => {
  await checkOutWith(page, 'bKash');
  await expect(page.getByRole('heading', { name: 'bKash payment' })).toBeVisible();
  const leftPage = page.url();
  await page.goto('/dashboard/my-orders');
  await page
    .getByRole('link', { name: /^CH-\d+$/ })
    .first()
    .click();
  await expect(page.getByTestId('payment-outcome')).toContainText('not paid yet');
  await page.getByRole('button', { name: 'Pay again' }).click();
  await expect(page.getByRole('heading', { name: 'bKash payment' })).toBeVisible();
  expect(page.url()).not.toBe(leftPage);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expectPaid(page);
  await expect(page.getByRole('button', { name: 'Pay again' })).toHaveCount(0);
});
