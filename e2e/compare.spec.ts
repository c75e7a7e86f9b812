import { expect, test } from './fixtures/dashboard.ts';
import { partMaker, type Part } from './fixtures/parts.ts';
import { expectNoSeriousA11yViolations } from './fixtures/storefront.ts';

// Compare: the tray follows the visitor across pages, refuses a part of another kind, and the
// table highlights the rows where two processors differ.

let fast: Part;
let slow: Part;
let card: Part;

test.beforeAll(async ({ browser, playwright }, testInfo) => {
  const baseURL = String(testInfo.project.use.baseURL);
  const request = await playwright.request.newContext({ baseURL });
  const maker = await partMaker(browser, baseURL, request);
  const cpu = { socket: 'AM5', cores: 8, threads: 16, tdpW: 120, memoryTypes: ['DDR5'] };
  fast = await maker.make('cpu', 'Compare Test 9700', cpu, 38_000);
  slow = await maker.make('cpu', 'Compare Test 9600', { ...cpu, cores: 6, threads: 12 }, 26_000);
  card = await maker.make('gpu', 'Compare Test RTX', { lengthMm: 250, tdpW: 160 }, 45_000);
  await request.dispose();
});

test('two processors side by side, the tray following from page to page', async ({ page }) => {
  await page.goto(`/products/${fast.id}`);
  await page.getByRole('button', { name: `Compare: ${fast.name}` }).click();
  const tray = page.getByRole('region', { name: 'Compare tray' });
  await expect(tray).toContainText('Compare (1 of 4)');

  // Another page, the same tray.
  await page.getByRole('link', { name: 'About' }).first().click();
  await expect(tray).toContainText(fast.name);

  // A graphics card cannot join processors.
  await page.goto(`/products/${card.id}`);
  // The tray's bar (fixed at the bottom, its code loaded once something is compared) mounts
  // after the page is taken over; a press made as it appears lands on the bar. A shopper sees
  // the bar before pressing: so does the test.
  await expect(tray).toContainText(fast.name);
  await page.getByRole('button', { name: `Compare: ${card.name}` }).click();
  await expect(
    page
      .locator('[role="alert"], .Toastify__toast')
      .filter({ hasText: 'one kind of part at a time' }),
  ).toBeVisible();
  await expect(tray).toContainText('Compare (1 of 4)');

  await page.goto(`/products/${slow.id}`);
  await expect(tray).toContainText(fast.name);
  const toggle = page.getByRole('button', { name: `Compare: ${slow.name}` });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(tray).toContainText('Compare (2 of 4)');
  await tray.getByRole('link', { name: 'Compare now' }).click();

  await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${fast.id},${slow.id}`));
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: new RegExp(slow.name) })).toBeVisible();
  const cores = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /^Cores/ }) });
  await expect(cores).toHaveAttribute('data-differs', 'true');
  await expect(cores).toContainText('differs');
  await expect(cores.getByRole('cell')).toHaveText(['8', '6']);
  const socket = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /^Socket/ }) });
  await expect(socket).toHaveAttribute('data-differs', 'false');
  const tdp = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^TDP/ }) });
  await expect(tdp.getByRole('cell')).toHaveText(['120 W', '120 W']);

  await expectNoSeriousA11yViolations(page);

  // Removing one from the table takes it out of the tray too.
  await table.getByRole('button', { name: `Remove: ${slow.name}` }).click();
  await expect(tray).toContainText('Compare (1 of 4)');
  await tray.getByRole('button', { name: `Remove ${fast.name} from compare` }).click();
  await expect(tray).toHaveCount(0);
});

const gpus: Part[] = [];

test.describe('three graphics cards', () => {
  test.beforeAll(async ({ browser, playwright }, testInfo) => {
    const baseURL = String(testInfo.project.use.baseURL);
    const request = await playwright.request.newContext({ baseURL });
    const maker = await partMaker(browser, baseURL, request);
    const gpu = (chip: string, vramGb: number, lengthMm: number, tdpW: number, psu: number) => ({
      ...{ chip, vramGb, lengthMm, slotWidth: 2, tdpW, recommendedPsuW: psu },
    });
    gpus.push(await maker.make('gpu', 'Compare 4060', gpu('RTX 4060', 8, 240, 115, 550), 38_000));
    gpus.push(await maker.make('gpu', 'Compare 4070', gpu('RTX 4070', 12, 240, 200, 650), 65_000));
    gpus.push(
      await maker.make('gpu', 'Compare 7800', gpu('RX 7800 XT', 16, 267, 263, 700), 72_000),
    );
    await request.dispose();
  });

  for (const screen of [
    { name: 'desktop', width: 1280, height: 900 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    test(`on a ${screen.name}: the differing rows highlighted, every value in its column`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: screen.width, height: screen.height });
      await page.goto(`/compare?ids=${gpus.map((gpu) => gpu.id).join(',')}`);
      const table = page.getByRole('table');
      const headers = table.getByRole('columnheader');
      await expect(headers).toHaveCount(4);
      for (const [i, gpu] of gpus.entries())
        await expect(headers.nth(i + 1)).toContainText(gpu.name);
      await expect(page.getByText('3 graphics cards: 6 rows differ (highlighted).')).toBeVisible();

      const rowOf = (label: RegExp) =>
        table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label }) });
      const expected: [string, string[], boolean][] = [
        ['Price', ['Tk 38,000', 'Tk 65,000', 'Tk 72,000'], true],
        ['Brand', ['Testworks', 'Testworks', 'Testworks'], false],
        ['Chip', ['RTX 4060', 'RTX 4070', 'RX 7800 XT'], true],
        ['Video memory', ['8 GB', '12 GB', '16 GB'], true],
        ['Length', ['240 mm', '240 mm', '267 mm'], true],
        ['Slot width', ['2', '2', '2'], false],
        ['TDP', ['115 W', '200 W', '263 W'], true],
        ['Recommended power supply', ['550 W', '650 W', '700 W'], true],
      ];
      for (const [label, values, differs] of expected) {
        const row = rowOf(new RegExp(`^${label}`));
        await expect(row.getByRole('cell')).toHaveText(values);
        await expect(row).toHaveAttribute('data-differs', String(differs));
        await expect(row.getByText('differs', { exact: true })).toHaveCount(differs ? 1 : 0);
      }

      // On a phone the table scrolls sideways, the facts' column staying put.
      const last = headers.nth(3);
      await last.scrollIntoViewIfNeeded();
      await expect(last).toBeInViewport();
      await expect(rowOf(/^Chip/).getByRole('rowheader')).toBeInViewport();
      await expectNoSeriousA11yViolations(page);
    });
  }
});
