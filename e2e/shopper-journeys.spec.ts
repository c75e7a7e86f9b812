import { randomUUID } from 'node:crypto';
import { copyFile, mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { formatTk } from '../src/shared/money.ts';
import type { Product } from '../src/shared/schemas/product.ts';
import { bearer, catalogue, expect, signUp, test } from './fixtures/customer.ts';
import { addToCartName, chooseDistrict, homeCharge } from './fixtures/checkout.ts';

// Two shopper journeys on a 390 px phone (docs/product.md#checkout, decision 039): a whole PC
// of 8 lines, one of them 4 units and 13 units in all, through cart and checkout; and a
// returning customer whose earlier orders still await confirmation, who orders again and is
// then stopped, beside the line, at the per-product hold limit. Before the hold limits were
// settings, both answered a 500. Each journey ends with a screenshot in
// test-results/shopper-journeys/, copied to /tmp/journeys-shots/.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The shop's default limits on units in unconfirmed orders (decision 039). */
const PER_PRODUCT_LIMIT = 5;

async function shot(page: Page, name: string) {
  const path = `test-results/shopper-journeys/${name}.png`;
  // From the top: scrolled down, the sticky header would be pictured across the middle.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.screenshot({ path, fullPage: true });
  await mkdir('/tmp/journeys-shots', { recursive: true });
  await copyFile(path, `/tmp/journeys-shots/${name}.png`);
}

/**
 * One product of each category, distinct, with stock to spare for `units` of it and no limit
 * of its own below the shop's: a whole PC from the seeded catalogue.
 */
async function onePerCategory(
  page: Page,
  wanted: readonly { category: string; units: number }[],
): Promise<{ product: Product; units: number }[]> {
  const products = await catalogue(page.request);
  return wanted.map(({ category, units }) => {
    const product = products.find(
      (p) => p.category === category && p.quantity >= units + 2 && p.holdLimit === null,
    );
    if (!product) throw new Error(`No ${category} with ${units + 2} or more in stock.`);
    return { product, units };
  });
}

/** Fills checkout's address by hand and checks cash on delivery is the payment chosen. */
async function typeAddress(page: Page) {
  await page.getByLabel('Mobile number').fill('01712345678');
  await chooseDistrict(page, 'Rajsh', 'Rajshahi');
  await page.getByLabel('Area or thana').fill('Shaheb Bazar');
  await page.getByLabel('Street address').fill('House 7, Zero Point Road');
  await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
}

test('a whole PC in one cart: 8 lines, one of 4 units, 13 units in all, ordered with cash on delivery', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, { name: 'Farhan Kabir', prefix: 'whole-pc' });
  const build = await onePerCategory(page, [
    { category: 'cpu', units: 1 },
    { category: 'motherboard', units: 1 },
    { category: 'memory', units: 4 },
    { category: 'gpu', units: 1 },
    { category: 'storage', units: 2 },
    { category: 'psu', units: 1 },
    { category: 'case', units: 1 },
    { category: 'cooler', units: 2 },
  ]);
  const units = build.reduce((sum, line) => sum + line.units, 0);
  const subtotal = build.reduce((sum, line) => sum + line.product.price * line.units, 0);

  // Each part from its own page, one press of Add to Cart each.
  for (const [index, { product }] of build.entries()) {
    await page.goto(`/products/${product._id}`);
    await page.getByRole('button', { name: addToCartName(product) }).click();
    const count = index + 1;
    await expect(
      page.getByRole('link', { name: `Cart, ${count} item${count === 1 ? '' : 's'}`, exact: true }),
    ).toBeVisible();
  }

  // The cart's steppers bring each line to its quantity.
  await page.goto('/cart');
  for (const { product, units: wanted } of build) {
    const line = page.getByRole('listitem', { name: product.name });
    const quantity = line.getByRole('spinbutton', { name: `Quantity of ${product.name}` });
    for (let n = 2; n <= wanted; n++) {
      await line.getByRole('button', { name: `One more ${product.name}` }).click();
      await expect(quantity).toHaveValue(String(n));
    }
    await expect(line).toContainText(formatTk(product.price * wanted));
  }
  // A long cart on a phone keeps its total and Checkout in reach, from its top.
  await page.evaluate(() => window.scrollTo(0, 0));
  const bar = page.getByRole('region', { name: 'Cart total' });
  await expect(bar).toContainText(formatTk(subtotal));
  await expect(bar.getByRole('link', { name: 'Checkout' })).toBeInViewport();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText(`Subtotal (${units} items)`);
  await expect(summary).toContainText(formatTk(subtotal));
  await summary.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  const yourOrder = page.getByRole('region', { name: 'Your order' });
  await expect(yourOrder.getByTestId('checkout-line')).toHaveCount(build.length);
  for (const { product, units: wanted } of build) {
    await expect(
      yourOrder.getByTestId('checkout-line').filter({ hasText: product.name }),
    ).toContainText(`× ${wanted}`);
  }
  await typeAddress(page);
  const charge = await homeCharge(
    page.request,
    'Rajshahi',
    build.map(({ product, units: quantity }) => ({ productId: product._id, quantity })),
  );
  await expect(page.getByTestId('checkout-delivery-charge')).toHaveText(formatTk(charge));
  await expect(page.getByTestId('checkout-total')).toHaveText(formatTk(subtotal + charge));

  const placed = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/checkout') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Place order' }).click();
  expect((await placed).status(), 'the checkout’s answer').toBe(201);
  await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Order CH-\d{6}$/ })).toBeVisible();

  // The order page: every line with its quantity and total, and the total with delivery.
  const items = page.getByRole('region', { name: 'Items' });
  await expect(items.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(
    build.length,
  );
  for (const { product, units: wanted } of build) {
    const row = items.getByRole('row').filter({ hasText: product.name });
    await expect(row.getByRole('cell').nth(2)).toHaveText(String(wanted));
    await expect(row.getByRole('cell').nth(3)).toHaveText(formatTk(product.price * wanted));
  }
  await expect(page.getByTestId('order-delivery-charge')).toHaveText(formatTk(charge));
  await expect(page.getByTestId('order-total')).toHaveText(formatTk(subtotal + charge));
  await expect(page.getByRole('region', { name: 'Delivery' })).toContainText('Rajshahi');
  await shot(page, 'whole-pc-order');
});

