import { FEATURED_RANGE, STATS } from '../src/shared/constants.ts';
import { apiProducts, apiReviews, expect, productCards, test } from './fixtures/storefront.ts';

const statNumbers = Object.values(STATS).map((value) => value.toLocaleString('en-IN'));

test.describe('home page', () => {
  for (const path of ['/', '/home']) {
    test(`${path} shows four slides, the stats and the three featured products`, async ({
      page,
      request,
    }) => {
      const { items } = await apiProducts(request, { pageSize: FEATURED_RANGE.end });
      const featured = items.slice(FEATURED_RANGE.start, FEATURED_RANGE.end);
      expect(featured).toHaveLength(3);

      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

      const carousel = page.getByRole('region', { name: 'Highlights' });
      await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(4);
      await expect(carousel.getByRole('button', { name: /^Show slide \d/ })).toHaveCount(4);

      const stats = page.getByRole('region', { name: 'Trusted across Bangladesh' });
      for (const number of statNumbers) {
        await expect(stats.getByText(number, { exact: true })).toBeVisible();
      }

      const section = page.getByRole('region', { name: 'Featured products' });
      const cards = section.getByRole('article');
      await expect(cards).toHaveCount(3);
      for (const [index, product] of featured.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('heading', { name: product.name })).toBeVisible();
        await expect(card.getByText(/^Buy Now/)).toBeVisible();
        await expect(card.getByRole('link', { name: /^See More/ })).toBeVisible();
      }
    });
  }

  test('the first slide image loads eagerly with high priority', async ({ page }) => {
    await page.goto('/');
    const image = page.locator('[aria-roledescription="slide"] img').first();
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).not.toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', /\d+/);
    await expect(image).toHaveAttribute('height', /\d+/);
  });

  test('the carousel moves with its next, previous and slide buttons', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Highlights' });
    // Pause first so autoplay cannot move the slides under the test.
    await carousel.getByRole('button', { name: 'Pause slides' }).click();
    await expect(carousel.getByRole('group', { name: /^1 of 4/ })).toBeVisible();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel.getByRole('group', { name: /^2 of 4/ })).toBeVisible();
    await expect(carousel.getByRole('group', { name: /^1 of 4/ })).toBeHidden();
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(carousel.getByRole('group', { name: /^4 of 4/ })).toBeVisible();
    await carousel.getByRole('button', { name: /^Show slide 3/ }).click();
    await expect(carousel.getByRole('group', { name: /^3 of 4/ })).toBeVisible();
  });

  test('See More on a featured product leads to /products', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Featured products' });
    await section
      .getByRole('link', { name: /^See More/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(productCards(page).first()).toBeVisible();
  });
});

test.describe('content pages', () => {
  test('the reviews page lists every review with the total count', async ({ page, request }) => {
    const { items, total } = await apiReviews(request);
    expect(total).toBeGreaterThan(0);
    await page.goto('/reviews');
    await expect(page.getByRole('heading', { level: 1, name: 'Customer reviews' })).toBeVisible();
    await expect(page.getByTestId('review-total')).toHaveText(
      `${total} ${total === 1 ? 'review' : 'reviews'}`,
    );
    const reviews = page.getByTestId('review');
    await expect(reviews).toHaveCount(Math.min(total, 24));
    const first = reviews.first();
    const newest = items[0]!;
    await expect(first.getByRole('heading', { name: newest.name })).toBeVisible();
    await expect(first.getByText(newest.userName, { exact: true })).toBeVisible();
    await expect(first.getByText(newest.comment)).toBeVisible();
    await expect(first.getByText(`(${newest.email})`)).toBeVisible();
    await expect(first.getByRole('img', { name: `Rated ${newest.rating} out of 5` })).toBeVisible();
    // Emails are shown masked, never in full.
    expect(newest.email).toContain('*');
  });

  test('the blogs page shows three question-and-answer articles', async ({ page }) => {
    await page.goto('/blogs');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Blogs');
    const articles = page.getByRole('main').getByRole('article');
    await expect(articles).toHaveCount(3);
    for (const question of [
      'How do I choose a CPU and motherboard that work together?',
      'How much power supply do I need?',
      'SSD or HDD, and does NVMe matter?',
    ]) {
      const article = page.getByRole('article', { name: question });
      await expect(article.getByRole('heading', { level: 2, name: question })).toBeVisible();
      expect(await article.locator('p').count()).toBeGreaterThan(3);
    }
  });

  test('the about page shows the owner profile and how to reach the shop', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Circuit Haat' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Farhana Rahman' })).toBeVisible();
    await expect(page.getByRole('img', { name: /Farhana Rahman/ })).toBeVisible();
    await expect(
      page.getByRole('main').getByText('Shop 512, Level 5, BCS Computer City'),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /^\+880/ })).toBeVisible();
  });

  test('an unknown path shows a 404 page with links home and to about', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('404')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'About the shop' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.goBack();
    await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('region', { name: 'Highlights' })).toBeVisible();
  });
});

test.describe('signing in', () => {
  test('Buy Now sends an anonymous visitor to /login and remembers the order page', async ({
    page,
    request,
  }) => {
    const { items } = await apiProducts(request, { pageSize: 1 });
    const product = items[0]!;
    expect(product.quantity).toBeGreaterThan(0);
    await page.goto('/products');
    await productCards(page)
      .first()
      .getByRole('link', { name: /^Buy Now/ })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    const from = await page.evaluate(() => {
      const state = window.history.state as { usr?: { from?: { pathname?: string } } } | null;
      return state?.usr?.from?.pathname;
    });
    expect(from).toBe(`/order-modal/${product._id}`);
  });

  test('Review sends an anonymous visitor to /login', async ({ page }) => {
    await page.goto('/products');
    await productCards(page)
      .first()
      .getByRole('link', { name: /^Review/ })
      .click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('opening the order page directly also asks an anonymous visitor to sign in', async ({
    page,
    request,
  }) => {
    const { items } = await apiProducts(request, { pageSize: 1 });
    await page.goto(`/order-modal/${items[0]!._id}`);
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('site frame', () => {
  test('the theme switch toggles dark mode and the choice survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    const toggle = page.getByRole('switch', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('switch', { name: 'Dark theme' }).click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'light');
  });

  test('the theme follows the system setting until the visitor picks one', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('the navbar links every public page and marks the current one', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, path] of [
      ['Products', '/products'],
      ['About', '/about'],
      ['Reviews', '/reviews'],
      ['Blogs', '/blogs'],
      ['Home', '/'],
    ] as const) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  test('on a phone the navbar links sit behind a menu button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = nav.getByRole('button', { name: 'Menu' });
    await expect(nav.getByRole('link', { name: 'Reviews', exact: true })).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Reviews', exact: true }).click();
    await expect(page).toHaveURL(/\/reviews$/);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Reviews', exact: true })).toBeHidden();
  });

  test('the footer links to the shop on Facebook, YouTube, Instagram and LinkedIn', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const network of ['Facebook', 'YouTube', 'Instagram', 'LinkedIn']) {
      const link = footer.getByRole('link', { name: `Circuit Haat on ${network}` });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', /^https:\/\/www\./);
    }
  });
});
