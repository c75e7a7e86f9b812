import type { APIRequestContext } from '@playwright/test';
import { formatTk } from '../src/shared/money.ts';
import {
  bearer,
  createAdmin,
  createProduct,
  dashboardMenu,
  expect,
  placeOrder,
  pngBytes,
  recordToasts,
  signInAs,
  signUp,
  test,
  toast,
  tokenFor,
  uniqueEmail,
  uniqueName,
  type Account,
} from './fixtures/dashboard.ts';

// The admin's half of the dashboard: overview, products, orders and users.

let admin: Account;

test.beforeAll(async ({ browser }, testInfo) => {
  admin = await createAdmin(browser, String(testInfo.project.use.baseURL));
});

test.beforeEach(async ({ page }) => {
  await signInAs(page, admin);
});

/** The admin's token, for setting things up through the API. */
const adminToken = (request: APIRequestContext) => tokenFor(request, admin.email);

test('the admin sees every entry of the side menu and the shop counts', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // In the menu's sections: the customer's own pages, then Sales, Catalogue, Customers, Settings.
  await expect(dashboardMenu(page).getByRole('link')).toHaveText([
    'My Orders',
    'My Profile',
    'My Review',
    'My Builds',
    'Reports',
    'Manage Orders',
    'Take an order',
    'Coupons',
    'EMI plans',
    'Courier cash',
    'Add Product',
    'My Products',
    'Manage Products',
    'Import and export',
    'Search synonyms',
    'Warranty claims',
    'Notices',
    'All Users',
    'Reviews',
    'Delivery settings',
    'Settings',
  ]);

  const token = await adminToken(page.request);
  const counts = await (
    await page.request.get('/api/dashboard/overview', { headers: bearer(token) })
  ).json();
  for (const key of ['products', 'lowStock', 'pendingOrders', 'users'] as const) {
    await expect(page.getByTestId(`overview-${key}`)).toContainText(String(counts[key]));
  }
  await page.getByTestId('overview-pendingOrders').click();
  await expect(page).toHaveURL(/\/dashboard\/manage-orders\?status=pending$/);
  await expect(page.getByRole('button', { name: 'Pending', pressed: true })).toBeVisible();
});

test('Add Product uploads the picture, toasts twice in order, and the product shows everywhere', async ({
  page,
}) => {
  await page.goto('/dashboard/addProduct');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Product Name is Required')).toBeVisible();
  await expect(page.getByText('Product Details is Required')).toBeVisible();
  await expect(page.getByText('Image is Required')).toBeVisible();

  const name = uniqueName('Test Cooler');
  await page.getByLabel('Product Name').fill(name);
  await page.getByLabel('Price (Tk)').fill('107800');
  await page.getByLabel('Quantity in stock').fill('7');
  await page.getByLabel('Category').selectOption({ label: 'Coolers' });
  await page.getByLabel('Brand').fill('Testworks');
  await page.getByLabel('Origin').fill('Taiwan');
  await page.getByLabel('Product Details').fill('A tower cooler made for the browser tests.');
  await page.getByLabel('Product image').setInputFiles({
    name: 'cooler.png',
    mimeType: 'image/png',
    buffer: await pngBytes(),
  });
  await expect(page.getByRole('img', { name: 'Preview of the chosen picture' })).toBeVisible();

  const toastsSeen = await recordToasts(page);
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect.poll(toastsSeen).toEqual(['Please Wait for Updated', 'Products added successfully']);
  // The form is ready for the next product.
  await expect(page.getByLabel('Product Name')).toHaveValue('');
  await expect(page.getByLabel('Price (Tk)')).toHaveValue('');
  await expect(page.getByLabel('Product image')).toHaveValue('');

  await page.goto(`/products?q=${encodeURIComponent(name)}`);
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Tk 1,07,800');
  await expect(card.locator('img')).toHaveAttribute('src', /^\/images\/[0-9a-f]{32}\.webp/);

  await page.goto('/dashboard/my-product');
  await expect(page.getByRole('article', { name })).toContainText('Tk 1,07,800');

  await page.goto(`/dashboard/manage-products?q=${encodeURIComponent(name)}`);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Taiwan');
  await expect(row).toContainText('Coolers');
});

test("editing a product's price in Manage Products changes it on the storefront", async ({
  page,
}) => {
  const product = await createProduct(page.request, await adminToken(page.request));
  await page.goto(`/dashboard/manage-products?q=${encodeURIComponent(product.name)}`);
  await page.getByRole('button', { name: `Edit ${product.name}` }).click();

  const dialog = page.getByRole('dialog', { name: `Edit ${product.name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Product Name')).toHaveValue(product.name);
  await dialog.getByLabel('Price (Tk)').fill('2750');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, `${product.name} is updated.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(product.name) })).toContainText(
    formatTk(2750),
  );
  // Focus goes back to the button that opened the dialog.
  await expect(page.getByRole('button', { name: `Edit ${product.name}` })).toBeFocused();

  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('main')).toContainText(formatTk(2750));
});

