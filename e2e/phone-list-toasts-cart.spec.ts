import { randomUUID } from 'node:crypto';
import { CATEGORY_LABELS } from '../src/shared/categories.ts';
import { formatTk } from '../src/shared/money.ts';
import { expect, signUp, test } from './fixtures/customer.ts';
import { addToCart, partsInStock } from './fixtures/checkout.ts';
import { bearer, createAdmin, tokenFor } from './fixtures/dashboard.ts';
import { productCards } from './fixtures/storefront.ts';

// The phone shopper's list, messages and cart (docs/product.md#products-page, #toasts, #cart;
// decision 079), at the two phone widths shoppers use most: the list starts with products
// under a one-line bar, a category page is headed by its name, a message ends when the page
// it spoke of is left, and the cart shows the total after a coupon, takes a typed quantity
// and hands the coupon to checkout in another tab.

const HEIGHT = 740;

for (const width of [360, 390]) {
  test.describe(`a ${width} px phone`, () => {
    test.use({ viewport: { width, height: HEIGHT }, isMobile: true, hasTouch: true });

    test('a category page is headed by its name, with one search box, and its first product on the first screen', async ({
      page,
    }) => {
      await page.goto('/products?category=gpu');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(CATEGORY_LABELS.gpu);
      await expect(page).toHaveTitle(new RegExp(`^${CATEGORY_LABELS.gpu} \\|`));
      await expect(page.getByRole('search')).toHaveCount(1);
      const first = productCards(page).first();
      await expect(first).toBeVisible();
      const box = await first.boundingBox();
      // Its picture at least: the card's top 120 px on the first screen, not 1,000 px down.
      expect((box?.y ?? HEIGHT) + 120).toBeLessThan(HEIGHT);

      // The server's page says the same before any script runs.
      const html = await (await page.request.get('/products?category=gpu')).text();
      expect(html).toMatch(new RegExp(`<title>${CATEGORY_LABELS.gpu} \\|`));
      expect(html).toMatch(new RegExp(`<h1[^>]*>${CATEGORY_LABELS.gpu}</h1>`));
    });

    test('a message is announced, in the shop’s font, clear of the edges, and ends when its page is left', async ({
      page,
      request,
    }) => {
      const [part] = await partsInStock(request, 1);
      await page.goto(`/products/${part!._id}`);
      await addToCart(page, part!);
      const shown = page.locator('.Toastify__toast').filter({ hasText: 'is in your cart' });
      // An alert, read as it appears.
      await expect(
        page.getByRole('alert').filter({ hasText: `${part!.name} is in your cart` }),
      ).toBeVisible();

      const fonts = await shown.evaluate((node) => [
        getComputedStyle(node).fontFamily,
        getComputedStyle(document.body).fontFamily,
      ]);
      expect(fonts[0]).toBe(fonts[1]);
      // Once it has slid in: a margin from both edges of the screen.
      const edges = () =>
        shown.evaluate((node) => {
          const { left, right } = node.getBoundingClientRect();
          return { left, gap: document.documentElement.clientWidth - right };
        });
      await expect
        .poll(async () => Math.min(...Object.values(await edges())))
        .toBeGreaterThanOrEqual(8);

      // Held open under the pointer, it would stay; leaving the page ends it.
      await shown.hover();
      await page.getByRole('link', { name: /^Cart, 1 item/ }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
      await expect(page.locator('.Toastify__toast')).toHaveCount(0);
    });

    test('the cart: a typed quantity, the total after a coupon, and the coupon at checkout in a new tab', async ({
      page,
      browser,
      baseURL,
      playwright,
      request,
    }) => {
      const admin = await createAdmin(browser, baseURL!);
      const owner = await playwright.request.newContext({
        baseURL,
        storageState: { cookies: admin.cookies, origins: [] },
      });
      const code = `TAB-${randomUUID().slice(0, 8).toUpperCase()}`;
      const made = await owner.post('/api/admin/coupons', {
        headers: bearer(await tokenFor(owner, admin.email)),
        data: { code, kind: 'amount', value: 500 },
      });
      expect(made.status(), 'coupon').toBe(201);
      await owner.dispose();
      await signUp(page, { name: 'Nusrat Jahan', prefix: 'coupon-tab' });

      const [a, b] = await partsInStock(request, 2, 3);
      for (const part of [a!, b!]) {
        await page.goto(`/products/${part._id}`);
        await addToCart(page, part);
      }
      await page.goto('/cart');
      const line = page.getByRole('listitem', { name: a!.name });
      const quantity = line.getByRole('spinbutton', { name: `Quantity of ${a!.name}` });
      await quantity.fill('0');
      await quantity.blur();
      // The top is the line's own (10, or less when less is in stock: the suite shares a shop).
      await expect(line.getByRole('alert')).toHaveText(/^Type a quantity from 1 to (10|[1-9])\.$/);
      await quantity.fill('3');
      await quantity.press('Enter');
      await expect(line).toContainText(formatTk(a!.price * 3));
      await expect(line.getByRole('alert')).toHaveCount(0);

      const subtotal = a!.price * 3 + b!.price;
      const summary = page.getByRole('region', { name: 'Summary' });
      await summary.getByLabel('Coupon code').fill(code);
      await summary.getByRole('button', { name: 'Apply' }).click();
      await expect(summary.getByTestId('cart-discount')).toHaveText(`−${formatTk(500)}`);
      await expect(summary.getByTestId('cart-total')).toHaveText(formatTk(subtotal - 500));
      // The bar under a phone's thumb says the same total and leads to checkout.
      const bar = page.getByRole('region', { name: 'Cart total' });
      await expect(bar).toContainText(formatTk(subtotal - 500));
      await expect(bar.getByRole('link', { name: 'Checkout' })).toBeInViewport();

      const other = await page.context().newPage();
      await other.goto('/checkout');
      await expect(other.getByTestId('coupon-applied')).toContainText(code);
      await expect(other.getByTestId('coupon-discount')).toContainText(`${formatTk(500)} off`);
      await other.close();
    });
  });
}
