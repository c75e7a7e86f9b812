import type { Page } from '@playwright/test';
import { bearer, expect, test, tokenFor } from './fixtures/dashboard.ts';
import { fillLogin, signUp } from './fixtures/customer.ts';
import { partMaker, type Part, type PartMaker } from './fixtures/parts.ts';

// Saved builds (docs/product.md#saved-builds): a visitor presses Save build, signs in and comes
// back to the same build, saves it, then opens, updates, renames and deletes it in My Builds;
// a part the shop removes shows as no longer sold.

const parts: Record<string, Part> = {};
let maker: PartMaker;

test.beforeAll(async ({ browser, playwright }, testInfo) => {
  const baseURL = String(testInfo.project.use.baseURL);
  const request = await playwright.request.newContext({ baseURL });
  maker = await partMaker(browser, baseURL, request);
  const make: PartMaker['make'] = (...args) => maker.make(...args);
  parts.cpu = await make('cpu', 'Saved Ryzen', {
    socket: 'AM5',
    tdpW: 65,
    integratedGraphics: true,
    memoryTypes: ['DDR5'],
    boxCooler: true,
  });
  parts.board = await make('motherboard', 'Saved B650', {
    socket: 'AM5',
    formFactor: 'Micro-ATX',
    memoryType: 'DDR5',
    memorySlots: 4,
    maxMemoryGb: 128,
    m2Slots: 2,
    sataPorts: 4,
  });
  parts.memory = await make('memory', 'Saved DDR5', {
    memoryType: 'DDR5',
    modules: 2,
    moduleGb: 16,
  });
  parts.ssd = await make('storage', 'Saved NVMe', {
    interface: 'nvme',
    formFactor: 'm2',
    capacityGb: 1000,
  });
  parts.psu = await make('psu', 'Saved 550 W', { wattage: 550, formFactor: 'atx' });
  parts.case = await make('case', 'Saved Tower', {
    formFactors: ['ATX', 'Micro-ATX'],
    maxGpuLengthMm: 340,
    maxCoolerHeightMm: 165,
    radiatorMm: [240],
    psuFormFactor: 'atx',
  });
  await request.dispose();
});

const id = (key: string) => parts[key]?.id ?? '';
const builderLink = () =>
  `/pc-builder?cpu=${id('cpu')}&motherboard=${id('board')}&psu=${id('psu')}&case=${id('case')}` +
  `&memory=${id('memory')}&storage=${id('ssd')}`;
const summary = (page: Page) => page.getByRole('complementary', { name: 'Build summary' });
const saveDialog = (page: Page) => page.getByRole('dialog', { name: 'Save this build' });
const card = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Saved builds' }).getByRole('listitem', { name, exact: true });

test('save a build after signing in, then open, update, rename and delete it in My Builds', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const customer = await signUp(page, { name: 'Farhan Kabir', signedIn: false });
  await page.goto(builderLink());
  await expect(summary(page)).toContainText('Tk 60,000');

  // A visitor is sent to sign in and comes back to the same build.
  await summary(page).getByRole('button', { name: 'Save build' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await fillLogin(page, customer.email);
  await expect(page).toHaveURL(new RegExp(`/pc-builder\\?cpu=${id('cpu')}`));
  await expect(summary(page)).toContainText('Tk 60,000');

  await summary(page).getByRole('button', { name: 'Save build' }).click();
  await saveDialog(page).getByLabel('Build name').fill('Budget gaming');
  await saveDialog(page).getByRole('button', { name: 'Save build' }).click();
  await expect(page.getByText('Saved “Budget gaming” in My Builds.')).toBeVisible();

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'My Builds' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Builds' })).toBeVisible();
  const saved = card(page, 'Budget gaming');
  await expect(saved).toContainText('6 parts · Tk 60,000 today');
  await expect(saved.getByTestId('build-verdict')).toHaveText('Complete: no problems found');

  // Open brings the build back; a second memory kit is saved over it under its name.
  await saved.getByRole('link', { name: 'Open Budget gaming' }).click();
  await expect(page).toHaveURL(/\/pc-builder\?.*saved=/);
  await expect(summary(page)).toContainText('Tk 60,000');
  const memoryRow = page
    .getByRole('list', { name: 'Parts of the build' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Memory' }) });
  await memoryRow.getByRole('button', { name: /Add another memory/i }).click();
  await page
    .getByRole('region', { name: 'Choose memory' })
    .getByRole('button', { name: `Choose: ${parts.memory?.name}` })
    .click();
  await expect(summary(page)).toContainText('Tk 70,000');
  await summary(page).getByRole('button', { name: 'Save build' }).click();
  await expect(saveDialog(page).getByLabel('Build name')).toHaveValue('Budget gaming');
  await saveDialog(page).getByRole('button', { name: 'Update “Budget gaming”' }).click();
  await expect(page.getByText('Updated “Budget gaming” in My Builds.')).toBeVisible();

  // The same build kept again as a new one, under another name.
  await summary(page).getByRole('button', { name: 'Save build' }).click();
  await saveDialog(page).getByLabel('Build name').fill('Budget gaming, white case');
  await saveDialog(page).getByRole('button', { name: 'Save as new build' }).click();
  await expect(page.getByText('Saved “Budget gaming, white case” in My Builds.')).toBeVisible();

  await page.goto('/dashboard/my-builds');
  await expect(page.getByRole('list', { name: 'Saved builds' }).getByRole('listitem')).toHaveCount(
    2,
  );
  await expect(card(page, 'Budget gaming')).toContainText('7 parts · Tk 70,000 today');

  // Rename: a name already used is refused in the dialog; a free one is taken.
  await card(page, 'Budget gaming').getByRole('button', { name: 'Rename Budget gaming' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename this build' });
  await rename.getByLabel('Build name').fill('budget gaming, WHITE case');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(rename).toContainText(
    'You already have a build named “budget gaming, WHITE case”. Pick another name.',
  );
  await rename.getByLabel('Build name').fill('Eid gaming PC');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(rename).toHaveCount(0);
  await expect(card(page, 'Eid gaming PC')).toContainText('7 parts');

  // Delete asks first.
  await card(page, 'Eid gaming PC').getByRole('button', { name: 'Delete Eid gaming PC' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this build?' });
  await expect(confirm).toContainText('“Eid gaming PC” will be removed from My Builds.');
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(card(page, 'Eid gaming PC')).toBeVisible();
  await card(page, 'Eid gaming PC').getByRole('button', { name: 'Delete Eid gaming PC' }).click();
  await confirm.getByRole('button', { name: 'Delete build' }).click();
  await expect(card(page, 'Eid gaming PC')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Saved builds' }).getByRole('listitem')).toHaveCount(
    1,
  );

  // The shop removes the power supply: the build says so, and still opens.
  const shop = await playwright.request.newContext({
    baseURL,
    storageState: { cookies: maker.admin.cookies, origins: [] },
  });
  const removed = await shop.delete(`/api/products/${id('psu')}`, {
    headers: bearer(await tokenFor(shop, maker.admin.email)),
  });
  expect(removed.ok()).toBe(true);
  await shop.dispose();
  await page.reload();
  const left = card(page, 'Budget gaming, white case');
  await expect(left).toContainText('One part is no longer sold');
  await expect(left).toContainText('7 parts · Tk 60,000 today');
  await expect(left.getByTestId('build-verdict')).toHaveText('Incomplete: no problems found');
  await left.getByRole('link', { name: 'Open Budget gaming, white case' }).click();
  await expect(page.getByText('A part the shop no longer sells')).toBeVisible();
});
