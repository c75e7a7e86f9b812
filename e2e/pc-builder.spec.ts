import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/dashboard.ts';
import { partMaker, type Part } from './fixtures/parts.ts';
import { expectNoSeriousA11yViolations } from './fixtures/storefront.ts';
import { waitForTakeOverOnLoad } from './fixtures/test-base.ts';

// The PC Builder on a phone: an AM5 build from an empty builder, an LGA1700 board flagged with
// its reason and swapped, the power estimate, and the link opened in a fresh browser.

const parts: Record<string, Part> = {};

test.beforeAll(async ({ browser, playwright }, testInfo) => {
  const baseURL = String(testInfo.project.use.baseURL);
  const request = await playwright.request.newContext({ baseURL });
  const maker = await partMaker(browser, baseURL, request);
  const cpu = {
    socket: 'AM5',
    tdpW: 105,
    integratedGraphics: true,
    memoryTypes: ['DDR5'],
    boxCooler: true,
  };
  const board = {
    formFactor: 'ATX',
    memoryType: 'DDR5',
    memorySlots: 4,
    maxMemoryGb: 192,
    m2Slots: 2,
    sataPorts: 4,
  };
  parts.cpu = await maker.make('cpu', 'Ryzen Test 7600', cpu, 24_500);
  parts.intelBoard = await maker.make(
    'motherboard',
    'Intel Test B760',
    { ...board, socket: 'LGA1700' },
    18_000,
  );
  parts.amdBoard = await maker.make(
    'motherboard',
    'AMD Test B650',
    { ...board, socket: 'AM5' },
    21_000,
  );
  parts.memory = await maker.make(
    'memory',
    'DDR5 Test Kit',
    { memoryType: 'DDR5', modules: 2, moduleGb: 16 },
    11_000,
  );
  parts.ssd = await maker.make(
    'storage',
    'NVMe Test SSD',
    { interface: 'nvme', formFactor: 'm2', capacityGb: 1000 },
    8_500,
  );
  parts.psu = await maker.make('psu', 'Test 650 W', { wattage: 650, formFactor: 'atx' }, 7_500);
  parts.case = await maker.make(
    'case',
    'Test Tower',
    {
      formFactors: ['ATX', 'Micro-ATX'],
      maxGpuLengthMm: 340,
      maxCoolerHeightMm: 165,
      radiatorMm: [240],
      psuFormFactor: 'atx',
    },
    6_000,
  );
  await request.dispose();
});

const slot = (page: Page, label: string) =>
  page
    .getByRole('list', { name: 'Parts of the build' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: label }) });

async function choose(page: Page, label: string, part: Part, anyway = false) {
  const row = slot(page, label);
  await row
    .getByRole('button', { name: new RegExp(`^(Choose|Change|Add another) ${label}`, 'i') })
    .click();
  const chooser = page.getByRole('region', { name: `Choose ${label.toLowerCase()}` });
  await chooser
    .getByRole('button', { name: `${anyway ? 'Choose anyway' : 'Choose'}: ${part.name}` })
    .click();
  await expect(row.getByRole('link', { name: part.name }).last()).toBeVisible();
}

