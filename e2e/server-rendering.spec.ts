import type { ConsoleMessage, Page } from '@playwright/test';
import { apiProducts, expect, test } from './fixtures/storefront.ts';

// The public pages come rendered from the server and the browser takes them over
// (hydration) without redrawing: React reports any difference between the two as a
// console error or warning, which fails these tests.

/** Errors and warnings the page logs, apart from the 404 answers a 404 page is. */
function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  const record = (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (/status of 404/.test(message.text())) return;
    messages.push(`${message.type()}: ${message.text()}`);
  };
  page.on('console', record);
  page.on('pageerror', (error) => messages.push(`page error: ${error.message}`));
  return messages;
}

/** Resolves once React has taken the page over: the menu button answers clicks. */
async function hydrated(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

test.describe('server-rendered pages', () => {
  test('every public page is taken over by the browser without a warning', async ({
    page,
    request,
  }) => {
    const [product] = (await apiProducts(request)).items;
    const addresses = [
      '/',
      '/home',
      '/products',
      '/products?category=gpu&sort=price-asc',
      `/products/${product?._id}`,
      '/reviews',
      '/blogs',
      '/about',
      '/no-such-page',
      '/products/00000000-0000-4000-8000-000000000000',
    ];
    const messages = watchConsole(page);
    for (const address of addresses) {
      await page.goto(address);
      await hydrated(page);
      expect(messages, `console on ${address}`).toEqual([]);
    }
  });

  test('a rendered page navigates in the browser once taken over', async ({ page, request }) => {
    const [product] = (await apiProducts(request)).items;
    const messages = watchConsole(page);
    await page.goto('/products');
    await hydrated(page);
    await page.getByRole('link', { name: product!.name }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
    await expect(page).toHaveTitle(`${product!.name} | Circuit Haat`);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blogs' })
      .click();
    await expect(page).toHaveTitle('Blogs | Circuit Haat');
    // One canonical link at a time: the product's went when its page did.
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blogs$/);
    expect(messages).toEqual([]);
  });

  test('opening a page whose code arrives late waits until its controls answer', async ({
    page,
  }) => {
    // The server's page carries no mark; the browser adds it once React has taken over.
    const html = await (await page.request.get('/pc-builder')).text();
    expect(html).not.toContain('data-hydrated');
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    // The fixture's goto returns only after the mark: a press right away is not lost on a
    // button the server drew and nothing handles yet.
    await page.goto('/pc-builder');
    await page.getByRole('button', { name: 'Choose processor' }).click();
    await expect(page.getByRole('region', { name: 'Choose processor' })).toBeVisible();
  });

  test('the page paints before its code is fetched, and the code then takes it over', async ({
    page,
    request,
  }) => {
    // Outside the inert templates the page names no script to fetch before its first paint.
    const html = await (await request.get('/')).text();
    const outsideTemplates = html.replace(/<template data-after-paint>[\s\S]*?<\/template>/g, '');
    expect(html).toContain('<template data-after-paint><script type="module"');
    expect(outsideTemplates).not.toMatch(/<script type="module"|rel="modulepreload"/);

    const messages = watchConsole(page);
    await page.goto('/');
    await hydrated(page);
    const [firstPaint, firstCode] = await page.evaluate(() => [
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      ),
    ]);
    expect(firstCode).toBeGreaterThanOrEqual(firstPaint);
    // Taken over: the theme switch, which only the app's code answers, works.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('switch', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(messages).toEqual([]);
  });

  test('a dark-theme visitor gets the dark theme before any of the app runs', async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    // Without the app's code the page stays exactly as the server sent it: what the
    // visitor sees before the app takes over.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/products');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const switcher = page.getByRole('switch', { name: 'Dark theme' });
    await expect(switcher.locator('.lucide-moon')).toBeVisible();
    await expect(switcher.locator('.lucide-sun')).toBeHidden();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
    await context.close();
  });

  test('a signed-in visitor sees the signed-in navbar before the app runs', async ({ browser }) => {
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem('accessToken', 'stored.token.value'));
    const page = await context.newPage();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login' })).toBeHidden();
    await context.close();
  });
});

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('the products grid shows products and its links navigate', async ({ page, request }) => {
    const [product] = (await apiProducts(request)).items;
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    const card = page.getByRole('link', { name: product!.name }).first();
    await expect(card).toBeVisible();
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/products/${product!.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
    await expect(page.getByText(/Tk [\d,]+/).first()).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .first()
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About Circuit Haat' })).toBeVisible();
  });
});
