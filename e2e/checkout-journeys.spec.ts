import { request as playwrightRequest, type Page } from '@playwright/test';
import { formatTk } from '../src/shared/money.ts';
import type { Product } from '../src/shared/schemas/product.ts';
import {
  actionName,
  bearer,
  expect,
  orderDialog,
  password,
  productWithStock,
  signUp,
  test,
  uniqueEmail,
} from './fixtures/customer.ts';
import { chooseDistrict, homeCharge, partsInStock } from './fixtures/checkout.ts';
import { expectNoSeriousA11yViolations } from './fixtures/storefront.ts';

// A shopper's journeys through checkout on a 390 px phone (docs/product.md#checkout): old
// district spellings, Buy Now's total, the last unit taken by someone else mid-checkout,
// Bangla digits in the phone, and the address reused on the next order. Each journey ends with
// a screenshot in test-results/checkout-journeys/.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/checkout-journeys/${name}.png`, fullPage: true });

/** A new customer, signed in in this browser, with the bearer header for setting the scene. */
async function newCustomer(page: Page, prefix: string) {
  const { email } = await signUp(page, { prefix });
  return bearer(page, email);
}

/** Puts these products in the customer's cart, one of each. */
async function cartOf(page: Page, auth: Record<string, string>, products: readonly Product[]) {
  for (const product of products) {
    const put = await page.request.put(`/api/cart/items/${product._id}`, {
      headers: auth,
      data: { quantity: 1 },
    });
    expect(put.status(), `adding ${product.name}`).toBe(200);
  }
}

/** Fills checkout's address by hand: phone, district (typed as given), area and street. */
async function typeAddress(page: Page, phone: string, typed: string, district: string) {
  await page.getByLabel('Mobile number').fill(phone);
  await chooseDistrict(page, typed, district);
  await page.getByLabel('Area or thana').fill('Station Road');
  await page.getByLabel('Street address').fill('House 12, Road 3');
}

/** Places the order and waits for its page; answers the order's total as the page shows it. */
async function placeAndOpen(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Order CH-\d{6}$/ })).toBeVisible();
  return (await page.getByTestId('order-total').textContent()) ?? '';
}

/** Another customer, in a browser of their own, orders the last unit of a product. */
async function anotherBuyerTakes(baseURL: string, product: Product) {
  const other = await playwrightRequest.newContext({ baseURL });
  try {
    const email = uniqueEmail('quicker-buyer');
    expect(
      (
        await other.post('/api/auth/signup', { data: { name: 'Quick Buyer', email, password } })
      ).status(),
    ).toBe(201);
    const exchanged = await other.put(`/api/user/${encodeURIComponent(email)}`, {
      data: { email },
    });
    const { token } = (await exchanged.json()) as { token: string };
    const ordered = await other.post('/api/order', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        productId: product._id,
        quantity: 1,
        phone: '01812345678',
        district: 'Dhaka',
        address: 'Road 2, Mirpur 10',
      },
    });
    expect(ordered.status(), 'the other buyer’s order').toBe(201);
  } finally {
    await other.dispose();
  }
}

test('each old district spelling is suggested, kept when chosen, and the order is placed there', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const [part] = await partsInStock(page.request, 1);
  if (!part) throw new Error('A part in stock is needed.');
  const spellings: [string, string][] = [
    ['Chittagong', 'Chattogram'],
    ['Comilla', 'Cumilla'],
    ['Jessore', 'Jashore'],
    ['Bogra', 'Bogura'],
    ['Barisal', 'Barishal'],
  ];
  for (const [old, district] of spellings) {
    const auth = await newCustomer(page, `spelling-${old.toLowerCase()}`);
    await cartOf(page, auth, [part]);
    await page.goto('/checkout');
    // The old spelling is named beside the district it became.
    const field = page.getByRole('combobox', { name: 'District' });
    await field.fill(old);
    await expect(page.getByRole('option', { name: new RegExp(`^${district} `) })).toContainText(
      `was ${old}`,
    );
    await typeAddress(page, '01712345678', old, district);
    // Moving on keeps the district chosen.
    await page.getByLabel('Area or thana').click();
    await expect(field).toHaveValue(new RegExp(`^${district} \\(`));
    await placeAndOpen(page);
    await expect(page.getByRole('region', { name: 'Delivery' })).toContainText(district);
  }
  await shot(page, 'old-district-spellings');
});

