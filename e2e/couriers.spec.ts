import {
  bearer,
  createAdmin,
  createProduct,
  expect,
  placeOrder,
  signInAs,
  signUp,
  test,
  toast,
  tokenFor,
  uniqueEmail,
  uniqueName,
} from './fixtures/dashboard.ts';

// Staff book parcels with Steadfast from Manage Orders and follow them back: one delivered,
// one returned (its units back on the shelf). Steadfast is the simulator; the test sets a
// parcel's status there and waits for the shop's status checks to show it.

const steadfast = String(process.env.E2E_STEADFAST_URL);

test('staff book three orders with Steadfast at once and see one delivered and one returned', async ({
  browser,
  page,
  playwright,
}, testInfo) => {
  const baseURL = String(testInfo.project.use.baseURL);
  const admin = await createAdmin(browser, baseURL);
  await signInAs(page, admin);
  const adminToken = await tokenFor(page.request, admin.email);
  const product = await createProduct(page.request, adminToken, { quantity: 10 });

  const customer = await playwright.request.newContext({ baseURL });
  const email = uniqueEmail('parcel');
  await signUp(customer, uniqueName('Parcel Buyer'), email);
  const customerToken = await tokenFor(customer, email);
  const numbers: string[] = [];
  const ids: string[] = [];
  for (let n = 0; n < 3; n += 1) {
    const id = await placeOrder(customer, customerToken, product.id);
    ids.push(id);
    const confirmed = await page.request.patch(`/api/orders/${id}`, {
      headers: bearer(adminToken),
      data: { status: 'confirmed' },
    });
    expect(confirmed.status()).toBe(200);
    numbers.push(((await confirmed.json()) as { orderNumber: string }).orderNumber);
  }
  await customer.dispose();

  await page.goto('/dashboard/manage-orders?status=confirmed');
  for (const number of numbers) {
    await page.getByRole('checkbox', { name: `Select ${number} for booking` }).check();
  }
  const booking = page.getByRole('region', { name: 'Book parcels' });
  await expect(booking.getByText('3 orders selected')).toBeVisible();
  await booking.getByRole('button', { name: 'Book with Steadfast' }).click();
  await expect(toast(page, '3 of 3 parcels booked with Steadfast.')).toBeVisible();
  const results = booking.getByRole('list', { name: 'Booking results' });
  for (const number of numbers) {
    await expect(
      results.getByText(new RegExp(`${number}: booked, tracking code SF`)),
    ).toBeVisible();
  }

  // Their labels, four to an A4 sheet, each with the order number as a barcode.
  await booking.getByRole('link', { name: 'Print the 3 labels' }).click();
  for (const number of numbers) {
    const label = page.getByRole('article', { name: `Label ${number}` });
    await expect(label).toContainText('Steadfast');
    await expect(label.getByRole('img', { name: number })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Four on A4' }).click();
  await expect(page).toHaveURL(/layout=a4/);
  await page.screenshot({ path: testInfo.outputPath('labels.png'), fullPage: true });

  // Steadfast's riders deliver the first parcel; the second is cancelled and comes back.
  const [delivered, returned] = numbers as [string, string, string];
  for (const [number, status] of [
    [delivered, 'delivered'],
    [returned, 'cancelled'],
  ] as const) {
    const set = await page.request.post(`${steadfast}/__control/parcels/${number}/status`, {
      data: { status },
    });
    expect(set.ok()).toBe(true);
  }
  // The shop's status checks run every second, later for a parcel whose check failed: wait
  // for the orders to change (their API answer), then look at the page once.
  const statusOf = async (id: string) => {
    const answer = await page.request.get(`/api/orders/${id}`, { headers: bearer(adminToken) });
    return ((await answer.json()) as { status: string }).status;
  };
  await expect.poll(() => statusOf(ids[0] as string), { timeout: 60_000 }).toBe('delivered');
  await expect.poll(() => statusOf(ids[1] as string), { timeout: 60_000 }).toBe('returned');
  await page.goto('/dashboard/manage-orders');
  const card = (number: string) => page.getByRole('article', { name: new RegExp(`^${number} · `) });
  await expect(card(delivered).getByText('Delivered', { exact: true })).toBeVisible();
  await expect(card(returned).getByText('Returned', { exact: true })).toBeVisible();
  await expect(card(delivered).getByTestId('parcel-state')).toContainText('Steadfast SF');
  await expect(card(delivered).getByTestId('parcel-state')).toContainText(': delivered');

  // The returned parcel is back in the shop: its unit goes back on the shelf, once.
  await card(returned)
    .getByRole('link', { name: new RegExp(returned) })
    .click();
  const parcel = page.getByRole('region', { name: 'Parcel' });
  await expect(parcel.getByTestId('shipment')).toContainText(': cancelled');
  await parcel.getByRole('button', { name: 'Parcel back on the shelf' }).click();
  await expect(toast(page, '1 unit is back in stock.')).toBeVisible();
  await expect(parcel.getByText('The returned parcel is back on the shelf.')).toBeVisible();
});
