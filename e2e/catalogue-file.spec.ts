import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { formatTk } from '../src/shared/money.ts';
import { csvLine } from '../src/shared/csv-cells.ts';
import type { Product } from '../src/shared/schemas/product.ts';
import {
  createAdmin,
  createProduct,
  expect,
  signInAs,
  test,
  tokenFor,
  uniqueName,
  type Account,
} from './fixtures/dashboard.ts';

// The journey through the catalogue file (docs/product.md#catalogue): export, edit a
// price, a stock, a new product and a bad row, dry-run, see the error, fix it, import, and
// find the changes on the storefront, in the stock ledger and in the price history.

let admin: Account;

test.beforeAll(async ({ browser }, testInfo) => {
  admin = await createAdmin(browser, String(testInfo.project.use.baseURL));
});

/** The records of a CSV text (quotes, doubled quotes and line breaks in cells). */
function records(text: string): string[][] {
  const out: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (!quoted && c === ',') {
      record.push(cell);
      cell = '';
    } else if (!quoted && c === '\n') {
      record.push(cell);
      out.push(record);
      record = [];
      cell = '';
    } else if (quoted || c !== '\r') cell += c;
  }
  return out;
}

async function checkFile(page: Page, name: string, lines: string[]) {
  await page.getByLabel('Catalogue file (CSV)').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(lines.join('')),
  });
  await page.getByRole('button', { name: 'Check the file' }).click();
  return page.getByTestId('dry-run');
}

test('a catalogue exported, edited, dry-run, fixed and imported shows in the shop, the ledger and the price history', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInAs(page, admin);
  const token = await tokenFor(page.request, admin.email);
  const created = await createProduct(page.request, token, { quantity: 7, price: 2000 });
  const target = (await (await page.request.get(`/api/product/${created.id}`)).json()) as Product;

  await page.goto('/dashboard/manage-products');
  // The link beside Add Product (the dashboard menu has one too).
  await page
    .locator('header', { has: page.getByRole('heading', { name: 'Manage Products' }) })
    .getByRole('link', { name: 'Import and export' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import and export' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the catalogue' }).click();
  const exported = await readFile(await (await download).path());
  const [header, ...rows] = records(exported.toString('utf8').replace(/^\uFEFF/, ''));
  const column = (name: string) => header!.indexOf(name);
  const row = rows.find((cells) => cells[column('sku')] === target.sku)!;
  expect(row[column('price')]).toBe('2000');

  // A price and a stock changed, a new product, and a new one with a negative price.
  const edited = [...row];
  edited[column('price')] = '2450';
  edited[column('stock')] = '9';
  const blank = header!.map(() => '');
  const newProduct = (sku: string, name: string, price: string) => {
    const cells = [...blank];
    cells[column('sku')] = sku;
    cells[column('name')] = name;
    cells[column('category')] = 'other';
    cells[column('price')] = price;
    cells[column('stock')] = '4';
    cells[column('details')] = 'Braided, 1 m, for the import test.';
    cells[column('image')] = target.image;
    return cells;
  };
  const suffix = Date.now().toString(36).toUpperCase();
  const newName = uniqueName('Imported Cable');
  const file = (badPrice: string) => [
    csvLine(header!),
    csvLine(edited),
    csvLine(newProduct(`E2E-CABLE-${suffix}`, newName, '350')),
    csvLine(newProduct(`E2E-BAD-${suffix}`, uniqueName('Bad Cable'), badPrice)),
  ];

  const dryRun = await checkFile(page, 'edited.csv', file('-5'));
  const error = dryRun.getByTestId('import-error');
  await expect(error).toHaveCount(1);
  await expect(error.getByRole('cell')).toHaveText(['4', 'price', /Price/]);
  await expect(page.getByRole('button', { name: /^Import \d/ })).toHaveCount(0);
  const errorsDownload = page.waitForEvent('download');
  await dryRun.getByRole('button', { name: 'Download the errors' }).click();
  const errorsFile = await readFile(await (await errorsDownload).path(), 'utf8');
  const errorRows = records(errorsFile.replace(/^\uFEFF/, ''));
  expect(errorRows).toHaveLength(2);
  expect(errorRows[0]).toEqual(['row', 'column', 'message']);
  expect(errorRows[1]!.slice(0, 2)).toEqual(['4', 'price']);

  // Fixed, checked again, then imported.
  const fixed = await checkFile(page, 'edited.csv', file('400'));
  await expect(fixed.getByTestId('import-counts')).toContainText('Errors0');
  await expect(fixed.getByTestId('import-change').filter({ hasText: target.sku })).toHaveText([
    `${target.sku}stock79+2 typed in the file (stockAsExported 7, stock 9)`,
    `${target.sku}price20002450`,
  ]);
  await page.getByRole('button', { name: 'Import 3 products' }).click();
  await expect(page.getByTestId('import-outcome')).toHaveText(
    'Imported: 2 new, 1 updated, 0 unchanged.',
  );

  await page.goto(`/products/${target.slug}`);
  await expect(page.getByRole('main').getByText(formatTk(2450)).first()).toBeVisible();
  await page.goto(`/products?q=${encodeURIComponent(newName)}`);
  await expect(page.getByRole('link', { name: newName }).first()).toBeVisible();

  await page.goto(`/dashboard/manage-products?q=${encodeURIComponent(target.name)}`);
  const products = page.getByRole('region', { name: 'Products' });
  await products.getByRole('button', { name: `Stock of ${target.name}` }).click();
  const stock = page.getByRole('dialog', { name: `Stock of ${target.name}` });
  await expect(stock.getByTestId('stock-now')).toHaveText('9');
  await expect(stock.getByTestId('stock-entry').first().getByRole('cell')).toHaveText([
    /\d/,
    '+2',
    'Catalogue import',
    admin.name,
    '9',
    'Imported from edited.csv',
  ]);
  await stock.getByRole('button', { name: 'Close' }).click();

  await products.getByRole('button', { name: `Edit ${target.name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${target.name}` });
  await expect(edit.getByTestId('price-entry').first().getByRole('cell')).toHaveText([
    /\d/,
    formatTk(2450),
    '—',
    'Catalogue import',
    admin.name,
  ]);
});
