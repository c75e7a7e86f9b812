import { messages } from '../src/shared/messages.ts';
import type { Product } from '../src/shared/schemas/product.ts';
import {
  actionName,
  bearer,
  buy,
  catalogue,
  expect,
  fillLogin,
  password,
  productById,
  reviewDialog,
  signUp,
  test,
  toastWith,
  uniqueEmail,
} from './fixtures/customer.ts';
import { grantAdmin } from './fixtures/dashboard.ts';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/storefront.ts';
import { recordSerials } from './fixtures/warranty.ts';

// Reviewing in a real browser against the production build: the review modal,
// where a review then shows up, replacing a review, and My Review.

const ratingLabel = (count: number) => new RegExp(`from ${count} reviews?$`);

async function someProduct(page: Page, index: number): Promise<Product> {
  const product = (await catalogue(page.request))[index];
  if (!product) throw new Error('The catalogue is too small.');
  return product;
}

async function fillReview(page: Page, rating: string, comment: string) {
  const dialog = reviewDialog(page);
  await dialog.getByLabel('Phone').fill('01612345678');
  await dialog.getByRole('radio', { name: `${rating} of 5 stars` }).check();
  await dialog.getByLabel('Comment').fill(comment);
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
}

test('a review from a product card shows at once on /reviews and on the product page', async ({
  page,
}) => {
  const customer = await signUp(page, { name: 'Shirin Akter', prefix: 'reviewer' });
  const product = await someProduct(page, 7);
  const comment = `Fitted first time and runs quietly. (${customer.email})`;

  await page.goto(`/products?q=${encodeURIComponent(product.name)}`);
  await page.getByRole('link', { name: actionName('Review', product.name) }).click();
  const dialog = reviewDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(product.name)).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveValue(customer.name);
  await expect(dialog.getByLabel('Name')).not.toBeEditable();
  await expect(dialog.getByText('Reviewing again replaces')).toHaveCount(0);

  await fillReview(page, '4', comment);
  await expect(toastWith(page, messages.review.success)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/products\?q=/);
  // The card's rating count went up with it.
  const card = page.getByRole('article', { name: product.name });
  await expect(
    card.getByRole('img', { name: ratingLabel(product.rating.count + 1) }),
  ).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Reviews' })
    .click();
  const newest = page.getByTestId('review').first();
  await expect(newest).toContainText(comment);
  await expect(newest.getByRole('heading', { name: product.name })).toBeVisible();
  await expect(newest.getByText(customer.name, { exact: true })).toBeVisible();
  await expect(newest.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();

  await page.goto(`/products/${product._id}`);
  const reviews = page.getByRole('region', { name: 'Customer reviews' });
  await expect(reviews.getByText(comment)).toBeVisible();
  await expect(
    reviews.getByRole('img', { name: ratingLabel(product.rating.count + 1) }),
  ).toBeVisible();
});

test('reviewing the same product again replaces the earlier review', async ({ page }) => {
  const customer = await signUp(page, { prefix: 'again' });
  const product = await someProduct(page, 8);
  const first = `Good cooler, but the fan hums. (${customer.email})`;
  const second = `After a BIOS fan curve it is silent. (${customer.email})`;
  const posted = await page.request.post('/api/reviews', {
    headers: await bearer(page, customer.email),
    data: { productId: product._id, phone: '01512345678', comment: first, rating: 3 },
  });
  expect(posted.ok()).toBe(true);
  const count = (await productById(page.request, product._id)).rating.count;

  await page.goto(`/products/${product._id}`);
  const reviews = page.getByRole('region', { name: 'Customer reviews' });
  await expect(reviews.getByText(first)).toBeVisible();
  await reviews.getByRole('link', { name: actionName('Review', product.name) }).click();

  const dialog = reviewDialog(page);
  await expect(
    dialog.getByText('Reviewing again replaces your earlier review of this product.'),
  ).toBeVisible();
  // The form starts from the earlier review.
  await expect(dialog.getByLabel('Comment')).toHaveValue(first);
  await expect(dialog.getByRole('radio', { name: '3 of 5 stars' })).toBeChecked();
  await fillReview(page, '5', second);

  await expect(toastWith(page, messages.review.success)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname === `/products/${product.slug}`);
  await expect(reviews.getByText(second)).toBeVisible();
  await expect(reviews.getByText(first)).toHaveCount(0);
  await expect(reviews.getByRole('img', { name: ratingLabel(count) })).toBeVisible();
});

