import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ImportReport } from '../../../shared/schemas/catalogue-file.ts';
import type { PriceHistoryEntry } from '../../../shared/schemas/price-history.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import type { StockEntry } from '../../../shared/schemas/stock.ts';
import { signUpOwner, type SignedIn } from '../../test/auth-test-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  csvLine,
  csvRows,
  exportCatalogue,
  importCatalogue,
} from './catalogue-file-test-helpers.ts';

// The catalogue file out and in through the real API on a real database: what an admin's
// spreadsheet round trip does to the shop, and what bad files are told.

let shop: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  shop = await createTestApp({ seeded: true });
  admin = await signUpOwner(shop.app, shop.database.db, { name: 'Import Owner' });
});
afterAll(() => shop.close());

const importFile = (content: Buffer | string, dryRun: boolean, filename = 'prices.csv') =>
  importCatalogue(shop, admin, content, dryRun, filename);
const exportFile = () => exportCatalogue(shop, admin);

const product = async (ref: string) =>
  (await shop.app.inject({ method: 'GET', url: `/api/product/${ref}` })).json<Product>();

describe('export', () => {
  test('every product on sale, with a byte-order mark, the contract columns and formulas escaped', async () => {
    const [first] = (await shop.app.inject({ method: 'GET', url: '/api/product' })).json<
      Product[]
    >();
    const formula = '=HYPERLINK("http://evil.example","Click")';
    const edited = await shop.app.inject({
      method: 'PATCH',
      url: `/api/products/${first!._id}`,
      headers: admin.headers,
      payload: { brand: formula },
    });
    expect(edited.statusCode).toBe(200);
    const body = await exportFile();
    expect(body.startsWith('\uFEFF')).toBe(true);
    const [header, ...data] = csvRows(body.slice(1));
    expect(header!.slice(0, 15)).toEqual([
      'sku',
      'name',
      'brand',
      'category',
      'price',
      'regularPrice',
      'stock',
      'stockAsExported',
      'stockLedgerEntry',
      'weightGrams',
      'warrantyMonths',
      'warrantyKind',
      'details',
      'image',
      'images',
    ]);
    expect(header).toContain('spec.socket');
    expect(header).toContain('spec.memoryTypes');
    const total = Number(
      (await shop.app.inject({ method: 'GET', url: '/api/product' })).headers['x-total-count'],
    );
    expect(data).toHaveLength(total);
    const row = data.find((cells) => cells[0] === first!.sku)!;
    expect(row[2]).toBe(`'${formula}`);
    expect(row[4]).toBe(String(first!.price));
    expect(row[5]).toBe('');
  });
});

