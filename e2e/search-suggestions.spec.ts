import { apiProducts, expect, productCards, test } from './fixtures/storefront.ts';
import type { Page } from '@playwright/test';
import type { Suggestions } from '../src/shared/schemas/search.ts';

// The search box on every page suggests products while the shopper types; a suggestion is
// chosen with the keyboard alone and opens its product, on a phone and on a desktop.

async function chooseWithKeyboard(page: Page, typed: string, wanted: string) {
  const main = page.getByRole('main');
  const before = await main.boundingBox();
  const box = page.getByRole('combobox', { name: 'Search the shop' });
  await box.click();
  await box.pressSequentially(typed, { delay: 30 });
  const list = page.getByRole('listbox', { name: 'Suggested products' });
  await expect(list).toBeVisible();
  // The list floats over the page: nothing under the box moved when it opened.
  expect(await main.boundingBox()).toEqual(before);
  // Wait for the answer to everything typed, not one to a shorter prefix still showing.
  const answer = await page.request.get(`/api/search/suggest?q=${encodeURIComponent(typed)}`);
  const expected = ((await answer.json()) as Suggestions).products.map((product) => product.name);
  const options = list.getByRole('option');
  await expect(options).toHaveCount(expected.length);
  await expect(options).toContainText(expected);
  const index = expected.indexOf(wanted);
  expect(index).toBeGreaterThanOrEqual(0);
  for (let step = 0; step <= index; step++) await box.press('ArrowDown');
  await expect(options.nth(index)).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute(
    'aria-activedescendant',
    (await options.nth(index).getAttribute('id'))!,
  );
  await box.press('Enter');
}

for (const [device, use] of [
  ['desktop', { viewport: { width: 1280, height: 800 } }],
  ['phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
] as const) {
  test.describe(`search suggestions on a ${device}`, () => {
    test.use(use);

    test('typing a model number suggests the part; arrows and Enter open it', async ({
      page,
      request,
    }) => {
      const { items } = await apiProducts(request, { q: 'ryzen 5 7600', pageSize: 1 });
      const part = items[0]!;
      expect(part.name).toBe('AMD Ryzen 5 7600');
      await page.goto('/about');
      await chooseWithKeyboard(page, 'ryzen 5 76', part.name);
      await expect(page).toHaveURL(new RegExp(`/products/${part.slug}$`));
      await expect(page.getByRole('heading', { level: 1, name: part.name })).toBeVisible();
    });

    test('Escape closes the list and Enter searches what was typed', async ({ page }) => {
      await page.goto('/');
      const box = page.getByRole('combobox', { name: 'Search the shop' });
      await box.click();
      await box.pressSequentially('rtx4060', { delay: 30 });
      const list = page.getByRole('listbox', { name: 'Suggested products' });
      await expect(list).toBeVisible();
      await box.press('Escape');
      await expect(list).toBeHidden();
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/products\?q=rtx4060$/);
      await expect(page.getByTestId('result-count')).toHaveText(/^Showing 1–\d+ of \d+ products?$/);
    });
  });
}

test('a search that finds nothing offers the closest spelling that finds something, and the categories', async ({
  page,
}) => {
  await page.goto('/products?q=atx%20cse');
  await expect(page.getByRole('heading', { name: 'No products match your search' })).toBeVisible();
  const help = page.getByTestId('no-results-help');
  await expect(help.getByRole('link', { name: 'Graphics Cards' })).toBeVisible();
  // The spelling offered finds something: following it lists cases.
  await help.getByRole('link', { name: 'atx case' }).click();
  await expect(page).toHaveURL(/q=atx\+case|q=atx%20case/);
  await expect(page.getByRole('heading', { name: 'No products match your search' })).toBeHidden();
  await expect(productCards(page).first()).toContainText('Cases');
});

test('a search whose closest spelling finds nothing offers no spelling', async ({ page }) => {
  // The help asks the shop for a spelling in the browser: wait for that answer, then look.
  const answered = page.waitForResponse(
    (response) => response.url().includes('/api/search/suggest?q=xqzvbn') && response.ok(),
  );
  await page.goto('/products?q=xqzvbn%20blok');
  await expect(page.getByRole('heading', { name: 'No products match your search' })).toBeVisible();
  expect(((await (await answered).json()) as Suggestions).correction).toBeNull();
  const help = page.getByTestId('no-results-help');
  await expect(help.getByRole('link', { name: 'Graphics Cards' })).toBeVisible();
  await expect(help).not.toContainText('Did you mean');
});