test('Buy Now shows the total the order will have, delivery included and explained', async ({
  page,
}) => {
  await newCustomer(page, 'buy-now-total');
  const [product] = await partsInStock(page.request, 1);
  if (!product) throw new Error('A part in stock is needed.');
  await page.goto(`/products/${product._id}`);
  await page.getByRole('link', { name: actionName('Buy Now', product.name) }).click();
  const dialog = orderDialog(page);
  await dialog.getByLabel('Phone').fill('01712345678');
  await chooseDistrict(page, 'Sylhet', 'Sylhet');
  await dialog.getByLabel('Area or thana').fill('Zindabazar');
  await dialog.getByLabel('Street address').fill('House 4, Lamabazar Road');
  await dialog.getByRole('radio', { name: '2', exact: true }).check();

  const items = [{ productId: product._id, quantity: 2 }];
  const charge = await homeCharge(page.request, 'Sylhet', items);
  const shown = formatTk(product.price * 2 + charge);
  const total = dialog.getByTestId('order-total');
  await expect(total).toContainText(`Total ${shown}`);
  await expect(total).toContainText(`Delivery ${formatTk(charge)}`);
  const parts = dialog.getByRole('list', { name: 'How the delivery charge is made up' });
  await expect(parts).toContainText('Home delivery, Outside Dhaka');
  await expect(parts).toContainText(/Weight [\d.]+ kg/);

  const placed = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/checkout') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Place Order' }).click();
  const { orderId: insertedId } = (await (await placed).json()) as { orderId: string };
  await expect(dialog).toBeHidden();
  await page.goto(`/dashboard/orders/${insertedId}`);
  await expect(page.getByTestId('order-total')).toHaveText(shown);
  await expect(
    page.getByRole('list', { name: 'How the delivery charge is made up' }),
  ).toContainText('Home delivery, Outside Dhaka');
  await shot(page, 'buy-now-total');
});

