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
  type Account,
} from './fixtures/dashboard.ts';
import { expectNoSeriousA11yViolations } from './fixtures/storefront.ts';
import { waitForTakeOverOnLoad } from './fixtures/test-base.ts';

// The admin ships an order with its courier and tracking code; the customer sees them in
// the order's timeline and by mail; anyone with the number and phone finds it at /track.

test('an order shipped with a tracking code shows in the timeline, the mail and /track', async ({
  browser,
}, testInfo) => {
  const baseURL = String(testInfo.project.use.baseURL);
  const admin: Account = await createAdmin(browser, baseURL);
  const staffPage = waitForTakeOverOnLoad(await browser.newPage({ baseURL }));
  await signInAs(staffPage, admin);
  const adminToken = await tokenFor(staffPage.request, admin.email);
  const product = await createProduct(staffPage.request, adminToken);

  const customer = await browser.newContext({ baseURL });
  const email = uniqueEmail('tracking');
  await signUp(customer.request, uniqueName('Nusrat'), email);
  const customerToken = await tokenFor(customer.request, email);
  const orderId = await placeOrder(customer.request, customerToken, product.id);
  const detail = await customer.request.get(`/api/orders/${orderId}`, {
    headers: bearer(customerToken),
  });
  const { orderNumber } = (await detail.json()) as { orderNumber: string };
  const confirmed = await staffPage.request.patch(`/api/orders/${orderId}`, {
    headers: bearer(adminToken),
    data: { status: 'confirmed' },
  });
  expect(confirmed.status()).toBe(200);

  // The admin ships it from Manage Orders, with the courier and tracking code.
  await staffPage.goto(`/dashboard/manage-orders?q=${orderNumber}`);
  const card = staffPage.getByRole('article', { name: new RegExp(`^${orderNumber} · `) });
  await card.getByRole('button', { name: 'Mark shipped' }).click();
  const ship = staffPage.getByRole('dialog', { name: `Ship order ${orderNumber}` });
  await ship.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(ship.getByText('trackingCode is required to ship an order')).toBeVisible();
  await ship.getByLabel('Courier').fill('RedX');
  await ship.getByLabel('Tracking code').fill('RDX-448812');
  await ship.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(toast(staffPage, 'The order is marked as shipped.')).toBeVisible();
  await expect(card.getByText('Shipped', { exact: true })).toBeVisible();

  // The Notices page lists the shipping notices.
  await staffPage.goto('/dashboard/notices');
  const shippedRows = staffPage
    .getByTestId('notice-row')
    .filter({ hasText: orderNumber })
    .filter({ hasText: 'Shipped' });
  await expect(shippedRows).toHaveCount(2);
  await expect(shippedRows.filter({ hasText: 'Email' })).toContainText(email);

  // The customer's order page: the timeline has every step, the parcel its code.
  const page = waitForTakeOverOnLoad(await customer.newPage());
  await page.goto(`/dashboard/orders/${orderId}`);
  const timeline = page.getByRole('region', { name: 'Timeline' });
  for (const status of ['Pending', 'Confirmed', 'Shipped']) {
    await expect(timeline.getByText(status, { exact: true })).toBeVisible();
  }
  await expect(timeline).toContainText('RedX, tracking code RDX-448812');
  await expect(page.getByTestId('parcel')).toContainText('RDX-448812');

  // The shipping mail reached the customer, with the code.
  const mailUrl = `${process.env.E2E_MAIL_URL}/mail?to=${encodeURIComponent(email)}`;
  await expect
    .poll(async () => {
      const answer = await page.request.get(mailUrl);
      return answer.ok() ? ((await answer.json()) as { text: string }).text : '';
    })
    .toContain('on its way with RedX, tracking code RDX-448812');

  // Anyone with the number and the phone finds it at /track, and nothing more.
  const strangers = await browser.newContext({ baseURL });
  const stranger = waitForTakeOverOnLoad(await strangers.newPage());
  await stranger.goto('/track');
  await expect(stranger.getByRole('heading', { level: 1, name: 'Track your order' })).toBeVisible();
  await stranger.getByLabel('Order number').fill(orderNumber);
  await stranger.getByLabel('Phone').fill('01812345678');
  await stranger.getByRole('button', { name: 'Track order' }).click();
  await expect(stranger.getByText('No order with this number and phone.')).toBeVisible();
  await stranger.getByLabel('Phone').fill('01712345678');
  await stranger.getByRole('button', { name: 'Track order' }).click();
  const found = stranger.getByRole('region', { name: 'Your order' });
  await expect(found.getByTestId('tracking-code')).toHaveText('RedX, tracking code RDX-448812');
  await expect(found.getByRole('list', { name: 'Timeline' }).getByRole('listitem')).toHaveCount(3);
  await expect(found).not.toContainText(product.name);
  await expectNoSeriousA11yViolations(stranger);

  // Sent before the page's code ran (a slow phone), the browser sends the form itself; the
  // page then finishes the lookup and leaves the phone out of the address.
  const early = await strangers.newPage();
  await early.route('**/assets/*.js', (route) => route.abort());
  await early.goto('/track');
  await early.getByLabel('Order number').fill(orderNumber);
  await early.getByLabel('Phone').fill('01712345678');
  await early.unroute('**/assets/*.js');
  await early.getByRole('button', { name: 'Track order' }).click();
  await expect(
    early.getByRole('region', { name: 'Your order' }).getByTestId('tracking-code'),
  ).toHaveText('RedX, tracking code RDX-448812');
  await expect(early).toHaveURL(new RegExp(`/track\\?number=${orderNumber}$`));
  await strangers.close();
  await customer.close();
  await staffPage.close();
});
