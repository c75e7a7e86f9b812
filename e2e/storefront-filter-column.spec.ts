import { apiProducts, expect, productCards, test } from './fixtures/storefront.ts';

// The filter column of /products is drawn by the server and shown by the stylesheet on wide
// screens: a desktop gets it with the page's HTML, and without JavaScript its form GETs
// /products with the filters and the server draws the filtered list.

test.describe('the filter column with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  test('a desktop gets the column in the HTML, and its form filters the list', async ({
    page,
    request,
  }) => {
    const allCpus = await apiProducts(request, { category: 'cpu', pageSize: 12 });
    const expected = await apiProducts(request, {
      category: 'cpu',
      'spec.socket': 'AM5',
      maxPrice: 50_000,
      pageSize: 12,
    });
    expect(expected.total).toBeGreaterThan(0);
    expect(expected.total).toBeLessThan(allCpus.total);

    await page.goto('/products?category=cpu');
    await expect(page.getByTestId('result-count')).toContainText(`of ${allCpus.total} products`);
    const column = page.getByRole('complementary', { name: 'Filters' });
    await expect(column).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeHidden();
    const am5 = column.getByRole('group', { name: 'Socket' }).getByRole('checkbox', {
      name: /^AM5 \(/,
    });
    await am5.check();
    await column.getByLabel('Highest price').fill('50000');
    await column.getByRole('button', { name: 'Apply filters' }).click();

    await expect(page).toHaveURL(/[?&]spec\.socket=AM5(&|$)/);
    await expect(page).toHaveURL(/[?&]category=cpu(&|$)/);
    await expect(page.getByTestId('result-count')).toContainText(`of ${expected.total} products`);
    await expect(productCards(page).getByRole('heading')).toHaveText(
      expected.items.map((product) => product.name),
    );
    // The page the server drew for the filtered address shows the filters chosen.
    await expect(am5).toBeChecked();
    await expect(column.getByLabel('Highest price')).toHaveValue('50000');
  });

  test('a phone gets the Filters button instead of the column', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/products?category=cpu');
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
  });
});
