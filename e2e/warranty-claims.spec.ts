import { createAdmin, expect, signInAs, test, toast, tokenFor } from './fixtures/dashboard.ts';
import { expectNoSeriousA11yViolationsInEitherTheme } from './fixtures/storefront.ts';
import { createTrackedPart, deliveredWith, freshSerial, newBuyer } from './fixtures/warranty.ts';

// A claim from My Orders (docs/product.md#warranty-desk): the customer claims a unit of a
// delivered order, staff move the claim on the claims board, and the customer sees it move.

// The journey runs axe in both themes on its screens: more than the default minute on a busy
// machine.
test.describe.configure({ timeout: 180_000 });

test('a customer claims a unit from My Orders and sees the claim move when staff move it', async ({
  page,
  browser,
  baseURL,
}) => {
  const admin = await createAdmin(browser, String(baseURL));
  const staffContext = await browser.newContext({ baseURL });
  await staffContext.addCookies(admin.cookies);
  const staff = {
    request: staffContext.request,
    token: await tokenFor(staffContext.request, admin.email),
  };
  const part = await createTrackedPart(staff.request, staff.token);
  const buyer = await newBuyer(browser, String(baseURL));
  const serial = freshSerial('WCL');
  const order = await deliveredWith(staff, buyer, part, [serial]);

  // The customer: My Orders, the delivered order's "Claim warranty".
  await signInAs(page, buyer);
  await page.goto('/dashboard/my-orders');
  await page
    .getByRole('region', { name: 'Orders' })
    .getByRole('button', { name: `Claim warranty on order ${order.orderNumber}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Claim warranty' });
  await expect(dialog.getByRole('combobox', { name: 'Unit' })).toHaveValue(serial);
  await dialog.getByRole('textbox', { name: 'What is wrong' }).fill('The fan rattles and stops.');
  await dialog.getByRole('button', { name: 'Send claim' }).click();
  const opened = toast(page, /Claim WC-\d+ is open/);
  await expect(opened).toBeVisible();
  const claimNumber = /WC-\d+/.exec((await opened.textContent()) ?? '')?.[0] ?? '';
  const claim = page.getByTestId('my-claim').filter({ hasText: claimNumber });
  await expect(claim).toContainText('Received');
  await expect(claim).toContainText(serial);

  // Staff: the board, the claim, the next step with a note.
  const desk = await staffContext.newPage();
  await desk.goto('/dashboard/warranty-claims');
  await expect(desk.getByRole('link', { name: claimNumber }).first()).toBeVisible();
  await expectNoSeriousA11yViolationsInEitherTheme(desk);
  await desk.getByRole('link', { name: claimNumber }).first().click();
  await expect(desk.getByRole('heading', { name: `Claim ${claimNumber}` })).toBeVisible();
  await expectNoSeriousA11yViolationsInEitherTheme(desk);
  await expect(desk.getByRole('combobox', { name: 'Next step' })).toHaveValue('with-supplier');
  await desk.getByRole('textbox', { name: 'Note' }).fill('Sent to the distributor');
  await desk.getByRole('button', { name: 'Move to with the supplier' }).click();
  await expect(toast(desk, `Claim ${claimNumber}: With the supplier.`)).toBeVisible();

  // The customer sees the claim at its new step.
  await page.reload();
  await expect(
    page
      .getByTestId('my-claim')
      .filter({ hasText: claimNumber })
      .getByText('With the supplier')
      .first(),
  ).toBeVisible();
  await expect(page.getByTestId('my-claim').filter({ hasText: claimNumber })).toContainText(
    'Sent to the distributor',
  );
});
