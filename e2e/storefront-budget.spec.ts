import type { Page } from '@playwright/test';
import { readStorefrontChunks } from '../bench/web/storefront-chunks.ts';
import { apiProducts, expect, test } from './fixtures/storefront.ts';

// The storefront's first load stays lean: no dashboard, admin, sign-in form or
// modal code until the visitor asks for it, and the landing pages come rendered with
// their data in the HTML, so the browser does not ask the API again. (Byte budgets are
// measured by the benchmark, npm run bench, not here.)

/** Paths of the scripts the page downloads from now on. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** GET requests to the API's catalogue answers from now on. */
function recordCatalogueRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/product')) {
      requests.push(url.pathname + url.search);
    }
  });
  return requests;
}

test.describe('the storefront first load', () => {
  test('the storefront pages load no dashboard, admin, form or modal code; the login page does', async ({
    page,
    request,
  }) => {
    const { restricted } = await readStorefrontChunks();
    expect(restricted.size, 'restricted chunks in the build').toBeGreaterThan(5);
    const [product] = (await apiProducts(request, { pageSize: 1 })).items;
    const scripts = recordScripts(page);

    await page.goto('/');
    await expect(page.getByRole('link', { name: /^See More/ }).first()).toBeVisible();
    await page.goto('/products');
    await expect(page.getByRole('link', { name: /^Review/ }).first()).toBeVisible();
    await page.goto(`/products/${product?._id}`);
    await expect(page.getByRole('heading', { name: 'Customer reviews' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(2);
    expect(scripts.filter((path) => restricted.has(path))).toEqual([]);

    // The same check sees the sign-in form's code once the visitor opens it.
    await page.getByRole('link', { name: 'Login' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    expect(scripts.filter((path) => restricted.has(path)).length).toBeGreaterThan(0);
  });

  test("the compare tray's code loads once something is picked, and the tray works", async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    const trayCode = () => scripts.filter((path) => /\/compare-tray-bar-[^/]+\.js$/.test(path));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(2);
    expect(trayCode()).toEqual([]);

    const compare = page.getByRole('button', { name: /^Compare: / }).first();
    await compare.click();
    const tray = page.getByRole('region', { name: 'Compare tray' });
    await expect(tray).toContainText('Compare (1 of 4)');
    expect(trayCode()).toHaveLength(1);
    await tray.getByRole('button', { name: 'Clear' }).click();
    await expect(tray).toBeHidden();
    await expect(compare).toHaveAttribute('aria-pressed', 'false');
  });

  test('/products draws its first page from the HTML, without asking the API', async ({
    page,
    request,
  }) => {
    const expected = await apiProducts(request, { pageSize: 12 });
    const catalogueRequests = recordCatalogueRequests(page);
    await page.goto('/products');
    const names = page.getByRole('article').getByRole('heading');
    await expect(names).toHaveCount(expected.items.length);
    await expect(names).toHaveText(expected.items.map((product) => product.name));
    await expect(page.getByTestId('result-count')).toContainText(`of ${expected.total}`);
    await page.waitForLoadState('networkidle');
    expect(catalogueRequests).toEqual([]);

    // The next page is not in the HTML: it comes from the API.
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect.poll(() => catalogueRequests.length).toBeGreaterThan(0);
  });

  test('the home page and a product page need no catalogue request either', async ({
    page,
    request,
  }) => {
    const [product] = (await apiProducts(request, { pageSize: 1 })).items;
    const catalogueRequests = recordCatalogueRequests(page);
    await page.goto('/');
    await expect(page.getByRole('link', { name: /^See More/ })).toHaveCount(3);
    await page.goto(`/products/${product?._id}`);
    await expect(page.getByRole('heading', { level: 1, name: product?.name })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(catalogueRequests).toEqual([]);
  });
});
