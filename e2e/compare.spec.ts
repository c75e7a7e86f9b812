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
  await page.getByRole('button', { name: `Compare: ${card.name}` }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'one kind of part at a time' }),
  ).toBeVisible();
  await expect(tray).toContainText('Compare (1 of 4)');

  await page.goto(`/products/${slow.id}`);
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