test('the last unit taken by another buyer mid-checkout: the line is named and marked, the form kept', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const auth = await newCustomer(page, 'last-unit-two-lines');
  const [plenty] = await partsInStock(page.request, 1);
  if (!plenty) throw new Error('A part in stock is needed.');
  const last = await productWithStock(page, 1, [plenty._id]);
  await cartOf(page, auth, [plenty, last]);
  await page.goto('/checkout');
  await typeAddress(page, '01712345678', 'Khulna', 'Khulna');
  await anotherBuyerTakes(String(baseURL), last);

  await page.getByRole('button', { name: 'Place order' }).click();
  const summary = page.getByRole('region', { name: 'Your order' });
  await expect(summary.getByRole('alert')).toContainText(`${last.name} has 0 left`);
  const lastLine = summary.getByTestId('checkout-line').filter({ hasText: last.name });
  await expect(lastLine).toContainText('Sold out');
  await expect(summary.getByTestId('checkout-line').filter({ hasText: plenty.name })).toBeVisible();
  await expect(page.getByLabel('Street address')).toHaveValue('House 12, Road 3');
  await shot(page, 'last-unit-two-lines');

  // Taking the sold-out line out orders the rest, to the address as typed.
  await lastLine.getByRole('button', { name: `Remove ${last.name}` }).click();
  await expect(summary.getByTestId('checkout-line')).toHaveCount(1);
  await placeAndOpen(page);
  await expect(page.getByRole('region', { name: 'Delivery' })).toContainText('Khulna');

  // With one line, the form stays, the line is marked and the typed address is kept.
  const secondAuth = await newCustomer(page, 'last-unit-one-line');
  const onlyOne = await productWithStock(page, 1, [plenty._id, last._id]);
  await cartOf(page, secondAuth, [onlyOne]);
  await page.goto('/checkout');
  await typeAddress(page, '01712345678', 'Rangpur', 'Rangpur');
  await anotherBuyerTakes(String(baseURL), onlyOne);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(summary.getByRole('alert')).toContainText(`${onlyOne.name} has 0 left`);
  await expect(
    summary.getByTestId('checkout-line').filter({ hasText: onlyOne.name }),
  ).toContainText('Sold out');
  await expect(page.getByText('Nothing to check out')).toHaveCount(0);
  await expect(page.getByLabel('Street address')).toHaveValue('House 12, Road 3');
  await expect(page.getByLabel('Area or thana')).toHaveValue('Station Road');
  await expect(page.getByRole('button', { name: 'Place order' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'last-unit-one-line');
});

test('a phone typed in Bangla digits is taken and kept as 01712345678', async ({ page }) => {
  const auth = await newCustomer(page, 'bangla-digits');
  const [part] = await partsInStock(page.request, 1);
  if (!part) throw new Error('A part in stock is needed.');
  await cartOf(page, auth, [part]);
  await page.goto('/checkout');
  await typeAddress(page, '০১৭১২-৩৪৫৬৭৮', 'ঢাকা', 'Dhaka');
  await placeAndOpen(page);
  await expect(page.getByRole('region', { name: 'Delivery' })).toContainText('01712345678');
  await shot(page, 'bangla-digit-phone');
});

test('the address of the first order is saved and offered, ready, on the second', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const auth = await newCustomer(page, 'address-reused');
  const [first, second] = await partsInStock(page.request, 2);
  if (!first || !second) throw new Error('Two parts in stock are needed.');
  await cartOf(page, auth, [first]);
  await page.goto('/checkout');
  await expect(page.getByLabel('Save this address to my address book')).toBeChecked();
  await typeAddress(page, '01912345678', 'Comilla', 'Cumilla');
  await placeAndOpen(page);

  await cartOf(page, auth, [second]);
  const charge = await homeCharge(page.request, 'Cumilla', [
    { productId: second._id, quantity: 1 },
  ]);
  // The cart already quotes delivery to the saved address, with its parts.
  await page.goto('/cart');
  const cartDelivery = page.getByTestId('cart-delivery');
  await expect(cartDelivery).toContainText(`Home delivery to Cumilla${formatTk(charge)}`);
  await expect(cartDelivery).toContainText('Home delivery, Outside Dhaka');
  await shot(page, 'address-reused-cart');

  await page.goto('/checkout');
  const saved = page.getByRole('group', { name: 'Deliver to a saved address' });
  await expect(
    saved.getByRole('radio', { name: /House 12, Road 3, Station Road, Cumilla/ }),
  ).toBeChecked();
  await expect(page.getByLabel('Mobile number')).toHaveValue('01912345678');
  await expect(page.getByRole('combobox', { name: 'District' })).toHaveValue(/^Cumilla \(/);
  await expect(page.getByLabel('Street address')).toHaveValue('House 12, Road 3');
  await expect(page.getByTestId('checkout-total')).toHaveText(formatTk(second.price + charge));
  await expect(
    page.getByRole('list', { name: 'How the delivery charge is made up' }),
  ).toContainText('Home delivery, Outside Dhaka');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'address-reused-checkout');
  const total = await placeAndOpen(page);
  expect(total).toBe(formatTk(second.price + charge));
  await expect(page.getByRole('region', { name: 'Delivery' })).toContainText('Cumilla');
  // Ordering to it again added nothing to the address book.
  const book = (await (
    await page.request.get('/api/addresses', { headers: auth })
  ).json()) as unknown[];
  expect(book).toHaveLength(1);
  await shot(page, 'address-reused-order');
});
