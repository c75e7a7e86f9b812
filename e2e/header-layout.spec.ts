import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { ShopSettings } from '../src/shared/schemas/shop-settings.ts';
import { DEFAULT_SHOP_SETTINGS } from '../src/shared/shop-defaults.ts';
import {
  bearer,
  createAdmin,
  expect,
  signInAs,
  test,
  tokenFor,
  type Account,
} from './fixtures/dashboard.ts';
import { waitForTakeOverOnLoad } from './fixtures/test-base.ts';

// The storefront's header holds for any shop name (docs/product.md#site-frame, decision 075): the
// name shortens with an ellipsis and never sits under, or pushes out of the screen, the menu,
// cart, theme and account controls. Once a renamed shop ("Circuit Haat Dhaka") had the cart
// icon on the name at 390 px and the name under the theme switch at 360 px. Screenshots of the
// phone header, light and dark, go to /tmp/shots/.

const WIDTHS = [320, 360, 390, 1024, 1440];
const LONG_NAME = 'Circuit Haat Dhaka Computer City Multiplan Branch';
// The longest name Settings takes (60), in one word: nowhere to wrap.
const ONE_WORD = 'CircuitHaatDhakaComputerCityMultiplanBranchElephantRoadHaat';

let admin: Account;
let original: ShopSettings;

async function saveShop(page: Page, settings: ShopSettings) {
  const token = await tokenFor(page.request, admin.email);
  const saved = await page.request.put('/api/shop', { headers: bearer(token), data: settings });
  expect(saved.status(), 'PUT /api/shop').toBe(200);
}

test.beforeAll(async ({ browser }, testInfo) => {
  const baseURL = String(testInfo.project.use.baseURL);
  admin = await createAdmin(browser, baseURL);
  const context = await browser.newContext({ baseURL });
  original = (await (await context.request.get('/api/shop')).json()) as ShopSettings;
  await context.close();
});

test.afterAll(async ({ browser }, testInfo) => {
  // The suite shares one shop and the other specs expect its name: put it back.
  const context = await browser.newContext({ baseURL: String(testInfo.project.use.baseURL) });
  await context.addCookies(admin.cookies);
  const page = await context.newPage();
  await saveShop(page, original);
  await context.close();
});

interface Box {
  what: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The boxes of the home link and of every control the header shows, as the screen has them. */
function headerBoxes(page: Page): Promise<Box[]> {
  return page.getByRole('banner').evaluate((header) =>
    [...header.querySelectorAll<HTMLElement>('a, button')]
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        const what = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '?';
        return { what, x, y, width, height };
      }),
  );
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Checks the header at each width: nothing on anything else, everything on the screen. */
async function expectHeaderHolds(page: Page, name: string, signedIn: boolean) {
  const home = page.getByRole('banner').getByRole('link', { name: `${name} home`, exact: true });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await expect(home, 'the home link is named with the whole shop name').toBeVisible();
    // Measured once the session has answered and the header shows its account control.
    const login = page.getByRole('banner').getByRole('link', { name: 'Login' });
    await (signedIn ? expect(login).toBeHidden() : expect(login).toBeVisible());
    await page.evaluate(() => document.fonts.ready.then(() => undefined));

    const boxes = await headerBoxes(page);
    expect(boxes.map((box) => box.what)).toEqual(
      expect.arrayContaining([`${name} home`, 'Dark theme', expect.stringMatching(/^Cart, /)]),
    );
    const clashes = boxes.flatMap((box, i) =>
      boxes
        .slice(i + 1)
        .flatMap((other) => (overlaps(box, other) ? [`${box.what} / ${other.what}`] : [])),
    );
    expect(clashes, `controls on one another at ${width} px`).toEqual([]);
    const outside = boxes.filter(
      (box) => box.x < 0 || box.y < 0 || box.x + box.width > width + 0.5,
    );
    expect(
      outside.map((box) => box.what),
      `controls off the screen at ${width} px`,
    ).toEqual([]);
    // Shortened, but still showing some of the name beside the mark.
    const homeBox = boxes.find((box) => box.what === `${name} home`);
    expect(homeBox?.width ?? 0, `room for the name at ${width} px`).toBeGreaterThanOrEqual(80);
    // The whole name stays a hover away, as the screen reader has it in the link's name.
    await expect(home).toHaveAttribute('title', name);
    // Nothing in the header reaches past its own width, even out of sight.
    const header = page.getByRole('banner');
    expect(await header.evaluate((element) => element.scrollWidth)).toBeLessThanOrEqual(width);
  }
}

for (const [label, name] of [
  ['the default name', DEFAULT_SHOP_SETTINGS.name],
  ['a long name', LONG_NAME],
  ['a 60-letter name in one word', ONE_WORD],
] as const) {
  test(`the header with ${label} holds from 320 to 1440 px, signed out and signed in`, async ({
    page,
    browser,
  }, testInfo) => {
    const adminContext = await browser.newContext({
      baseURL: String(testInfo.project.use.baseURL),
    });
    const adminPage = waitForTakeOverOnLoad(await adminContext.newPage());
    try {
      await signInAs(adminPage, admin);
      await saveShop(adminPage, { ...original, name });

      await page.goto('/');
      await expectHeaderHolds(page, name, false);

      await adminPage.goto('/products');
      await expectHeaderHolds(adminPage, name, true);
    } finally {
      await adminContext.close();
    }
  });
}

test('screenshots of the phone header with a long name, light and dark', async ({ page }) => {
  await signInAs(page, admin);
  await saveShop(page, { ...original, name: LONG_NAME });
  // Pictured as a visitor sees it, with Login beside the cart and theme switch.
  await page.context().clearCookies();
  await mkdir('/tmp/shots', { recursive: true });
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    for (const width of [320, 360, 390]) {
      await page.setViewportSize({ width, height: 740 });
      await expect(
        page.getByRole('banner').getByRole('link', { name: `${LONG_NAME} home` }),
      ).toBeVisible();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.screenshot({
        path: `/tmp/shots/header-long-name-${width}-${theme}.png`,
        clip: { x: 0, y: 0, width, height: 140 },
      });
    }
  }
});
