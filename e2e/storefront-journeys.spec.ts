import { randomUUID } from 'node:crypto';
import type { Locator, Page, TestInfo } from '@playwright/test';
import {
  bearer,
  expect,
  signUp,
  test,
  tokenFor,
  uniqueEmail,
  uniqueName,
} from './fixtures/dashboard.ts';
import { partMaker, type Part } from './fixtures/parts.ts';
import { waitForTakeOverOnLoad } from './fixtures/test-base.ts';

// A shopper's journeys on a 390 px phone: finding a part from the header and the category
// menu, the builder with a processor without graphics and with a small power supply,
// comparing two parts, and reading an order's page.

const PHONE = { width: 390, height: 844 };
const parts: Record<string, Part> = {};

test.beforeAll(async ({ browser, playwright }, testInfo) => {
  const baseURL = String(testInfo.project.use.baseURL);
  const request = await playwright.request.newContext({ baseURL });
  const maker = await partMaker(browser, baseURL, request);
  const cpu = {
    socket: 'LGA1700',
    cores: 4,
    threads: 8,
    tdpW: 58,
    memoryTypes: ['DDR4', 'DDR5'],
    boxCooler: true,
  };
  parts.fCpu = await maker.make(
    'cpu',
    'Journey i3-12100F',
    { ...cpu, integratedGraphics: false },
    9_800,
  );
  parts.igpuCpu = await maker.make(
    'cpu',
    'Journey i5-12400',
    { ...cpu, cores: 6, integratedGraphics: true },
    17_500,
  );
  parts.gpu = await maker.make(
    'gpu',
    'Journey RTX 4070 SUPER',
    { chip: 'GeForce RTX 4070 SUPER', vramGb: 12, lengthMm: 261, tdpW: 220, recommendedPsuW: 750 },
    78_000,
  );
  parts.psu450 = await maker.make(
    'psu',
    'Journey 450 W',
    { wattage: 450, efficiency: '80 PLUS', formFactor: 'atx' },
    3_800,
  );
  await request.dispose();
});

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(PHONE);
});