test('a returning customer with orders awaiting confirmation orders again, then meets the per-product limit beside the line', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const customer = await signUp(page, { name: 'Sadia Islam', prefix: 'returning' });
  const auth = await bearer(page, customer.email);
  const [ssd, memory, monitor] = await onePerCategory(page, [
    { category: 'storage', units: PER_PRODUCT_LIMIT + 1 },
    { category: 'memory', units: 4 },
    { category: 'monitor', units: 1 },
  ]).then((lines) => lines.map((line) => line.product));
  if (!ssd || !memory || !monitor) throw new Error('Three products are needed.');

  // Two earlier orders, 8 units in all, still awaiting the shop's confirmation; the first
  // saves its address to the address book.
  for (const items of [
    [
      { productId: ssd._id, quantity: 4 },
      { productId: memory._id, quantity: 2 },
    ],
    [{ productId: memory._id, quantity: 2 }],
  ]) {
    const earlier = await page.request.post('/api/checkout', {
      headers: { ...auth, 'Idempotency-Key': randomUUID() },
      data: {
        items,
        contact: { name: 'Sadia Islam', phone: '01912345678' },
        address: { district: 'Khulna', area: 'Sonadanga', line: 'House 21, KDA Avenue' },
        deliveryMethod: 'home',
        paymentMethod: 'cod',
      },
    });
    expect(earlier.status(), 'an earlier order').toBe(201);
  }

  // Again in the browser: one more SSD (5 of 5) and a monitor, to the saved address.
  for (const product of [ssd, monitor]) {
    const put = await page.request.put(`/api/cart/items/${product._id}`, {
      headers: auth,
      data: { quantity: 1 },
    });
    expect(put.status(), `adding ${product.name}`).toBe(200);
  }
  await page.goto('/cart');
  await page
    .getByRole('region', { name: 'Summary' })
    .getByRole('link', { name: 'Checkout' })
    .click();
  await expect(page).toHaveURL(/\/checkout$/);
  const saved = page.getByRole('group', { name: 'Deliver to a saved address' });
  await expect(saved.getByRole('radio').first()).toHaveAccessibleName(
    /House 21, KDA Avenue, Sonadanga, Khulna, 01912345678/,
  );
  await expect(saved.getByRole('radio').first()).toBeChecked();
  await expect(page.getByLabel('Street address')).toHaveValue('House 21, KDA Avenue');
  await expect(page.getByRole('combobox', { name: 'District' })).toHaveValue(/^Khulna \(/);
  await expect(page.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
  const charge = await homeCharge(page.request, 'Khulna', [
    { productId: ssd._id, quantity: 1 },
    { productId: monitor._id, quantity: 1 },
  ]);
  const total = formatTk(ssd.price + monitor.price + charge);
  await expect(page.getByTestId('checkout-total')).toHaveText(total);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('order-total')).toHaveText(total);
  await expect(page.getByTestId('payment-status')).toHaveText('Due');

  // A sixth SSD while five await confirmation: refused with a 409, named beside its line,
  // and the form stays as it was.
  const put = await page.request.put(`/api/cart/items/${ssd._id}`, {
    headers: auth,
    data: { quantity: 1 },
  });
  expect(put.status(), 'adding the sixth SSD').toBe(200);
  await page.goto('/checkout');
  await expect(page.getByLabel('Street address')).toHaveValue('House 21, KDA Avenue');
  await page.getByLabel('Note for the shop (optional)').fill('Please call before coming.');
  const refused = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/checkout') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Place order' }).click();
  expect((await refused).status(), 'the checkout’s answer').toBe(409);
  const yourOrder = page.getByRole('region', { name: 'Your order' });
  await expect(yourOrder.getByTestId('checkout-line').filter({ hasText: ssd.name })).toContainText(
    `At most ${PER_PRODUCT_LIMIT} per customer until the shop confirms your orders`,
  );
  await expect(yourOrder).toContainText(
    `${ssd.name}: at most ${PER_PRODUCT_LIMIT} per customer until the shop confirms the orders; you already have ${PER_PRODUCT_LIMIT} in orders awaiting confirmation`,
  );
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByLabel('Street address')).toHaveValue('House 21, KDA Avenue');
  await expect(page.getByLabel('Note for the shop (optional)')).toHaveValue(
    'Please call before coming.',
  );
  await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();
  await shot(page, 'returning-customer-hold-limit');
});
