import type { Page } from '@playwright/test';
import {
  apiProducts,
  expect,
  expectNoSeriousA11yViolationsInEitherTheme,
  test,
} from './fixtures/storefront.ts';

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

test.describe('accessibility in the light and the dark theme', () => {
  // Each test runs axe twice, once per theme: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  for (const pageCase of pages) {
    test(`the ${pageCase.name} page has no serious accessibility problems`, async ({
      page,
      request,
    }) => {
      const { items } = await apiProducts(request, { pageSize: 100 });
      const soldOut = items.find((product) => product.quantity === 0) ?? items[0]!;
      await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
      await page.goto(pageCase.path({ product: items[0]!._id, soldOut: soldOut._id }));
      await expect(pageCase.ready(page)).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expectNoSeriousA11yViolationsInEitherTheme(page);
    });
  }
});
