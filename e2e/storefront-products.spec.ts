import { CATEGORY_LABELS } from '../src/shared/categories.ts';
import { DEFAULT_PAGE_SIZE } from '../src/shared/constants.ts';
import { formatTk } from '../src/shared/money.ts';
import { apiProducts, apiReviews, expect, productCards, test } from './fixtures/storefront.ts';
import type { Page } from '@playwright/test';
import type { Product } from '../src/shared/schemas/product.ts';

// South Asian grouping: the last three digits, then pairs ("Tk 1,07,800", "Tk 78,000").
const tkPattern = /^Tk (\d{1,2},)?(\d{2},)*\d{1,3}$|^Tk \d{1,3}(,\d{3})?$/;

async function cardNames(page: Page) {
  return productCards(page).getByRole('heading').allInnerTexts();
}

function resultCount(page: Page) {
  return page.getByTestId('result-count');
}

test.describe('products page', () => {
  test('shows a page of product cards with price, stock, rating, Buy Now and Review', async ({
    page,
    request,
  }) => {
    const { items, total } = await apiProducts(request, { pageSize: DEFAULT_PAGE_SIZE });
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(resultCount(page)).toHaveText(`Showing 1–${items.length} of ${total} products`);
    const cards = productCards(page);
    await expect(cards).toHaveCount(items.length);
    expect(await cardNames(page)).toEqual(items.map((product) => product.name));
    for (const [index, product] of items.entries()) {
      const card = cards.nth(index);
      await expect(card.getByText(formatTk(product.price), { exact: true })).toBeVisible();
      await expect(card.getByRole('link', { name: /^Review/ })).toBeVisible();
      await expect(card.getByRole('img', { name: /^(Rated|No ratings)/ })).toBeVisible();
      if (product.quantity > 0)
        await expect(card.getByRole('link', { name: /^Buy Now/ })).toBeVisible();
      await expect(card.getByRole('link', { name: product.name, exact: true })).toHaveAttribute(
        'href',
        `/products/${product.slug}`,
      );
    }
    // Images of the first row load at once; the rest wait until they scroll into view.
    await expect(cards.first().locator('img')).not.toHaveAttribute('loading', 'lazy');
    await expect(cards.last().locator('img')).toHaveAttribute('loading', 'lazy');
  });

  test('prices read "Tk" with South Asian digit grouping', async ({ page, request }) => {
    const { items } = await apiProducts(request, { sort: 'price-desc', pageSize: 1 });
    const dearest = items[0]!;
    await page.goto('/products?sort=price-desc');
    const price = productCards(page).first().getByText(/^Tk /);
    await expect(price).toHaveText(formatTk(dearest.price));
    for (const text of await productCards(page).getByText(/^Tk /).allInnerTexts()) {
      expect(text).toMatch(tkPattern);
    }
    expect(formatTk(107800)).toBe('Tk 1,07,800');
  });

  test('category, sort, search and page live in the URL, survive a reload and go back', async ({
    page,
    request,
  }) => {
    await page.goto('/products');
    await expect(productCards(page).first()).toBeVisible();

    await page.getByLabel('Category').selectOption('cpu');
    await expect(page).toHaveURL(/[?&]category=cpu/);
    const cpus = await apiProducts(request, { category: 'cpu', pageSize: DEFAULT_PAGE_SIZE });
    await expect(resultCount(page)).toContainText(`of ${cpus.total} product`);
    await expect(productCards(page)).toHaveCount(cpus.items.length);
    for (const label of await productCards(page).locator('p').allTextContents()) {
      expect(label).toContain(CATEGORY_LABELS.cpu);
    }

    await page.getByLabel('Sort by').selectOption('price-asc');
    await expect(page).toHaveURL(/[?&]sort=price-asc/);
    const cheapestFirst = await apiProducts(request, {
      category: 'cpu',
      sort: 'price-asc',
      pageSize: DEFAULT_PAGE_SIZE,
    });
    await expect.poll(() => cardNames(page)).toEqual(cheapestFirst.items.map((p) => p.name));

    await page.reload();
    await expect(page.getByLabel('Category')).toHaveValue('cpu');
    await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
    await expect.poll(() => cardNames(page)).toEqual(cheapestFirst.items.map((p) => p.name));

    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(page.getByLabel('Sort by')).toHaveValue('catalogue');
    await expect(page.getByLabel('Category')).toHaveValue('cpu');

    const term = cpus.items[0]!.brand;
    await page.getByLabel('Category').selectOption('');
    // One search box on the page: the header's, which shows the words searched.
    const box = page.getByRole('combobox', { name: 'Search the shop' });
    await box.fill(term);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]q=${term}`));
    const found = await apiProducts(request, { q: term, pageSize: DEFAULT_PAGE_SIZE });
    await expect.poll(() => cardNames(page)).toEqual(found.items.map((p) => p.name));
    await page.reload();
    await expect(box).toHaveValue(term);
    await page.goBack();
    await expect(box).toHaveValue('');
  });

  test('pagination moves through the catalogue and keeps the page in the URL', async ({
    page,
    request,
  }) => {
    const second = await apiProducts(request, { page: 2, pageSize: DEFAULT_PAGE_SIZE });
    expect(second.total).toBeGreaterThan(DEFAULT_PAGE_SIZE);
    await page.goto('/products');
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await pagination.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect.poll(() => cardNames(page)).toEqual(second.items.map((p) => p.name));
    await expect(resultCount(page)).toContainText(`Showing ${DEFAULT_PAGE_SIZE + 1}–`);
    await page.reload();
    await expect.poll(() => cardNames(page)).toEqual(second.items.map((p) => p.name));
    await pagination.getByRole('link', { name: 'Previous page' }).click();
    await expect(page).not.toHaveURL(/page=/);
  });

  test('a search with no matches says so and offers to clear it', async ({ page }) => {
    await page.goto('/products?q=no-such-part-anywhere');
    await expect(
      page.getByRole('heading', { name: 'No products match your search' }),
    ).toBeVisible();
    await expect(productCards(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Clear search and filters' }).click();
    await expect(productCards(page).first()).toBeVisible();
  });

  test('an out-of-stock product says so and cannot be bought', async ({ page, request }) => {
    const { items } = await apiProducts(request, { pageSize: 100 });
    const soldOut = items.find((product) => product.quantity === 0);
    expect(soldOut, 'the seed has a product with no stock').toBeDefined();
    await page.goto(`/products/${soldOut!._id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: soldOut!.name })).toBeVisible();
    await expect(main.getByText('Out of stock')).toBeVisible();
    // Nothing to buy, and a way to hear when it is back instead.
    await expect(main.getByRole('button', { name: /^Buy Now/ })).toHaveCount(0);
    await expect(main.getByRole('link', { name: /^Buy Now/ })).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Notify me' })).toBeVisible();
  });
});

