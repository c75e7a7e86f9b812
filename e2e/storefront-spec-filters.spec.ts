import type { Page } from '@playwright/test';
import type { ProductFacets } from '../src/shared/schemas/product.ts';
import { apiProducts, expect, productCards, test } from './fixtures/storefront.ts';

// Spec filters on /products: facets with counts, kept in the URL. Expected counts come from
// the API's list total for the same filters, not from the facets being checked.

function facetGroup(page: Page, label: string) {
  return page.getByRole('group', { name: label });
}

function facetOption(page: Page, label: string, value: string) {
  return facetGroup(page, label).getByRole('checkbox', { name: new RegExp(`^${value} \\(`) });
}

test.describe('spec filters', () => {
  test('ticking Socket AM5 under Processors narrows the list and the counts, and lives in the URL', async ({
    page,
    request,
  }) => {
    const allCpus = await apiProducts(request, { category: 'cpu' });
    const am5 = await apiProducts(request, { category: 'cpu', 'spec.socket': 'AM5' });
    const am5Amd = am5.items.filter((p) => p.brand === 'AMD').length;
    expect(am5.total).toBeGreaterThan(0);
    expect(am5.total).toBeLessThan(allCpus.total);

    await page.goto('/products');
    await page.getByLabel('Category').selectOption({ label: 'Processors' });
    await expect(page).toHaveURL(/category=cpu/);
    await expect(page.getByTestId('result-count')).toContainText(`of ${allCpus.total} products`);
    const socketAm5 = facetOption(page, 'Socket', 'AM5');
    await expect(socketAm5).toHaveAccessibleName(`AM5 (${am5.total})`);
    const intelBefore = facetOption(page, 'Brand', 'Intel');
    await expect(intelBefore).toBeVisible();

    // The box follows the address, which changes a moment after the click.
    await socketAm5.click();
    await expect(socketAm5).toBeChecked();
    await expect(page).toHaveURL(/[?&]spec\.socket=AM5(&|$)/);
    await expect(page.getByTestId('result-count')).toContainText(`of ${am5.total} products`);
    await expect(productCards(page)).toHaveCount(am5.items.length);
    expect(await productCards(page).getByRole('heading').allInnerTexts()).toEqual(
      am5.items.map((p) => p.name),
    );
    // The brand facet now counts AM5 processors only; the socket facet keeps its own counts.
    await expect(facetOption(page, 'Brand', 'AMD')).toHaveAccessibleName(`AMD (${am5Amd})`);
    await expect(facetOption(page, 'Brand', 'Intel')).toHaveCount(0);
    await expect(facetOption(page, 'Socket', 'LGA1700')).toBeVisible();

    await page.reload();
    await expect(facetOption(page, 'Socket', 'AM5')).toBeChecked();
    await expect(page.getByTestId('result-count')).toContainText(`of ${am5.total} products`);

    await page.goBack();
    await expect(page).not.toHaveURL(/spec\.socket/);
    await expect(facetOption(page, 'Socket', 'AM5')).not.toBeChecked();
    await expect(page.getByTestId('result-count')).toContainText(`of ${allCpus.total} products`);
  });

  test('in stock only, a price range and two sockets combine', async ({ page, request }) => {
    const query = {
      category: 'cpu',
      inStock: 'true',
      minPrice: '20000',
      maxPrice: '50000',
    };
    const both = await request.get(
      `/api/product?${new URLSearchParams({ ...query, pageSize: '100' }).toString()}&spec.socket=AM5&spec.socket=LGA1700`,
    );
    const expected = Number(both.headers()['x-total-count']);
    await page.goto(`/products?${new URLSearchParams(query).toString()}`);
    await expect(page.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
    await expect(page.getByLabel('Lowest price')).toHaveValue('20000');
    await facetOption(page, 'Socket', 'AM5').click();
    await expect(facetOption(page, 'Socket', 'AM5')).toBeChecked();
    await facetOption(page, 'Socket', 'LGA1700').click();
    await expect(facetOption(page, 'Socket', 'LGA1700')).toBeChecked();
    await expect(page.getByTestId('result-count')).toContainText(`of ${expected} products`);
    const facets = (await (
      await request.get(
        `/api/product/facets?${new URLSearchParams(query).toString()}&spec.socket=AM5`,
      )
    ).json()) as ProductFacets;
    expect(facets.facets.find((f) => f.key === 'socket')?.values.length).toBeGreaterThan(1);
  });
});

test.describe('spec filters on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the filters open in a sheet, and its button shows how many products are left', async ({
    page,
    request,
  }) => {
    const am5 = await apiProducts(request, { category: 'cpu', 'spec.socket': 'AM5' });
    await page.goto('/products?category=cpu');
    await expect(facetGroup(page, 'Socket')).toHaveCount(0);
    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    const am5Box = sheet.getByRole('checkbox', { name: /^AM5 \(/ });
    await am5Box.click();
    await expect(am5Box).toBeChecked();
    await sheet.getByRole('button', { name: `Show ${am5.total} products` }).click();
    await expect(sheet).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expect(page.getByTestId('result-count')).toContainText(`of ${am5.total} products`);
  });
});