/** The phone's view at the end of a journey, kept with the test's results. */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}-phone.png`) });
}

/** Whether two boxes on screen overlap. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  if (!one || !two) throw new Error('an element is not on screen');
  return (
    one.x < two.x + two.width &&
    two.x < one.x + one.width &&
    one.y < two.y + two.height &&
    two.y < one.y + one.height
  );
}

const slot = (page: Page, label: string) =>
  page
    .getByRole('list', { name: 'Parts of the build' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: label }) });

test('the header search on the home page finds a product, two cards a row', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search the shop' });
  await expect(search).toBeInViewport();
  await search.fill(parts.fCpu?.name ?? '');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products\?q=Journey/);
  await expect(page.getByRole('article', { name: parts.fCpu?.name })).toBeVisible();

  // The whole catalogue: the first two cards share a row.
  await page.goto('/products');
  const cards = page.getByRole('article');
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(second?.y).toBe(first?.y);
  expect((second?.x ?? 0) + (second?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
  await shot(page, testInfo, 'products');
});

test('the category menu and the home page’s category links open a category', async ({ page }) => {
  await page.goto('/about');
  await page.getByText('Categories', { exact: true }).click();
  await page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('link', { name: 'Graphics Cards' })
    .click();
  await expect(page).toHaveURL(/\/products\?category=gpu$/);
  // Other tests add graphics cards too, so the category is checked, not one card in it.
  await expect(page.getByRole('article').first()).toContainText('Graphics Cards');
  await expect(page.getByRole('navigation', { name: 'Categories' })).toBeHidden();

  await page.goto('/');
  const categories = page.getByRole('region', { name: 'Shop by category' });
  await categories.getByRole('link', { name: 'Processors' }).click();
  await expect(page).toHaveURL(/\/products\?category=cpu$/);
  await expect(page.getByRole('article').first()).toContainText('Processors');
});

test('an F-series processor fits an empty build; the check still asks for a graphics card', async ({
  page,
}, testInfo) => {
  await page.goto('/pc-builder');
  await page.getByRole('button', { name: 'Start over' }).click();
  await slot(page, 'Processor')
    .getByRole('button', { name: /^Choose processor/i })
    .click();
  const chooser = page.getByRole('region', { name: 'Choose processor' });
  // Listed among the ones that fit, with its key specs and no reason against it.
  const offered = chooser.getByRole('listitem').filter({
    has: page.getByRole('button', { name: `Choose: ${parts.fCpu?.name}` }),
  });
  await expect(offered).toContainText('Socket: LGA1700');
  await expect(offered).toContainText('Integrated graphics: No');
  await expect(offered).not.toContainText('Does not fit');
  await offered.getByRole('button', { name: `Choose: ${parts.fCpu?.name}` }).click();

  await expect(slot(page, 'Processor')).toContainText(parts.fCpu?.name ?? '');
  await expect(slot(page, 'Processor')).not.toContainText('does not fit');
  const summary = page.getByRole('complementary', { name: 'Build summary' });
  await expect(summary).toContainText(`No display output: ${parts.fCpu?.name} has no integrated`);
  // The bar keeps total and problems in view while the visitor is at the top of the slots.
  const bar = page.getByRole('region', { name: 'Build at a glance' });
  await expect(bar).toBeInViewport();
  await expect(bar).toContainText('Tk 9,800');
  await expect(bar).toContainText('1 problem');
  await shot(page, testInfo, 'builder-f-series');
});

test('a 450 W supply with an RTX 4070 SUPER does not fit', async ({ page }, testInfo) => {
  await page.goto(`/pc-builder?cpu=${parts.igpuCpu?.id}&gpu=${parts.gpu?.id}`);
  await slot(page, 'Power supply')
    .getByRole('button', { name: /^Choose power supply/i })
    .click();
  const chooser = page.getByRole('region', { name: 'Choose power supply' });
  await expect(chooser.getByRole('button', { name: `Choose: ${parts.psu450?.name}` })).toHaveCount(
    0,
  );
  await chooser.getByLabel(/Show the \d+ that do not fit/).check();
  const small = chooser.getByRole('listitem').filter({
    has: page.getByRole('button', { name: `Choose anyway: ${parts.psu450?.name}` }),
  });
  await expect(small).toContainText(
    `Does not fit: ${parts.psu450?.name} gives 450 W; ${parts.gpu?.name} needs a power supply of at least 750 W.`,
  );
  await small.getByRole('button', { name: `Choose anyway: ${parts.psu450?.name}` }).click();

  await expect(slot(page, 'Power supply')).toContainText('does not fit');
  const summary = page.getByRole('complementary', { name: 'Build summary' });
  await expect(summary.getByRole('listitem').filter({ hasText: 'at least 750 W' })).toContainText(
    'Problem:',
  );
  await expect(summary).not.toContainText('Rule:');
  await expect(page.getByRole('region', { name: 'Build at a glance' })).toContainText('1 problem');
  await summary.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'builder-450w');
});

test('two processors compared on a phone: the tray and the table fit the screen', async ({
  page,
}, testInfo) => {
  for (const part of [parts.fCpu, parts.igpuCpu]) {
    await page.goto(`/products/${part?.id}`);
    await page.getByRole('button', { name: `Compare: ${part?.name}` }).click();
  }
  const tray = page.getByRole('region', { name: 'Compare tray' });
  await expect(tray).toContainText('Compare (2 of 4)');
  const clear = tray.getByRole('button', { name: 'Clear' });
  for (const part of [parts.fCpu, parts.igpuCpu]) {
    const name = tray.getByText(part?.name ?? '', { exact: true });
    await expect(name).toBeInViewport({ ratio: 1 });
    expect(await overlap(clear, name)).toBe(false);
  }

  await tray.getByRole('link', { name: 'Compare now' }).click();
  const table = page.getByRole('table');
  for (const part of [parts.fCpu, parts.igpuCpu]) {
    await expect(table.getByRole('link', { name: part?.name })).toBeInViewport({ ratio: 1 });
  }
  const graphics = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /^Integrated graphics/ }) });
  await expect(graphics.getByRole('cell')).toHaveText(['No', 'Yes']);
  await shot(page, testInfo, 'compare');
  await tray.getByRole('button', { name: 'Clear' }).click();
  await expect(tray).toHaveCount(0);
});

test('an order’s page on a phone shows every line’s Qty and Total and the address once', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({
    baseURL: String(testInfo.project.use.baseURL),
    viewport: PHONE,
  });
  const email = uniqueEmail('journey');
  await signUp(context.request, uniqueName('Nusrat'), email);
  const token = await tokenFor(context.request, email);
  const placed = await context.request.post('/api/checkout', {
    headers: { ...bearer(token), 'Idempotency-Key': randomUUID() },
    data: {
      items: [
        { productId: parts.igpuCpu?.id, quantity: 2 },
        { productId: parts.psu450?.id, quantity: 1 },
      ],
      contact: { name: 'Nusrat Jahan', phone: '01712345678' },
      address: { district: 'Sylhet', area: 'Zindabazar', line: 'House 9, Lamabazar Road' },
      deliveryMethod: 'home',
      paymentMethod: 'cod',
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { orderId: string; orderNumber: string };

  const page = waitForTakeOverOnLoad(await context.newPage());
  await page.goto(`/dashboard/orders/${order.orderId}`);
  const items = page.getByRole('region', { name: 'Items' });
  const line = items.getByRole('row').filter({ hasText: parts.igpuCpu?.name ?? '' });
  await expect(line.getByRole('cell').nth(2)).toHaveText('2');
  await expect(line.getByRole('cell').nth(2)).toBeInViewport({ ratio: 1 });
  await expect(line.getByRole('cell').nth(3)).toHaveText('Tk 35,000');
  await expect(line.getByRole('cell').nth(3)).toBeInViewport({ ratio: 1 });

  const address = page.getByRole('main').locator('address');
  await expect(address).toContainText('House 9, Lamabazar Road');
  await items.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'order');
  // Once: the street line does not repeat the area and district printed under it.
  expect(((await address.textContent()) ?? '').split('Zindabazar, Sylhet')).toHaveLength(2);

  await page.getByRole('link', { name: 'Track this order' }).click();
  await expect(page).toHaveURL(/\/track\?number=CH-/);
  await expect(page.getByLabel('Order number')).toHaveValue(order.orderNumber);
  await context.close();
});

test('a page opened fresh starts at the top, whatever the tab scrolled to before', async ({
  page,
}) => {
  await page.goto('/products');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.goto('/products?category=cpu');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
