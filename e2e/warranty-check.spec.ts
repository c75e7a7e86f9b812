import { createAdmin, expect, test, tokenFor } from './fixtures/dashboard.ts';
import { expectNoSeriousA11yViolationsInEitherTheme } from './fixtures/storefront.ts';
import { createTrackedPart, deliveredWith, freshSerial, newBuyer } from './fixtures/warranty.ts';

// The public warranty check (docs/product.md#warranty-desk) on a 390 px phone: a visitor
// finds it from the footer, checks a serial and reads its warranty; an unknown serial is
// told in words.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

// The journey runs axe in both themes on its screens: more than the default minute on a busy
// machine.
test.describe.configure({ timeout: 180_000 });

test('a visitor checks a serial on /warranty from the footer, and an unknown one is refused in words', async ({
  page,
  browser,
  baseURL,
}) => {
  const admin = await createAdmin(browser, String(baseURL));
  const context = await browser.newContext({ baseURL });
  await context.addCookies(admin.cookies);
  const staff = { request: context.request, token: await tokenFor(context.request, admin.email) };
  const part = await createTrackedPart(staff.request, staff.token);
  const buyer = await newBuyer(browser, String(baseURL));
  const serial = freshSerial('WCK');
  await deliveredWith(staff, buyer, part, [serial]);

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Warranty check' }).click();
  await expect(page.getByRole('heading', { name: 'Warranty check', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Serial number' }).fill(serial.toLowerCase());
  await page.getByRole('button', { name: 'Check warranty' }).click();
  const unit = page.getByRole('article', { name: `Serial ${serial}` });
  await expect(unit.getByRole('heading', { name: part.name })).toBeVisible();
  await expect(unit).toContainText('In warranty');
  await expect(unit).toContainText('3 years brand warranty');
  await expect(page).toHaveURL(new RegExp(`/warranty\\?serial=${serial}$`));
  // Nothing sideways to scroll on the phone.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolationsInEitherTheme(page);

  await page.getByRole('textbox', { name: 'Serial number' }).fill('NEVER-SOLD-HERE-1');
  await page.getByRole('button', { name: 'Check warranty' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'We have no sale of this serial number' }),
  ).toBeVisible();
});