test('deleting a product asks first, then removes it from /products', async ({ page }) => {
  const product = await createProduct(page.request, await adminToken(page.request));
  await page.goto(`/dashboard/manage-products?q=${encodeURIComponent(product.name)}`);
  await page.getByRole('button', { name: `Delete ${product.name}` }).click();

  const dialog = page.getByRole('dialog', { name: 'Delete this product?' });
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  // The safe answer has the focus, and Escape keeps the product.
  await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: `Delete ${product.name}` }).click();
  await dialog.getByRole('button', { name: 'Delete product' }).click();
  await expect(toast(page, `${product.name} is removed from the shop.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(product.name) })).toHaveCount(0);

  await page.goto(`/products?q=${encodeURIComponent(product.name)}`);
  await expect(page.getByTestId('result-count')).toHaveText('No products found');
  expect((await page.request.get(`/api/product/${product.id}`)).status()).toBe(404);
});

test.describe('Manage Orders', () => {
  let customer: APIRequestContext;
  let customerToken: string;
  let customerName: string;

  test.beforeEach(async ({ playwright }, testInfo) => {
    customer = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const email = uniqueEmail('buyer');
    customerName = uniqueName('Buyer');
    await signUp(customer, customerName, email);
    customerToken = await tokenFor(customer, email);
  });
  test.afterEach(() => customer.dispose());

  test('moves an order pending -> confirmed -> shipped -> delivered', async ({ page }) => {
    const product = await createProduct(page.request, await adminToken(page.request));
    await placeOrder(customer, customerToken, product.id, 2);

    await page.goto('/dashboard/manage-orders');
    const order = page.getByRole('article', { name: product.name });
    await expect(order).toContainText(customerName);
    await expect(order).toContainText(formatTk(product.price * 2));
    await expect(order).toContainText('Pending');

    await order.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'The order is confirmed.')).toBeVisible();
    await expect(order).toContainText('Confirmed');

    await order.getByRole('button', { name: 'Mark shipped' }).click();
    const ship = page.getByRole('dialog', { name: /^Ship order/ });
    await ship.getByLabel('Courier').fill('Pathao');
    await ship.getByLabel('Tracking code').fill('PTH-ADMIN-1');
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(toast(page, 'The order is marked as shipped.')).toBeVisible();
    await expect(order).toContainText('Shipped');
    await expect(order.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

    await order.getByRole('button', { name: 'Mark delivered' }).click();
    // It asks first: delivering also records cash on delivery as paid.
    const deliver = page.getByRole('dialog', { name: /^Mark order .* delivered\?$/ });
    await expect(deliver).toContainText('records the cash on delivery as paid');
    await deliver.getByRole('button', { name: 'Mark delivered' }).click();
    await expect(toast(page, 'The order is marked as delivered.')).toBeVisible();
    await expect(order).toContainText('Delivered');
    await expect(order.getByRole('button')).toHaveCount(0);

    // The status filter, not another shipped order's "Mark delivered".
    await page.getByRole('button', { name: 'Delivered', exact: true }).click();
    await expect(page).toHaveURL(/status=delivered$/);
    await expect(page.getByRole('article', { name: product.name })).toBeVisible();
  });

  test('cancelling asks first and puts the units back in stock', async ({ page }) => {
    const product = await createProduct(page.request, await adminToken(page.request), {
      quantity: 4,
    });
    await placeOrder(customer, customerToken, product.id, 3);

    await page.goto('/dashboard/manage-orders?status=pending');
    const order = page.getByRole('article', { name: product.name });
    await order.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(toast(page, 'The order is cancelled')).toBeVisible();
    await expect(dialog).toBeHidden();

    const stock = await (await page.request.get(`/api/product/${product.id}`)).json();
    expect(stock.quantity).toBe(4);
  });
});

test.describe('All Users', () => {
  async function newCustomer(browserRequest: APIRequestContext) {
    const email = uniqueEmail('member');
    await signUp(browserRequest, uniqueName('Member'), email);
    await browserRequest.post('/api/auth/logout');
    return email;
  }

  test('Make Admin says "Admin has created" and the button goes away', async ({
    page,
    playwright,
  }, testInfo) => {
    const other = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const email = await newCustomer(other);
    await other.dispose();

    await page.goto('/dashboard/allusers');
    const row = page.getByRole('row', { name: new RegExp(email) });
    await expect(row).toContainText('Customer');
    await row.getByRole('button', { name: `Make Admin ${email}` }).click();
    await page
      .getByRole('dialog', { name: 'Make this user an admin?' })
      .getByRole('button', { name: 'Make Admin' })
      .click();
    await expect(toast(page, 'Admin has created')).toBeVisible();
    await expect(row).toContainText('Admin');
    await expect(row.getByRole('button', { name: /Make Admin/ })).toHaveCount(0);
  });

  test('deleting a user asks first and says "User is deleted."', async ({
    page,
    playwright,
  }, testInfo) => {
    const other = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const email = await newCustomer(other);
    await other.dispose();

    await page.goto('/dashboard/allusers');
    await page.getByRole('button', { name: `Delete ${email}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this user?' });
    await expect(dialog).toContainText(email);
    await dialog.getByRole('button', { name: 'Delete user' }).click();
    await expect(toast(page, 'User is deleted.')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(email) })).toHaveCount(0);
  });

  test("deleting yourself shows the server's refusal", async ({ page }) => {
    await page.goto('/dashboard/allusers');
    const row = page.getByRole('row', { name: new RegExp(admin.email) });
    await expect(row).toContainText('(you)');
    await row.getByRole('button', { name: `Delete ${admin.email}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete this user?' })
      .getByRole('button', { name: 'Delete user' })
      .click();
    await expect(
      toast(page, 'You cannot delete your own account while signed in as it.'),
    ).toBeVisible();
    await expect(row).toBeVisible();
  });
});