test('a phone visitor builds a working AM5 PC, an LGA1700 board flagged on the way', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: /menu/i }).first().click();
  await page.getByRole('link', { name: 'PC Builder' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'PC Builder' })).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Build summary' });
  await expect(summary.getByRole('status')).toContainText('Still needed: Processor, Motherboard');

  await choose(page, 'Processor', parts.cpu as Part);
  // The LGA1700 board is not offered among the ones that fit; the switch shows it with its reason.
  await slot(page, 'Motherboard')
    .getByRole('button', { name: /Choose motherboard/i })
    .click();
  const boards = page.getByRole('region', { name: 'Choose motherboard' });
  await expect(boards.getByText(parts.amdBoard?.name ?? '')).toBeVisible();
  await expect(boards.getByText(parts.intelBoard?.name ?? '')).toHaveCount(0);
  await boards.getByLabel(/Show the \d+ that do not fit/).check();
  const chooseIntel = boards.getByRole('button', {
    name: `Choose anyway: ${parts.intelBoard?.name}`,
  });
  const intel = boards.getByRole('listitem').filter({
    has: page.getByRole('button', { name: `Choose anyway: ${parts.intelBoard?.name}` }),
  });
  await expect(intel).toContainText(
    `Does not fit: Processor socket AM5 (${parts.cpu?.name}) doesn’t match the motherboard’s LGA1700 (${parts.intelBoard?.name}).`,
  );
  await chooseIntel.click();
  // Plain words, never the rule's id.
  const socketProblem = summary.getByRole('listitem').filter({ hasText: 'Processor socket AM5' });
  await expect(socketProblem).toContainText('Problem:');
  await expect(summary).not.toContainText('Rule:');
  await expect(slot(page, 'Motherboard')).toContainText('does not fit');

  // Fixed: the AM5 board replaces it and the problem goes.
  await choose(page, 'Motherboard', parts.amdBoard as Part);
  await expect(socketProblem).toHaveCount(0);
  await choose(page, 'Memory', parts.memory as Part);
  await choose(page, 'Storage', parts.ssd as Part);
  await choose(page, 'Power supply', parts.psu as Part);
  await choose(page, 'Case', parts.case as Part);
  // 105 + 50 (board) + 2 x 5 + 8 = 173 W; x 1.5 = 259.5, so 300 W recommended.
  await expect(summary.getByTestId('estimated-watts')).toHaveText('173 W');
  await expect(summary).toContainText('300 W');
  await expect(summary.getByRole('status')).toHaveText(
    'Complete: every needed part is chosen and nothing clashes.',
  );
  await expect(summary).toContainText('Tk 78,500');

  await expectNoSeriousA11yViolations(page);

  // The link carries the build to a browser that has never seen it.
  const link = page.url();
  expect(link).toContain(`cpu=${parts.cpu?.id}`);
  const fresh = await browser.newContext();
  const other = waitForTakeOverOnLoad(await fresh.newPage());
  await other.goto(link);
  await expect(
    slot(other, 'Case').getByRole('link', { name: parts.case?.name ?? '' }),
  ).toBeVisible();
  await expect(other.getByTestId('estimated-watts')).toHaveText('173 W');
  await fresh.close();

  // And this browser keeps it: the builder without a link brings it back.
  await page.goto('/pc-builder');
  await expect(
    slot(page, 'Processor').getByRole('link', { name: parts.cpu?.name ?? '' }),
  ).toBeVisible();
});

test('/builder leads to the builder with the build it was given', async ({ page }) => {
  await page.goto(`/builder?cpu=${parts.cpu?.id}`);
  await expect(page).toHaveURL(new RegExp(`/pc-builder\\?cpu=${parts.cpu?.id}`));
  await expect(
    slot(page, 'Processor').getByRole('link', { name: parts.cpu?.name ?? '' }),
  ).toBeVisible();
});

test('the whole build goes to the cart in one click, two memory kits as one line of two', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/pc-builder');
  for (const [label, key] of [
    ['Processor', 'cpu'],
    ['Motherboard', 'amdBoard'],
    ['Memory', 'memory'],
    ['Memory', 'memory'],
    ['Storage', 'ssd'],
    ['Power supply', 'psu'],
    ['Case', 'case'],
  ] as const) {
    await choose(page, label, parts[key] as Part);
  }
  const summary = page.getByRole('complementary', { name: 'Build summary' });
  // 24,500 + 21,000 + 2 x 11,000 + 8,500 + 7,500 + 6,000
  await expect(summary).toContainText('Tk 89,500');
  await summary.getByRole('button', { name: 'Add build to cart' }).click();
  await expect(page.getByText("The build's 7 parts are in your cart")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 7 items' })).toBeVisible();

  await page.getByRole('link', { name: 'Cart, 7 items' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  const lines: [keyof typeof parts, number, string][] = [
    ['cpu', 1, 'Tk 24,500'],
    ['amdBoard', 1, 'Tk 21,000'],
    ['memory', 2, 'Tk 22,000'],
    ['ssd', 1, 'Tk 8,500'],
    ['psu', 1, 'Tk 7,500'],
    ['case', 1, 'Tk 6,000'],
  ];
  for (const [key, units, cost] of lines) {
    const name = parts[key]?.name ?? '';
    const line = page.getByRole('listitem', { name });
    await expect(line.getByRole('spinbutton', { name: `Quantity of ${name}` })).toHaveValue(
      String(units),
    );
    await expect(line).toContainText(cost);
  }
  await expect(page.getByText('Subtotal (7 items)')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('Tk 89,500');
});
