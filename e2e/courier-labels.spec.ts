import { formatTk } from '../src/shared/money.ts';
import {
  createAdmin,
  createProduct,
  expect,
  placeOrder,
  signInAs,
  signUp,
  test,
  tokenFor,
  uniqueEmail,
  type Account,
} from './fixtures/dashboard.ts';
import { withShopDatabase } from './fixtures/shop-database.ts';

// The printable courier labels: a booked order's label, an order without a parcel named as
// not booked, and the paper switch.

let admin: Account;

test.beforeAll(async ({ browser }, testInfo) => {
  admin = await createAdmin(browser, String(testInfo.project.use.baseURL));
});

test('staff print a booked order’s label; an order not booked gets none and is named', async ({
  page,
  browser,
}, testInfo) => {
  await signInAs(page, admin);
  const product = await createProduct(page.request, await tokenFor(page.request, admin.email));
  const customer = await browser.newContext({ baseURL: String(testInfo.project.use.baseURL) });
  const email = uniqueEmail('label');
  await signUp(customer.request, 'Rahim Uddin', email);
  const token = await tokenFor(customer.request, email);
  const booked = await placeOrder(customer.request, token, product.id, 2);
  const notBooked = await placeOrder(customer.request, token, product.id);
  await customer.close();
  const numbers = await withShopDatabase(async (pool) => {
    const { rows } = await pool.query<{ id: string; number: string }>(
      `update orders set district = 'Chattogram' where id = any($1::uuid[])
        returning id, 'CH-' || lpad(number::text, 6, '0') as number`,
      [[booked, notBooked]],
    );
    const numberOf = new Map(rows.map((row) => [row.id, row.number]));
    await pool.query(
      `insert into shipments (order_id, courier, invoice, consignment_id, tracking_code,
         cash_to_collect_tk, state)
       values ($1, 'pathao', $2, 'DT2611E2E', 'DT2611E2E', 3000, 'booked')`,
      [booked, numberOf.get(booked)],
    );
    return numberOf;
  });

  await page.goto(`/dashboard/labels?orders=${booked},${notBooked}`);
  const label = page.getByRole('article', { name: `Label ${numbers.get(booked)}` });
  await expect(label).toContainText('Rahim Uddin');
  await expect(label).toContainText('01712345678');
  await expect(label).toContainText('Chattogram');
  await expect(label).toContainText('Pathao');
  await expect(label).toContainText('DT2611E2E');
  await expect(label).toContainText(formatTk(3000));
  await expect(label).toContainText('2 items');
  await expect(label.getByRole('img', { name: String(numbers.get(booked)) })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(
    `Not booked with a courier, so no label: ${numbers.get(notBooked)}`,
  );
  await expect(page.getByRole('article')).toHaveCount(1);

  await page.getByRole('button', { name: 'Four on A4' }).click();
  await expect(page.getByRole('button', { name: 'Four on A4' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page).toHaveURL(/layout=a4/);
});
