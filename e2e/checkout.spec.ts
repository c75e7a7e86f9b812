import { formatTk } from '../src/shared/money.ts';
import { messages } from '../src/shared/messages.ts';
import { bearer, expect, fillLogin, signUp, test } from './fixtures/customer.ts';
import {
  addToCartName,
  chooseDistrict,
  deliverySettings,
  homeCharge,
  partsInStock,
  saveDeliverySettings,
} from './fixtures/checkout.ts';
import { createAdmin, signInAs, tokenFor, type Account } from './fixtures/dashboard.ts';
import { recordSerials } from './fixtures/warranty.ts';
import { waitForTakeOverOnLoad } from './fixtures/test-base.ts';

// A whole PC in one order (docs/product.md#cart, #checkout, #order-page, #invoice): a visitor's
// cart survives signing in, checkout charges delivery by district, the order page and the
// printed invoice show the total with delivery, and the shop's moves and delivery settings
// show where the customer looks.

let admin: Account;

test.beforeAll(async ({ browser }, info) => {
  admin = await createAdmin(browser, String(info.project.use.baseURL));
});

test('a visitor fills a cart with three parts, signs in, checks out to Sylhet with cash on delivery, prints the invoice, and sees it paid once delivered', async ({
  page,
  browser,
  baseURL,
}) => {
  // The whole journey, customer and shop, in one test.
  test.setTimeout(90_000);
  const customer = await signUp(page, { name: 'Tanvir Ahmed', signedIn: false });
  const [cpu, board, memory] = await partsInStock(page.request, 3);
  if (!cpu || !board || !memory) throw new Error('Three parts are needed.');

  // A visitor: the cart lives in this browser.
  await page.goto(`/products/${cpu._id}`);
  await page.getByRole('button', { name: addToCartName(cpu) }).click();
  await page.getByRole('button', { name: addToCartName(cpu) }).click();
  await page.goto(`/products/${board._id}`);
  await page.getByRole('button', { name: addToCartName(board) }).click();
  await page.goto(`/products?q=${encodeURIComponent(memory.name)}`);
  await page.getByRole('button', { name: addToCartName(memory) }).click();
  await expect(page.getByRole('link', { name: 'Cart, 4 items' })).toBeVisible();

  await page.getByRole('link', { name: 'Cart, 4 items' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  const cpuLine = page.getByRole('listitem', { name: cpu.name });
  await expect(cpuLine.getByRole('spinbutton', { name: `Quantity of ${cpu.name}` })).toHaveValue(
    '2',
  );
  await expect(cpuLine).toContainText(formatTk(cpu.price * 2));
  const subtotal = cpu.price * 2 + board.price + memory.price;
  await expect(page.getByText(`Subtotal (4 items)`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText(formatTk(subtotal));

  // Checkout offers the visitor with an email account its sign-in, and comes back with the same cart.
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await fillLogin(page, customer.email);
  await expect(page).toHaveURL(/\/checkout$/);
  const summary = page.getByRole('region', { name: 'Your order' });
  for (const part of [cpu, board, memory]) await expect(summary).toContainText(part.name);
  await expect(page.getByRole('link', { name: 'Cart, 4 items' })).toBeVisible();

  await expect(page.getByLabel('Name')).toHaveValue(customer.name);
  await page.getByLabel('Mobile number').fill('01712345678');
  await chooseDistrict(page, 'সিলে', 'Sylhet');
  await page.getByLabel('Area or thana').fill('Zindabazar');
  await page.getByLabel('Street address').fill('House 4, Lamabazar Road');

  const items = [
    { productId: cpu._id, quantity: 2 },
    { productId: board._id, quantity: 1 },
    { productId: memory._id, quantity: 1 },
  ];
  const charge = await homeCharge(page.request, 'Sylhet', items);
  expect(charge).toBeGreaterThanOrEqual(150);
  await expect(page.getByRole('radio', { name: /Home delivery/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Express/ })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
  await expect(page.getByTestId('checkout-delivery-charge')).toHaveText(formatTk(charge));
  await expect(page.getByTestId('checkout-total')).toHaveText(formatTk(subtotal + charge));

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
  const heading = page.getByRole('heading', { level: 1, name: /^Order CH-\d{6}$/ });
  await expect(heading).toBeVisible();
  const orderNumber = ((await heading.textContent()) ?? '').replace('Order ', '');
  await expect(page.getByTestId('order-delivery-charge')).toHaveText(formatTk(charge));
  await expect(page.getByTestId('order-total')).toHaveText(formatTk(subtotal + charge));
  await expect(page.getByTestId('payment-status')).toHaveText('Due');
  await expect(page.getByRole('region', { name: 'Delivery' })).toContainText('Sylhet');
  // The ordered lines left the cart.
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  const orderUrl = page.url();
  const orderId = orderUrl.split('/').at(-1) ?? '';

  // The invoice prints alone: no navbar or menu, the shop, the number, and the cash to collect.
  await page.getByRole('link', { name: 'Invoice' }).click();
  const invoice = page.getByRole('article', { name: `Invoice ${orderNumber}` });
  await expect(invoice).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();
  await expect(invoice.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(invoice).toContainText('Circuit Haat');
  await expect(invoice).toContainText('BCS Computer City');
  await expect(invoice).toContainText(orderNumber);
  for (const part of [cpu, board, memory]) await expect(invoice).toContainText(part.name);
  await expect(invoice).toContainText(
    `Cash on Delivery: amount to collect ${formatTk(subtotal + charge)}`,
  );
  await page.emulateMedia({ media: 'screen' });

  // The shop moves the order to delivered; cash on delivery is then paid. The processor,
  // board and memory ship with their serials scanned at packing (the warranty desk's rule).
  const staff = waitForTakeOverOnLoad(await browser.newPage({ baseURL }));
  await signInAs(staff, admin);
  await recordSerials(
    { request: staff.request, token: await tokenFor(staff.request, admin.email) },
    orderId,
  );
  await staff.goto(`/dashboard/manage-orders?q=${orderNumber}`);
  const card = staff.getByRole('article', { name: new RegExp(`^${orderNumber} · `) });
  for (const move of ['Confirm', 'Mark shipped', 'Mark delivered']) {
    await card.getByRole('button', { name: move }).click();
    if (move === 'Mark shipped') {
      // Shipping asks for the courier and the tracking code.
      const ship = staff.getByRole('dialog', { name: /^Ship order/ });
      await ship.getByLabel('Courier').fill('Steadfast');
      await ship.getByLabel('Tracking code').fill('SF-100200');
      await ship.getByRole('button', { name: 'Mark shipped' }).click();
    }
    if (move === 'Mark delivered') {
      const deliver = staff.getByRole('dialog', { name: /^Mark order .* delivered\?$/ });
      await deliver.getByRole('button', { name: 'Mark delivered' }).click();
    }
    await expect(card.getByRole('button', { name: move })).toBeHidden();
  }
  await expect(card.getByText('Delivered', { exact: true })).toBeVisible();
  await staff.close();

  await page.goto(orderUrl);
  await expect(page.getByTestId('payment-status')).toHaveText('Paid');
  await expect(page.getByRole('region', { name: 'Timeline' }).getByText('Delivered')).toBeVisible();
});

test('the admin edits delivery charges and checkout shows the new charge', async ({
  page,
  browser,
  baseURL,
}) => {
  const staff = waitForTakeOverOnLoad(await browser.newPage({ baseURL }));
  await signInAs(staff, admin);
  const auth = await bearer(staff, admin.email);
  const before = await deliverySettings(staff.request, auth);
  try {
    await staff.goto('/dashboard/delivery-settings');
    const outside = staff.getByRole('group', { name: 'Zone Outside Dhaka' });
    await outside.getByLabel('Home delivery charge (Tk)').fill('185');
    await staff.getByRole('button', { name: 'Save delivery settings' }).click();
    await expect(staff.getByText('Delivery settings are saved')).toBeVisible();

    const customer = await signUp(page, { prefix: 'charges' });
    const [part] = await partsInStock(page.request, 1);
    if (!part) throw new Error('A part is needed.');
    const customerAuth = await bearer(page, customer.email);
    const put = await page.request.put(`/api/cart/items/${part._id}`, {
      headers: customerAuth,
      data: { quantity: 1 },
    });
    expect(put.ok()).toBe(true);
    const charge = await homeCharge(page.request, 'Rajshahi', [
      { productId: part._id, quantity: 1 },
    ]);
    // 185 for the zone, plus the extra-kg charge for a heavy part.
    expect(charge).toBeGreaterThanOrEqual(185);

    await page.goto('/checkout');
    await chooseDistrict(page, 'rajsh', 'Rajshahi');
    await expect(page.getByTestId('checkout-delivery-charge')).toHaveText(formatTk(charge));
  } finally {
    await saveDeliverySettings(staff.request, auth, before);
    await staff.close();
  }
});

test('bad input on checkout shows each field’s message and orders nothing', async ({ page }) => {
  const customer = await signUp(page, { prefix: 'bad-checkout' });
  const [part] = await partsInStock(page.request, 1);
  if (!part) throw new Error('A part is needed.');
  const auth = await bearer(page, customer.email);
  await page.request.put(`/api/cart/items/${part._id}`, { headers: auth, data: { quantity: 1 } });

  await page.goto('/checkout');
  await page.getByLabel('Name').fill('');
  await page.getByLabel('Mobile number').fill('12345');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText(messages.validation.phoneInvalid)).toBeVisible();
  await expect(page.getByText('District is required')).toBeVisible();
  await expect(page.getByText('Area or thana is required')).toBeVisible();
  await expect(page.getByText('Street address is required')).toBeVisible();
  await expect(page.getByLabel('Mobile number')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/checkout$/);

  const orders = await page.request.get(
    `/api/my-orders?email=${encodeURIComponent(customer.email)}`,
    { headers: auth },
  );
  expect(await orders.json()).toEqual([]);
});

test('checkout works on a phone-width screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const customer = await signUp(page, { prefix: 'phone-checkout' });
  const [part] = await partsInStock(page.request, 1);
  if (!part) throw new Error('A part is needed.');
  const auth = await bearer(page, customer.email);
  await page.request.put(`/api/cart/items/${part._id}`, { headers: auth, data: { quantity: 1 } });

  await page.goto('/checkout');
  await page.getByLabel('Mobile number').fill('01812345678');
  await chooseDistrict(page, 'dhaka', 'Dhaka');
  await page.getByLabel('Area or thana').fill('Dhanmondi');
  await page.getByLabel('Street address').fill('Road 27, House 9');
  await page.getByRole('radio', { name: /Express/ }).check();
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways).toBeLessThanOrEqual(0);
  const place = page.getByRole('button', { name: 'Place order' });
  await place.scrollIntoViewIfNeeded();
  await expect(place).toBeInViewport();
  await place.click();
  await expect(page.getByRole('heading', { level: 1, name: /^Order CH-\d{6}$/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Delivery' })).toContainText('Express delivery');
});
