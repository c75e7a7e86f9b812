import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  bearer,
  createAdmin,
  createProduct,
  expect,
  password,
  placeOrder,
  signInAs,
  signUp,
  test,
  toast,
  tokenFor,
  uniqueEmail,
  uniqueName,
} from './fixtures/dashboard.ts';

// Fixes found while using the shop: a phone visitor's detour through /login, toasts that
// are readable and clear of the navbar, and an admin stepping an order back.

const phone = { width: 390, height: 844 };

/** A visitor on a phone scrolls the products grid down and presses a Buy Now low on it. */
async function buyNowFromScrolledGrid(page: Page) {
  await page.setViewportSize(phone);
  await page.goto('/products');
  const buyNow = page.getByRole('main').getByRole('link', { name: /^Buy Now/ });
  await expect(buyNow.nth(5)).toBeAttached();
  await buyNow.nth(5).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const productPath = await buyNow.nth(5).getAttribute('href');
  await buyNow.nth(5).click();
  await expect(page).toHaveURL(/\/login$/);
  return productPath ?? '';
}

test('a phone visitor pressing Buy Now low on the grid lands on the top of the login form', async ({
  page,
}) => {
  await buyNowFromScrolledGrid(page);
  const heading = page.getByRole('heading', { name: 'Login', level: 1 });
  await expect(heading).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(10);
});

test('signing up from that login page returns to the open order modal', async ({ page }) => {
  const productPath = await buyNowFromScrolledGrid(page);
  await page.getByRole('link', { name: 'Create New Account' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.getByLabel('Name').fill('Nusrat Jahan');
  await page.getByLabel('Email').fill(uniqueEmail('phone-signup'));
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page).toHaveURL(new RegExp(`${productPath.replace('?', '\\?')}$`));
  const dialog = page.getByRole('dialog', { name: 'Place your order' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveValue('Nusrat Jahan');
});

test('a sign-up refusal clears once the visitor edits the form', async ({ page }) => {
  const email = uniqueEmail('taken');
  await signUp(page.request, uniqueName('Taken'), email);
  await page.context().clearCookies();
  await page.goto('/signup');
  await page.getByLabel('Name').fill('Second Comer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  const refusal = page.locator('[role="alert"], .Toastify__toast').filter({ hasText: /already/i });
  await expect(refusal).toBeVisible();
  await page.getByLabel('Email').fill(uniqueEmail('fresh'));
  await expect(refusal).toBeHidden();
});

test('an admin steps an order back with a reason; the toast is readable and clear of the navbar', async ({
  page,
  browser,
}, testInfo) => {
  const admin = await createAdmin(browser, String(testInfo.project.use.baseURL));
  await signInAs(page, admin);
  const token = await tokenFor(page.request, admin.email);
  const product = await createProduct(page.request, token);
  const orderId = await placeOrder(page.request, token, product.id);
  const confirm = await page.request.patch(`/api/orders/${orderId}`, {
    headers: bearer(token),
    data: { status: 'confirmed' },
  });
  expect(confirm.ok(), 'confirming the order').toBe(true);

  await page.setViewportSize(phone);
  await page.goto(`/dashboard/orders/${orderId}`);
  await page.getByRole('button', { name: 'Step back' }).click();
  const dialog = page.getByRole('dialog', { name: 'Step back to Pending?' });
  await expect(dialog).toContainText('from Confirmed back to Pending');
  await dialog.getByRole('button', { name: 'Step back to Pending' }).click();
  await expect(dialog.getByText('reason must say why, in at least 3 characters')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Customer asked to change the address first');
  await dialog.getByRole('button', { name: 'Step back to Pending' }).click();
  await expect(dialog).toBeHidden();

  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText('Customer asked to change the address first')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Step back' })).toBeHidden();

  const shown = toast(page, 'Order stepped back');
  await expect(shown).toBeVisible();
  await shown.hover(); // pauses its timer while it is checked
  // Its colours are judged once it has come in: during the entrance it is still see-through.
  await expect(shown).not.toHaveClass(/Toastify--animate/);
  const navbar = await page.getByRole('banner').boundingBox();
  const box = await shown.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(navbar!.y + navbar!.height);
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const results = await new AxeBuilder({ page })
      .include('.Toastify')
      .withRules(['color-contrast'])
      .analyze();
    expect(results.violations, `${theme} theme`).toEqual([]);
    const checked = results.passes.flatMap((rule) => rule.nodes);
    expect(checked.length, 'the toast text was checked').toBeGreaterThan(0);
  }
});
