import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { formatTk } from '../src/shared/money.ts';
import {
  bearer,
  createAdmin,
  createProduct,
  expect,
  signInAs,
  signUp,
  test,
  tokenFor,
  toast,
  uniqueEmail,
  uniqueName,
  type Account,
} from './fixtures/dashboard.ts';
import { waitForTakeOverOnLoad } from './fixtures/test-base.ts';

// The admin's stock dialog in Manage Products, and a customer's orders with their numbers.

let admin: Account;

test.beforeAll(async ({ browser }, testInfo) => {
  admin = await createAdmin(browser, String(testInfo.project.use.baseURL));
});

const adminToken = (request: APIRequestContext) => tokenFor(request, admin.email);

test('the admin receives goods, sees them in the history, and a stale count is refused', async ({
  page,
}) => {
  await signInAs(page, admin);
  const token = await adminToken(page.request);
  const product = await createProduct(page.request, token, { quantity: 7 });

  await page.goto(`/dashboard/manage-products?q=${encodeURIComponent(product.name)}`);
  await page
    .getByRole('region', { name: 'Products' })
    .getByRole('button', { name: `Stock of ${product.name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Stock of ${product.name}` });
  await expect(dialog.getByTestId('stock-now')).toHaveText('7');
  // The product's first stock is the ledger's first line.
  await expect(dialog.getByTestId('stock-entry')).toHaveCount(1);
  await expect(dialog.getByTestId('stock-entry').first()).toContainText('First stock');

  await dialog.getByRole('textbox', { name: 'Change' }).fill('5');
  await dialog.getByLabel('Reason').selectOption('received');
  await dialog
    .getByRole('textbox', { name: 'Note (optional)' })
    .fill('Delivery from Dhaka importer');
  await dialog.getByRole('button', { name: 'Save stock change' }).click();
  await expect(toast(page, `${product.name} has 12 in stock.`)).toBeVisible();
  await expect(dialog.getByTestId('stock-now')).toHaveText('12');
  const newest = dialog.getByTestId('stock-entry').first();
  await expect(newest.getByRole('cell')).toHaveText([
    /\d/,
    '+5',
    'Goods received',
    admin.name,
    '12',
    'Delivery from Dhaka importer',
  ]);

  // The admin counts the shelf against the 12 on screen; meanwhile 2 units are taken away.
  await dialog.getByLabel('Set a new count').check();
  const moved = await page.request.post(`/api/products/${product.id}/stock`, {
    headers: bearer(token),
    data: { change: -2, reason: 'adjustment', note: 'Two damaged' },
  });
  expect(moved.status()).toBe(200);
  await dialog.getByRole('textbox', { name: 'New count' }).fill('11');
  await dialog.getByRole('button', { name: 'Save stock change' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Stock is 10 now, not the 12 you expected: it moved while you counted. Check the ledger and count again.',
  );
  // The dialog reloads the stock, so counting again goes through.
  await expect(dialog.getByTestId('stock-now')).toHaveText('10');
  await expect(dialog.getByTestId('stock-entry').first()).toContainText('Two damaged');
  await dialog.getByRole('button', { name: 'Save stock change' }).click();
  await expect(toast(page, `${product.name} has 11 in stock.`)).toBeVisible();
  await expect(dialog.getByTestId('stock-now')).toHaveText('11');
  await expect(dialog.getByTestId('stock-entry').first().getByRole('cell').nth(1)).toHaveText('+1');
});

test("a customer's My Orders shows each order's number, lines and total, and links to its page", async ({
  browser,
  page,
}, testInfo) => {
  await signInAs(page, admin);
  const token = await adminToken(page.request);
  const first = await createProduct(page.request, token, { price: 2000, quantity: 5 });
  const second = await createProduct(page.request, token, { price: 3500, quantity: 5 });

  const context = await browser.newContext({ baseURL: String(testInfo.project.use.baseURL) });
  const email = uniqueEmail('orders');
  await signUp(context.request, uniqueName('Rahim'), email);
  const customerToken = await tokenFor(context.request, email);
  const placed = await context.request.post('/api/checkout', {
    headers: { ...bearer(customerToken), 'Idempotency-Key': randomUUID() },
    data: {
      items: [
        { productId: first.id, quantity: 2 },
        { productId: second.id, quantity: 1 },
      ],
      contact: { name: 'Rahim Uddin', phone: '01712345678' },
      address: { district: 'Rajshahi', area: 'Boalia', line: 'House 4, Road 2' },
      deliveryMethod: 'home',
      paymentMethod: 'cod',
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { orderId: string; orderNumber: string; total: number };
  expect(order.orderNumber).toMatch(/^CH-\d{6}$/);

  const customerPage = waitForTakeOverOnLoad(await context.newPage());
  await customerPage.goto('/dashboard/my-orders');
  const row = customerPage.getByRole('row').filter({ hasText: order.orderNumber });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(first.name);
  await expect(row).toContainText('and 1 more product');
  await expect(row).toContainText(formatTk(order.total));
  await expect(row.getByTestId('payment-status')).toHaveText('Due');

  await row.getByText('Show all 2 items').click();
  await expect(row.getByRole('cell', { name: second.name })).toBeVisible();

  // Cancelling names the order and what is in it, not a pack.
  await row.getByRole('button', { name: `Cancel the order of ${first.name}` }).click();
  const confirm = customerPage.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(confirm).toContainText(`Order ${order.orderNumber}: 2 items`);
  await expect(confirm.getByRole('listitem')).toHaveText([
    `2 × ${first.name}`,
    `1 × ${second.name}`,
  ]);
  await expect(confirm).not.toContainText('pack of');
  await confirm.getByRole('button', { name: 'Keep order' }).click();

  await row.getByRole('link', { name: order.orderNumber }).click();
  await expect(customerPage).toHaveURL(new RegExp(`/dashboard/orders/${order.orderId}$`));
  await expect(
    customerPage.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` }),
  ).toBeVisible();
  await context.close();
});