describe('import', () => {
  test('a name starting with an apostrophe comes back from export and import as it was', async () => {
    const [, , , , , sixth] = (await shop.app.inject({ method: 'GET', url: '/api/product' })).json<
      Product[]
    >();
    const name = "'=1+1";
    const edited = await shop.app.inject({
      method: 'PATCH',
      url: `/api/products/${sixth!._id}`,
      headers: admin.headers,
      payload: { name },
    });
    expect(edited.statusCode).toBe(200);
    const dry = (await importFile(await exportFile(), true)).json<ImportReport>();
    expect(dry.changes.filter((change) => change.sku === sixth!.sku)).toEqual([]);
    const applied = await importFile(await exportFile(), false);
    expect(applied.statusCode).toBe(200);
    expect((await product(sixth!._id)).name).toBe(name);
  });

  test('re-importing the exported file changes nothing, dry run or not', async () => {
    const file = await exportFile();
    const dry = await importFile(file, true);
    expect(dry.statusCode).toBe(200);
    const report = dry.json<ImportReport>();
    expect(report.errors).toEqual([]);
    expect(report.changes).toEqual([]);
    expect(report.unchanged).toBe(report.rows);
    const applied = await importFile(file, false);
    expect(applied.statusCode).toBe(200);
    expect(applied.json<ImportReport>()).toMatchObject({ applied: true, create: 0, update: 0 });
  });

  test('a price, a stock and a new product: previewed, then applied with ledger and price history', async () => {
    const [target, other] = (await shop.app.inject({ method: 'GET', url: '/api/product' })).json<
      Product[]
    >();
    const header = ['sku', 'name', 'price', 'stock', 'category', 'details', 'image', 'spec.socket'];
    const text = [
      header.join(';'),
      [
        target!.sku,
        target!.name,
        String(target!.price + 500),
        String(target!.quantity),
        target!.category,
        target!.details,
        target!.image,
        String(target!.specs.socket ?? ''),
      ]
        .map((c) => (/[;"\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c))
        .join(';'),
      [other!.sku.toLowerCase(), '', '', String(other!.quantity + 7), '', '', '', ''].join(';'),
      [
        'NEW-KB-01',
        'কীবোর্ড Keychron K2',
        '6500',
        '12',
        'other',
        '"Wireless; with ""brown"" switches\nand a Bangla legend"',
        other!.image,
        '',
      ].join(';'),
    ].join('\r\n');
    const dry = await importFile(text, true, 'distributor-list.csv');
    expect(dry.statusCode).toBe(200);
    const report = dry.json<ImportReport>();
    expect(report.errors).toEqual([]);
    expect(report).toMatchObject({ rows: 3, create: 1, update: 2, unchanged: 0, applied: false });
    expect(report.changes).toContainEqual({
      sku: target!.sku,
      field: 'price',
      from: String(target!.price),
      to: String(target!.price + 500),
    });
    expect(report.changes).toContainEqual({
      sku: other!.sku,
      field: 'stock',
      from: String(other!.quantity),
      to: String(other!.quantity + 7),
      // A sheet made by hand, without the export's stock columns: today's count is set.
      note: 'set to the file’s number: the file has no stockAsExported column',
    });
    expect((await product(target!._id)).price).toBe(target!.price);

    const applied = await importFile(text, false, 'distributor-list.csv');
    expect(applied.statusCode).toBe(200);
    expect(applied.json<ImportReport>().applied).toBe(true);
    expect((await product(target!._id)).price).toBe(target!.price + 500);
    expect((await product(other!._id)).quantity).toBe(other!.quantity + 7);

    const ledger = await shop.app.inject({
      method: 'GET',
      url: `/api/products/${other!.slug}/stock-ledger`,
      headers: admin.headers,
    });
    const entries = ledger.json<{ entries: StockEntry[] }>().entries;
    expect(entries[0]).toMatchObject({
      change: 7,
      reason: 'import',
      note: 'Imported from distributor-list.csv',
    });

    const history = await shop.app.inject({
      method: 'GET',
      url: `/api/products/${target!.slug}/price-history`,
      headers: admin.headers,
    });
    expect(history.statusCode).toBe(200);
    expect(history.json<PriceHistoryEntry[]>()[0]).toMatchObject({
      price: target!.price + 500,
      source: 'import',
      actor: 'Import Owner',
    });

    const listed = (await shop.app.inject({ method: 'GET', url: '/api/product?q=Keychron' })).json<
      Product[]
    >();
    const added = listed.find((p) => p.sku === 'NEW-KB-01')!;
    expect(added.name).toBe('কীবোর্ড Keychron K2');
    expect(added.details).toBe('Wireless; with "brown" switches\nand a Bangla legend');
    expect(added.quantity).toBe(12);
    expect(added.slug).toBe('kibord-keychron-k2');
    // A new product's stock is its first ledger entry, the import's.
    const addedLedger = await shop.app.inject({
      method: 'GET',
      url: `/api/products/${added._id}/stock-ledger`,
      headers: admin.headers,
    });
    expect(addedLedger.json<{ entries: StockEntry[] }>().entries).toEqual([
      expect.objectContaining({
        change: 12,
        stockAfter: 12,
        reason: 'import',
        note: 'Imported from distributor-list.csv',
      }),
    ]);
  });

  test('bad rows are named by row and column, and the import refuses them without changing anything', async () => {
    const [a, b] = (
      await shop.app.inject({ method: 'GET', url: '/api/product?category=cpu' })
    ).json<Product[]>();
    const text = [
      csvLine(['sku', 'price', 'stock', 'image', 'spec.socket', 'spec.cores']),
      csvLine([a!.sku, '-100', '', '', '', '']),
      csvLine([b!.sku, '', '100001', '', '', '']),
      csvLine([a!.sku.toUpperCase(), '5000', '', '', '', '']),
      csvLine([b!.sku + 'X', '5000', '1', 'https://evil.example/x.png', '', '']),
      csvLine([b!.sku, '', '', '', '', 'many']),
    ].join('\n');
    const dry = await importFile(text, true);
    expect(dry.statusCode).toBe(200);
    const { errors } = dry.json<ImportReport>();
    expect(errors).toContainEqual({
      row: 2,
      column: 'price',
      message: 'Price must be at least Tk 1',
    });
    expect(errors).toContainEqual(expect.objectContaining({ row: 3, column: 'stock' }));
    expect(errors).toContainEqual({
      row: 4,
      column: 'sku',
      message: `SKU ${a!.sku.toUpperCase()} is also on row 2`,
    });
    expect(errors).toContainEqual(expect.objectContaining({ row: 5, column: 'image' }));
    expect(errors).toContainEqual(expect.objectContaining({ row: 6, column: 'sku' }));
    const applied = await importFile(text, false);
    expect(applied.statusCode).toBe(422);
    expect(applied.json<{ message: string }>().message).toMatch(/nothing was changed/);
    expect((await product(a!._id)).price).toBe(a!.price);
  });

  test('a spec value the category does not allow is an error in that spec column', async () => {
    const [cpu] = (await shop.app.inject({ method: 'GET', url: '/api/product?category=cpu' })).json<
      Product[]
    >();
    const text = [
      csvLine(['sku', 'spec.cores', 'spec.memoryTypes']),
      csvLine([cpu!.sku, '0', 'DDR9']),
    ].join('\n');
    const { errors } = (await importFile(text, true)).json<ImportReport>();
    expect(errors.map((e) => e.column).sort()).toEqual(['spec.cores', 'spec.memoryTypes']);
    expect(errors.every((e) => e.row === 2)).toBe(true);
  });

  test('a wrong header is named column by column; files that are not a catalogue are 4xx', async () => {
    const wrong = (await importFile('sku,prize,colour\nX,1,red\n', true)).json<ImportReport>();
    expect(wrong.errors).toEqual([
      { row: 1, column: 'prize', message: 'Unknown column “prize”' },
      { row: 1, column: 'colour', message: 'Unknown column “colour”' },
    ]);
    expect((await importFile('name,price\nX,1\n', false)).statusCode).toBe(422);
    const notText = await importFile(Buffer.from([0xff, 0xfe, 0x00, 0x41, 0xc3]), true);
    expect(notText.statusCode).toBe(400);
    expect(notText.json<{ message: string }>().message).toMatch(/UTF-8/);
    const many = `sku,price\n${'A,1\n'.repeat(100_000)}`;
    const tooMany = await importFile(many, true);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ message: string }>().message).toMatch(/at most 20000 rows/);
    const junk = await importFile(Buffer.alloc(50 * 1024 * 1024, 0x41), true);
    expect(junk.statusCode).toBe(413);
  });
});

describe('regular prices in the file (docs/product.md#sale-prices)', () => {
  test('a regular price puts a product on sale, is exported, and an empty cell ends the sale', async () => {
    const [, , , fourth] = (await shop.app.inject({ method: 'GET', url: '/api/product' })).json<
      Product[]
    >();
    const { sku, price } = fourth!;
    const put = await importFile(`sku,regularPrice\n${sku},${price + 1500}\n`, false);
    expect(put.statusCode).toBe(200);
    expect(await product(fourth!._id)).toMatchObject({
      price,
      regularPrice: price + 1500,
    });
    const [header, ...data] = csvRows((await exportFile()).slice(1));
    const row = data.find((cells) => cells[header!.indexOf('sku')] === sku);
    expect(row?.[header!.indexOf('regularPrice')]).toBe(String(price + 1500));

    const ended = await importFile(`sku,regularPrice\n${sku},\n`, false);
    expect(ended.statusCode).toBe(200);
    expect(await product(fourth!._id)).toMatchObject({ price, regularPrice: null });
  });

  test.each([
    ['equal to the price', (price: number) => `${price}`, 'above the price'],
    ['below the price', (price: number) => `${price - 1}`, 'above the price'],
    ['not whole', (price: number) => `${price + 0.5}`, 'whole number'],
  ])('a regular price %s is refused on its row; nothing is imported', async (_, cell, words) => {
    const [, , , , fifth] = (await shop.app.inject({ method: 'GET', url: '/api/product' })).json<
      Product[]
    >();
    const text = `sku,price,regularPrice\n${fifth!.sku},${fifth!.price},${cell(fifth!.price)}\n`;
    const { errors } = (await importFile(text, true)).json<ImportReport>();
    expect(errors).toContainEqual(
      expect.objectContaining({
        row: 2,
        column: 'regularPrice',
        message: expect.stringContaining(words),
      }),
    );
    expect((await importFile(text, false)).statusCode).toBe(422);
    expect(await product(fifth!._id)).toMatchObject({ price: fifth!.price, regularPrice: null });
  });
});

describe('origin and sale end in the file', () => {
  test('are exported, read back unchanged, and a file sets them', async () => {
    const listed = (await shop.app.inject({ method: 'GET', url: '/api/product' })).json<
      Product[]
    >();
    const target = listed[6]!;
    const end = '2099-12-31T18:00:00.000Z';
    // Set as the product form would: origin and a sale with its end.
    const edited = await shop.app.inject({
      method: 'PATCH',
      url: `/api/products/${target._id}`,
      headers: admin.headers,
      payload: { origin: 'Taiwan', regularPrice: target.price + 900, saleEndsAt: end },
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const file = await exportFile();
    const [header, ...data] = csvRows(file.slice(1));
    const row = data.find((cells) => cells[header!.indexOf('sku')] === target.sku)!;
    expect(row[header!.indexOf('origin')]).toBe('Taiwan');
    expect(row[header!.indexOf('saleEndsAt')]).toBe(end);
    const again = (await importFile(file, true)).json<ImportReport>();
    expect(again.errors).toEqual([]);
    expect(again.changes).toEqual([]);

    // Dhaka's evening of 30 December, written with its offset, is the same instant in UTC.
    const text = `sku,origin,saleEndsAt\n${target.sku},China,2099-12-30T23:00:00+06:00\n`;
    const applied = await importFile(text, false);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await product(target._id)).toMatchObject({
      origin: 'China',
      saleEndsAt: '2099-12-30T17:00:00.000Z',
    });
  });

  test('a sale end that is no date, or already past, is refused in its column', async () => {
    const listed = (await shop.app.inject({ method: 'GET', url: '/api/product' })).json<
      Product[]
    >();
    const target = listed[7]!;
    const regular = target.price + 500;
    for (const [cell, message] of [
      ['31/12/2099', 'Sale end must be a date and time'],
      ['2001-01-01T00:00:00Z', 'Sale end must be in the future'],
    ]) {
      const text = `sku,regularPrice,saleEndsAt\n${target.sku},${regular},${cell}\n`;
      const { errors } = (await importFile(text, true)).json<ImportReport>();
      expect(errors).toEqual([{ row: 2, column: 'saleEndsAt', message }]);
    }
  });
});
