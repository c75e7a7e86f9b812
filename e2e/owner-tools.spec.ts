import {
  bearer,
  createAdmin,
  createProduct,
  expect,
  password,
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

// The owner's safety tools in the browser: review moderation, asking before admin
// changes, restoring a deleted product, and a password reset from the mailed link.

// Each test drives several screens and runs axe on some: more than the default 30 s on a
// busy machine.
test.describe.configure({ timeout: 60_000 });

let admin: Account;

test.beforeAll(async ({ browser }, testInfo) => {
  admin = await createAdmin(browser, String(testInfo.project.use.baseURL));
});

test('an admin hides a review with a reason and it leaves the product page at once', async ({
  page,
  playwright,
}, testInfo) => {
  await signInAs(page, admin);
  const product = await createProduct(page.request, await tokenFor(page.request, admin.email));
  const reviewer = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const email = uniqueEmail('reviewer');
  await signUp(reviewer, 'Rude Reviewer', email);
  const comment = `Worst shop ever ${uniqueName('x')}`;
  const posted = await reviewer.post('/api/reviews', {
    headers: bearer(await tokenFor(reviewer, email)),
    data: { productId: product.id, phone: '01712345678', comment, rating: 1 },
  });
  expect(posted.status()).toBe(200);
  await reviewer.dispose();

  await page.goto(`/products/${product.id}`);
  await expect(page.getByText(comment)).toBeVisible();

  await page.goto('/dashboard/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  await expect(page.getByTestId('moderated-review').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const card = page.getByTestId('moderated-review').filter({ hasText: comment });
  await card.getByRole('button', { name: /^Hide/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Hide this review?' });
  await expect(dialog).toContainText(comment);
  await dialog.getByRole('button', { name: 'Hide review' }).click();
  await expect(dialog.getByText('Reason is Required: say why, for the activity log')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Abusive and off topic');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Hide review' }).click();
  await expect(toast(page, 'The review is hidden from the shop.')).toBeVisible();
  await expect(card.getByText('Hidden', { exact: true })).toBeVisible();
  await expect(card).toContainText('Abusive and off topic');

  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText(comment)).toHaveCount(0);
  await page.goto('/reviews');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(comment)).toHaveCount(0);
});

test('Make Admin and Remove Admin both ask first; Cancel changes nothing', async ({
  page,
  playwright,
}, testInfo) => {
  const other = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const email = uniqueEmail('helper');
  await signUp(other, uniqueName('Helper'), email);
  await other.dispose();
  await signInAs(page, admin);

  await page.goto('/dashboard/allusers');
  const row = page.getByRole('row', { name: new RegExp(email) });
  await row.getByRole('button', { name: `Make Admin ${email}` }).click();
  const promote = page.getByRole('dialog', { name: 'Make this user an admin?' });
  await expect(promote).toContainText(email);
  // Checked before any toast is on screen: the toasts' own colours are not this page's.
  await expectNoSeriousA11yViolations(page);
  await promote.getByRole('button', { name: 'Make Admin' }).click();
  await expect(toast(page, 'Admin has created')).toBeVisible();
  await expect(row.getByText('Admin', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Remove Admin ${email}` }).click();
  const demote = page.getByRole('dialog', { name: 'Remove this admin?' });
  await expect(demote).toContainText(email);
  await demote.getByRole('button', { name: 'Cancel' }).click();
  await expect(demote).toBeHidden();
  await expect(row.getByText('Admin', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Remove Admin ${email}` }).click();
  await demote.getByRole('button', { name: 'Remove Admin' }).click();
  await expect(toast(page, 'is no longer an admin.')).toBeVisible();
  await expect(row.getByText('Customer', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Make Admin ${email}` })).toBeVisible();
});

test('a deleted product comes back with Restore in Manage Products', async ({ page }) => {
  await signInAs(page, admin);
  const token = await tokenFor(page.request, admin.email);
  const product = await createProduct(page.request, token);
  const removed = await page.request.delete(`/api/products/${product.id}`, {
    headers: bearer(token),
  });
  expect(removed.ok()).toBe(true);

  await page.goto('/dashboard/manage-products');
  await page.getByText('Deleted products').click();
  const item = page.getByTestId('deleted-product').filter({ hasText: product.name });
  await item.getByRole('button', { name: `Restore ${product.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Restore this product?' });
  await dialog.getByRole('button', { name: 'Restore product' }).click();
  await expect(toast(page, `${product.name} is back in the shop.`)).toBeVisible();
  await expect(item).toHaveCount(0);

  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
});

test('forgot password: the mailed link sets a new password, and the old one stops working', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('forgetful');
  await signUp(request, 'Forgetful Customer', email);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'a link to set a new password' }),
  ).toBeVisible();

  const mailUrl = `${process.env.E2E_MAIL_URL}/mail?to=${encodeURIComponent(email)}`;
  // The newest mail to the address: the sign-up's verification mail comes first.
  let text = '';
  await expect
    .poll(async () => {
      const answer = await request.get(mailUrl);
      if (answer.ok()) text = ((await answer.json()) as { text: string }).text;
      return text.includes('/reset-password?token=');
    })
    .toBe(true);
  const link = /(http:\/\/\S+\/reset-password\?token=[\w-]+)/.exec(text)?.[1];
  expect(link, text).toBeDefined();

  await page.goto(link as string);
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('New password', { exact: true }).fill('brand new secret');
  await page.getByLabel('New password again').fill('brand new secret');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible();

  // The link worked once.
  await page.goto(link as string);
  await page.getByLabel('New password', { exact: true }).fill('another secret');
  await page.getByLabel('New password again').fill('another secret');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText('was used already or has expired');

  const oldOne = await request.post('/api/auth/login', { data: { email, password } });
  expect(oldOne.status()).toBe(401);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('brand new secret');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/login/);
});
