import { expectNoSeriousA11yViolationsInEitherTheme } from './fixtures/storefront.ts';
import {
  createAdmin,
  expect,
  signInAs,
  test,
  toast,
  tokenFor,
  type Account,
} from './fixtures/dashboard.ts';
import {
  createTrackedPart,
  freshSerial,
  newBuyer,
  orderOf,
  type Buyer,
  type TrackedPart,
} from './fixtures/warranty.ts';

// Serials at packing (docs/product.md#warranty-desk): staff scan each unit's serial on the
// order page with the keyboard alone, as a barcode scanner types (the serial, then Enter).

let admin: Account;
let part: TrackedPart;
let buyer: Buyer;

test.beforeAll(async ({ browser }, testInfo) => {
  const baseURL = String(testInfo.project.use.baseURL);
  admin = await createAdmin(browser, baseURL);
  const context = await browser.newContext({ baseURL });
  await context.addCookies(admin.cookies);
  part = await createTrackedPart(context.request, await tokenFor(context.request, admin.email));
  buyer = await newBuyer(browser, baseURL);
});

// The journey runs axe in both themes on its screens: more than the default minute on a busy
// machine.
test.describe.configure({ timeout: 180_000 });

test('staff scan two units by keyboard; a duplicate and a serial sold with another order are refused on their field', async ({
  page,
}) => {
  await signInAs(page, admin);
  const staff = { request: page.request, token: await tokenFor(page.request, admin.email) };
  const order = await orderOf(staff, buyer, part, 2);
  const first = freshSerial('SNA');
  const second = freshSerial('SNB');

  await page.goto(`/dashboard/orders/${order.id}`);
  const panel = page.getByRole('region', { name: 'Serial numbers' });
  await expect(panel.getByTestId('serials-state')).toHaveText(
    'Serials needed before shipping or booking a courier: 2 of 2 units still to scan.',
  );
  const unit1 = panel.getByRole('textbox', { name: `${part.name}, unit 1 serial` });
  const unit2 = panel.getByRole('textbox', { name: `${part.name}, unit 2 serial` });
  await unit1.focus();
  // The scanner: the serial (in lower case: the shop keeps it upper-cased), then Enter.
  await page.keyboard.type(first.toLowerCase());
  await page.keyboard.press('Enter');
  await expect(unit2).toBeFocused();
  await page.keyboard.type(first);
  await page.keyboard.press('Enter');
  await expect(panel.getByText('This serial is already in this form')).toHaveCount(2);
  // The panel with its refusals on the fields, as a screen reader meets it.
  await expectNoSeriousA11yViolationsInEitherTheme(page);
  await expect(panel.getByRole('button', { name: 'Save serials' })).toBeFocused();
  // Back to the second unit with Shift+Tab, the wrong scan replaced.
  await page.keyboard.press('Shift+Tab');
  await expect(unit2).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(second);
  await page.keyboard.press('Enter');
  await expect(panel.getByText('This serial is already in this form')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Serials saved: every unit has its serial.')).toBeVisible();
  await expect(panel.getByTestId('serials-state')).toHaveText('Every unit has its serial.');
  await expect(page.getByRole('region', { name: 'Items' }).getByTestId('line-serials')).toHaveText(
    `Serials: ${first}, ${second}`,
  );

  // Another order: the first unit's serial is sold already, and the scan says so on the spot.
  const other = await orderOf(staff, buyer, part, 1);
  await page.goto(`/dashboard/orders/${other.id}`);
  const otherUnit = page.getByRole('textbox', { name: `${part.name}, unit 1 serial` });
  await otherUnit.focus();
  await page.keyboard.type(first);
  await page.keyboard.press('Enter');
  await expect(otherUnit).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('region', { name: 'Serial numbers' })).toContainText(
    order.orderNumber,
  );
});