test.describe('product page', () => {
  test('shows the product, its specs, price, stock and its reviews', async ({ page, request }) => {
    const reviews = await apiReviews(request);
    const reviewed = reviews.items[0]!;
    const response = await request.get(`/api/product/${reviewed.productId}`);
    const product = (await response.json()) as Product;
    const own = await apiReviews(request, { productId: product._id });

    await page.goto(`/products/${product._id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(main.getByRole('img', { name: product.name })).toBeVisible();
    await expect(main.getByText(formatTk(product.price), { exact: true })).toBeVisible();
    await expect(main.getByText(product.origin, { exact: true })).toBeVisible();
    await expect(
      main.getByText(CATEGORY_LABELS[product.category], { exact: true }).first(),
    ).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Specifications' })).toBeVisible();
    await expect(main.getByRole('table').getByRole('row')).toHaveCount(
      Object.keys(product.specs).length,
    );
    await expect(main.getByRole('link', { name: /^Review/ }).first()).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Customer reviews' })).toBeVisible();
    await expect(main.getByTestId('review')).toHaveCount(Math.min(own.total, 24));
    await expect(main.getByText(reviewed.comment)).toBeVisible();
  });

  test("a product's rating summary counts its reviews", async ({ page, request }) => {
    const reviews = await apiReviews(request);
    const productId = reviews.items[0]!.productId;
    const own = await apiReviews(request, { productId });
    const average = own.items.reduce((sum, review) => sum + review.rating, 0) / own.items.length;
    await page.goto(`/products/${productId}`);
    const label = `Rated ${Math.round(average * 10) / 10} out of 5 from ${own.total} ${own.total === 1 ? 'review' : 'reviews'}`;
    await expect(page.getByRole('main').getByRole('img', { name: label }).first()).toBeVisible();
  });

  test('an unknown product id shows a friendly "this product is gone" page', async ({ page }) => {
    await page.goto('/products/00000000-0000-4000-8000-000000000000');
    await expect(
      page.getByRole('heading', { level: 1, name: 'This product is gone' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Browse all products' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });
});
