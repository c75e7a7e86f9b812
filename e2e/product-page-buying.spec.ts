import type { Browser, Page } from '@playwright/test';
import { formatTk } from '../src/shared/money.ts';
import type { DeliveryQuote } from '../src/shared/schemas/delivery.ts';
import type { ShopSettings } from '../src/shared/schemas/shop-settings.ts';
import { actionName } from './fixtures/customer.ts';
import { bearer, createAdmin, tokenFor, type Account } from './fixtures/dashboard.ts';
import { apiProducts, expect, test } from './fixtures/storefront.ts';

// The product page on a phone (docs/product.md#products): a quantity that Add to Cart takes,
// Buy Now and Add to Cart side by side on one line each in 44 px buttons, the delivery for a
// district changed with the district picker (checkout's own quote), the shop's WhatsApp chat,
// and a footer that holds a long shop name.

const LONG_NAME = 'Circuit Haat Dhaka Computer City Multiplan Branch';
let admin: Account;
let original: ShopSettings;

/** Saves the shop's settings as the admin, in a context of its own (the shopper stays a visitor). */
async function saveShop(browser: Browser, baseURL: string, settings: ShopSettings) {
  const context = await browser.newContext({ baseURL });
  await context.addCookies(admin.cookies);
  const token = await tokenFor(context.request, admin.email);
  const saved = await context.request.put('/api/shop', { headers: bearer(token), data: settings });
  expect(saved.status(), 'PUT /api/shop').toBe(200);
  await context.close();
}

test.beforeAll(async ({ browser }, testInfo) => {
  const baseURL = String(testInfo.project.use.baseURL);
  admin = await createAdmin(browser, baseURL);
  const context = await browser.newContext({ baseURL });
  original = (await (await context.request.get('/api/shop')).json()) as ShopSettings;
  await context.close();
});

test.afterAll(async ({ browser }, testInfo) => {
  // The suite shares one shop: put its name and contact back.
  await saveShop(browser, String(testInfo.project.use.baseURL), original);
});

async function homeLine(page: Page, district: string, productId: string, quantity: number) {
  const answer = await page.request.post('/api/delivery/quote', {
    data: { district, items: [{ productId, quantity }] },
  });
  const quote = (await answer.json()) as DeliveryQuote;
  const home = quote.options.find((option) => option.method === 'home');
  const charge = home?.charge === 0 ? 'Free' : formatTk(home?.charge ?? -1);
  return `Home delivery: ${charge}, ${home?.eta}`;
}

for (const width of [360, 390]) {
  test(`buying from the product page at ${width} px`, async ({ page, browser }, testInfo) => {
    const baseURL = String(testInfo.project.use.baseURL);
    await saveShop(browser, baseURL, { ...original, name: LONG_NAME, whatsapp: '01711555010' });
    const { items } = await apiProducts(page.request, { pageSize: 40 });
    const product = items.find((item) => item.quantity >= 3);
    if (!product) throw new Error('The seeded catalogue has a product with 3 in stock');
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/products/${product.slug}`);

    // Buy Now and Add to Cart: side by side, each 44 px or more and on one line.
    const buy = page.getByRole('link', { name: actionName('Buy Now', product.name) });
    const add = page.getByRole('button', { name: /^Add to Cart\s*:/ });
    const [buyBox, addBox] = [await buy.boundingBox(), await add.boundingBox()];
    if (!buyBox || !addBox) throw new Error('Both buttons are on the page');
    expect(buyBox.height).toBeGreaterThanOrEqual(44);
    expect(addBox.height).toBeGreaterThanOrEqual(44);
    expect(Math.abs(buyBox.y - addBox.y), 'the two on one row').toBeLessThan(1);
    expect(addBox.x + addBox.width).toBeLessThanOrEqual(width);
    for (const button of [buy, add]) {
      // Its visible words on one line, none of them cut off at its edges.
      const { lines, overflow } = await button.evaluate((element) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        const tops = new Set<number>();
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.parentElement?.closest('.sr-only') || !node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
        }
        return { lines: tops.size, overflow: element.scrollWidth > element.clientWidth };
      });
      expect(overflow, 'its words within it').toBe(false);
      expect(lines, 'its words on one line').toBe(1);
    }
    // Review is no main action: only the reviews section offers it.
    await expect(page.getByRole('link', { name: actionName('Review', product.name) })).toHaveCount(
      1,
    );
    await expect(
      page.getByRole('region', { name: 'Customer reviews' }).getByRole('link', { name: /^Review/ }),
    ).toBeVisible();

    // Two units into the cart.
    await page.getByRole('button', { name: `One more ${product.name}` }).click();
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
    await add.click();
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

    // Delivery: Dhaka first, then Bogura from the district picker, for the 2 chosen.
    const delivery = page.getByTestId('product-delivery');
    await expect(delivery.getByRole('heading', { name: 'Delivery to Dhaka' })).toBeVisible();
    await expect(delivery).toContainText(await homeLine(page, 'Dhaka', product._id, 2));
    const picker = delivery.getByRole('combobox', { name: 'Deliver to another district' });
    await picker.fill('Bogura');
    await page.getByRole('option', { name: /Bogura/ }).click();
    await expect(delivery.getByRole('heading', { name: 'Delivery to Bogura' })).toBeVisible();
    await expect(delivery).toContainText(await homeLine(page, 'Bogura', product._id, 2));
    await expect(page).toHaveURL(/district=Bogura/);

    // The shop's WhatsApp chat, its message naming the product.
    const text = encodeURIComponent(`Hello, I have a question about ${product.name}`);
    await expect(page.getByRole('link', { name: /Ask on WhatsApp/ })).toHaveAttribute(
      'href',
      `https://wa.me/8801711555010?text=${text}`,
    );

    // The footer holds the long name within the screen.
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'WhatsApp' })).toBeVisible();
    expect(await footer.evaluate((element) => element.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });
}