test('the review form says what is missing and hints the rating range', async ({ page }) => {
  await signUp(page, { prefix: 'empty-review' });
  const product = await someProduct(page, 9);

  await page.goto(`/my-review/${product._id}`);
  const dialog = reviewDialog(page);
  await expect(dialog.getByText('1 to 5', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(dialog.getByText(messages.validation.phoneRequired)).toBeVisible();
  await expect(dialog.getByText('Comment is Required')).toBeVisible();
  await expect(dialog.getByText('Rating must be a whole number from 1 to 5')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await dialog.getByLabel('Phone').fill('1234');
  // The stars are one radio group: arrow keys move the choice, as screen readers announce it.
  await dialog.getByRole('radio', { name: '1 of 5 stars' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: '3 of 5 stars' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(dialog.getByText(messages.validation.phoneInvalid)).toBeVisible();
  await expect(dialog.getByText('Rating must be a whole number from 1 to 5')).toBeHidden();
  await expect(dialog).toBeVisible();
});

test('an anonymous visitor who presses Review signs in and lands in the review modal', async ({
  page,
}) => {
  const customer = await signUp(page, { prefix: 'anon-review', signedIn: false });
  const product = await someProduct(page, 0);

  await page.goto(`/products/${product._id}`);
  await page
    .getByRole('link', { name: actionName('Review', product.name) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await fillLogin(page, customer.email);
  await expect(page).toHaveURL(new RegExp(`/my-review/${product._id}$`));
  await expect(reviewDialog(page).getByText(product.name)).toBeVisible();
  // Closing goes to the products grid: the way back was lost on the detour through /login.
  await reviewDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('My Review lists the customer’s own reviews, and says so when there are none', async ({
  page,
}) => {
  const customer = await signUp(page, { prefix: 'my-review' });
  await page.goto('/dashboard/my-review');
  await expect(page.getByRole('heading', { level: 1, name: 'My Review' })).toBeVisible();
  await expect(page.getByText('No reviews yet')).toBeVisible();

  const product = await someProduct(page, 10);
  const comment = `Arrived well packed, works as described. (${customer.email})`;
  await page.goto(`/my-review/${product._id}`);
  await fillReview(page, '5', comment);
  await expect(toastWith(page, messages.review.success)).toBeVisible();

  await page.goto('/dashboard/my-review');
  const review = page.getByRole('article', { name: product.name });
  await expect(review).toContainText(comment);
  await expect(review.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(review.getByRole('link', { name: product.name, exact: true })).toHaveAttribute(
    'href',
    `/products/${product._id}`,
  );
});

test('a review by a customer whose order was delivered carries "Verified purchase"', async ({
  page,
  playwright,
}, testInfo) => {
  const product = await someProduct(page, 11);
  const buyer = await signUp(page, { name: 'Tanvir Delivered', prefix: 'verified' });
  const buyerAuth = await bearer(page, buyer.email);
  await buy(page, buyerAuth, product._id, 1);
  const [order] = (await (
    await page.request.get(`/api/my-orders?email=${encodeURIComponent(buyer.email)}`, {
      headers: buyerAuth,
    })
  ).json()) as { _id: string }[];

  // The shop delivers it.
  const shop = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const adminEmail = uniqueEmail('deliverer');
  expect(
    (
      await shop.post('/api/auth/signup', { data: { name: 'Shop', email: adminEmail, password } })
    ).status(),
  ).toBe(201);
  await grantAdmin(adminEmail);
  const token = (await (await shop.put(`/api/user/${encodeURIComponent(adminEmail)}`)).json()) as {
    token: string;
  };
  // The part ships with its serial scanned at packing, if it is a serial-tracked one.
  await recordSerials({ request: shop, token: token.token }, String(order?._id));
  for (const status of ['confirmed', 'shipped', 'delivered']) {
    const moved = await shop.patch(`/api/orders/${order?._id}`, {
      headers: { Authorization: `Bearer ${token.token}` },
      data:
        status === 'shipped'
          ? { status, courier: 'Pathao', trackingCode: 'PTH-REVIEW-1' }
          : { status },
    });
    expect(moved.ok(), status).toBe(true);
  }
  await shop.dispose();

  const verifiedComment = `Delivered next day, works perfectly. (${buyer.email})`;
  await page.goto(`/my-review/${product._id}`);
  await fillReview(page, '5', verifiedComment);
  await expect(toastWith(page, messages.review.success)).toBeVisible();

  const stranger = await signUp(page, { name: 'Rumana Browsing', prefix: 'unverified' });
  const strangerComment = `Never bought it, just an opinion. (${stranger.email})`;
  const posted = await page.request.post('/api/reviews', {
    headers: await bearer(page, stranger.email),
    data: { productId: product._id, phone: '01512345678', comment: strangerComment, rating: 2 },
  });
  expect(posted.ok()).toBe(true);

  await page.goto(`/products/${product._id}`);
  const reviews = page.getByRole('region', { name: 'Customer reviews' });
  const verified = reviews.getByTestId('review').filter({ hasText: verifiedComment });
  await expect(verified.getByText('Verified purchase', { exact: true })).toBeVisible();
  const unverified = reviews.getByTestId('review').filter({ hasText: strangerComment });
  await expect(unverified).toBeVisible();
  await expect(unverified.getByText('Verified purchase')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/reviews');
  await expect(
    page
      .getByTestId('review')
      .filter({ hasText: verifiedComment })
      .getByText('Verified purchase', { exact: true }),
  ).toBeVisible();
});
