import type { Page } from '@playwright/test';
import { apiProducts, expect, expectNoSeriousA11yViolations, test } from './fixtures/storefront.ts';

// Every public page, checked with axe in both themes once its content has loaded.
interface PageCase {
  name: string;
  path: (ids: { product: string; soldOut: string }) => string;
  /** Something on the page that only shows once its data is in. */
  ready: (page: Page) => ReturnType<Page['getByRole']>;
}

const pages: PageCase[] = [
  {
    name: 'home',
    path: () => '/',
    ready: (page) => page.getByRole('link', { name: /^See More/ }).first(),
  },
  {
    name: 'products',
    path: () => '/products',
    ready: (page) => page.getByRole('link', { name: /^Review/ }).first(),
  },
  {
    name: 'product',
    path: (ids) => `/products/${ids.product}`,
    ready: (page) => page.getByRole('heading', { name: 'Customer reviews' }),
  },
  {
    name: 'sold-out product',
    path: (ids) => `/products/${ids.soldOut}`,
    ready: (page) => page.getByText('Out of stock').first(),
  },
  { name: 'reviews', path: () => '/reviews', ready: (page) => page.getByTestId('review-total') },
  { name: 'blogs', path: () => '/blogs', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { name: 'about', path: () => '/about', ready: (page) => page.getByRole('heading', { level: 1 }) },
  {
    name: 'not found',
    path: () => '/no-such-page',
    ready: (page) => page.getByRole('heading', { level: 1 }),
  },
];

for (const theme of ['light', 'dark'] as const) {
  test.describe(`accessibility in the ${theme} theme`, () => {
    for (const pageCase of pages) {
      test(`the ${pageCase.name} page has no serious accessibility problems`, async ({
        page,
        request,
      }) => {
        const { items } = await apiProducts(request, { pageSize: 100 });
        const soldOut = items.find((product) => product.quantity === 0) ?? items[0]!;
        await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
        await page.goto(pageCase.path({ product: items[0]!._id, soldOut: soldOut._id }));
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(pageCase.ready(page)).toBeVisible();
        await expect(page.getByRole('status')).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
}
