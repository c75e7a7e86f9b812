import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ImportReport } from '../../../shared/schemas/catalogue-file.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import type { StockEntry } from '../../../shared/schemas/stock.ts';
import { signUpAs, signUpOwner, type SignedIn } from '../../test/auth-test-helpers.ts';
import {
  call,
  checkoutAs,
  checkoutBody,
  ledgerProblems,
  setStock,
} from '../../test/checkout-test-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { exportCatalogue, importCatalogue } from './catalogue-file-test-helpers.ts';

// The stock in a catalogue file (docs/product.md#catalogue, decision 070): a file carries each
// row's stock as exported, and an import moves stock only by what the owner typed, applied to
// today's stock. The audit's case: export, a customer buys 2, the unchanged file imported
// again must not put the 2 back on the shelf.

let shop: TestApp;
let admin: SignedIn;
let customer: SignedIn;

beforeAll(async () => {
  shop = await createTestApp({
    seeded: true,
    env: { ORDER_LIMIT_PER_USER_PER_MINUTE: '1000' },
  });
  admin = await signUpOwner(shop.app, shop.database.db, { name: 'Stock Owner' });
  customer = await signUpAs(shop.app, { name: 'Stock Customer' });
});
afterAll(() => shop.close());

const importFile = (content: string, dryRun: boolean, filename?: string) =>
  importCatalogue(shop, admin, content, dryRun, filename);
const exportFile = () => exportCatalogue(shop, admin);

/** The export's lines with one cell of the product's row replaced, as a spreadsheet saves it. */
function typed(file: string, sku: string, column: string, value: string): string {
  const lines = file.split('\r\n');
  const header = lines[0]!.replace(/^\uFEFF/, '').split(',');
  const at = header.indexOf(column);
  expect(at).toBeGreaterThanOrEqual(0);
  return lines
    .map((line) => {
      // SKUs, stock and the columns before them hold no commas or quotes in the seeded shop.
      if (!line.startsWith(`${sku},`)) return line;
      const cells = line.split(',');
      cells[at] = value;
      return cells.join(',');
    })
    .join('\r\n');
}

async function buy(product: Product, quantity: number) {
  await call(shop, customer, 'DELETE', '/api/cart');
  const put = await call(shop, customer, 'PUT', `/api/cart/items/${product._id}`, { quantity });
  expect(put.statusCode).toBe(200);
  const placed = await checkoutAs(shop, customer, checkoutBody());
  expect(placed.statusCode, placed.body).toBe(201);
}

async function stockOf(product: Product): Promise<number> {
  return (await call(shop, undefined, 'GET', `/api/product/${product._id}`)).json<Product>()
    .quantity;
}

async function ledgerOf(product: Product): Promise<StockEntry[]> {
  const answer = await call(shop, admin, 'GET', `/api/products/${product._id}/stock-ledger`);
  expect(answer.statusCode).toBe(200);
  return answer.json<{ entries: StockEntry[] }>().entries;
}

/** The nth product of the catalogue's first page, with `stock` units set through the ledger. */
async function productWith(index: number, stock: number): Promise<Product> {
  const listed = (await call(shop, undefined, 'GET', '/api/product?pageSize=12')).json<Product[]>();
  const product = listed[index]!;
  await setStock(shop, { [product._id]: stock });
  return product;
}

describe('stock in the catalogue file', () => {
  test('an unchanged export imported after a sale changes nothing: the sold units stay sold', async () => {
    const product = await productWith(0, 12);
    const file = await exportFile();
    await buy(product, 2);
    expect(await stockOf(product)).toBe(10);

    const dry = await importFile(file, true);
    expect(dry.statusCode).toBe(200);
    const report = dry.json<ImportReport>();
    expect(report.errors).toEqual([]);
    expect(report.changes.filter((change) => change.sku === product.sku)).toEqual([]);

    const applied = await importFile(file, false);
    expect(applied.statusCode).toBe(200);
    expect(applied.json<ImportReport>()).toMatchObject({ applied: true, update: 0 });
    expect(await stockOf(product)).toBe(10);
    const [latest] = await ledgerOf(product);
    expect(latest).toMatchObject({ change: -2, reason: 'order', stockAfter: 10 });
    expect(await ledgerProblems(shop)).toEqual([]);
  });

  test('a number typed in the file moves today’s stock by the difference, through the ledger', async () => {
    const product = await productWith(1, 12);
    const file = await exportFile();
    await buy(product, 2);
    // The owner received 3 and typed 12 -> 15 in the exported file.
    const edited = typed(file, product.sku, 'stock', '15');

    const dry = (await importFile(edited, true)).json<ImportReport>();
    expect(dry.errors).toEqual([]);
    expect(dry.changes.filter((change) => change.sku === product.sku)).toEqual([
      {
        sku: product.sku,
        field: 'stock',
        from: '10',
        to: '13',
        note: '+3 typed in the file (stockAsExported 12, stock 15)',
      },
    ]);

    const applied = await importFile(edited, false, 'received.csv');
    expect(applied.statusCode).toBe(200);
    expect(await stockOf(product)).toBe(13);
    const [latest] = await ledgerOf(product);
    expect(latest).toMatchObject({
      change: 3,
      reason: 'import',
      stockAfter: 13,
      note: 'Imported from received.csv',
    });
    // The same edited file again would add the 3 a second time: it is refused, nothing moves.
    const again = await importFile(edited, false, 'received.csv');
    expect(again.statusCode).toBe(422);
    const repeated = (await importFile(edited, true)).json<ImportReport>().errors;
    expect(repeated).toEqual([
      expect.objectContaining({
        column: 'stock',
        message:
          'An import changed this product’s stock after this file was exported: export the catalogue again and type the change there',
      }),
    ]);
    expect(await stockOf(product)).toBe(13);
    expect(await ledgerProblems(shop)).toEqual([]);
  });

  test('a typed change that would take stock below zero is a row error and moves nothing', async () => {
    const product = await productWith(2, 3);
    const file = await exportFile();
    await buy(product, 2);
    // The owner counted 3 broken ones and typed 3 -> 0; only 1 is left after the sale.
    const edited = typed(file, product.sku, 'stock', '0');

    const dry = await importFile(edited, true);
    expect(dry.statusCode).toBe(200);
    const row = edited.split('\r\n').findIndex((line) => line.startsWith(`${product.sku},`)) + 1;
    expect(dry.json<ImportReport>().errors).toEqual([
      {
        row,
        column: 'stock',
        message:
          'The file takes 3 off (stockAsExported 3, stock 0) but 1 is in stock now: export the catalogue again and type the change there',
      },
    ]);

    const applied = await importFile(edited, false);
    expect(applied.statusCode).toBe(422);
    expect(applied.json<{ message: string }>().message).toMatch(/nothing was changed/);
    expect(await stockOf(product)).toBe(1);
    expect((await ledgerOf(product))[0]).toMatchObject({ reason: 'order', stockAfter: 1 });
  });

  test('a file without stockAsExported sets the stock it names, and the report says so', async () => {
    const product = await productWith(3, 12);
    await buy(product, 2);
    const hand = `sku,stock\r\n${product.sku},12\r\n`;
    const report = (await importFile(hand, false)).json<ImportReport>();
    expect(report.changes).toEqual([
      {
        sku: product.sku,
        field: 'stock',
        from: '10',
        to: '12',
        note: 'set to the file’s number: the file has no stockAsExported column',
      },
    ]);
    expect(await stockOf(product)).toBe(12);
  });

  test('a new product in an exported file gets the stock typed for it', async () => {
    const product = await productWith(4, 5);
    const file = await exportFile();
    const header = file
      .split('\r\n')[0]!
      .replace(/^\uFEFF/, '')
      .split(',');
    const cells = header.map(() => '');
    const set = (column: string, value: string) => (cells[header.indexOf(column)] = value);
    set('sku', 'STOCK-NEW-02');
    set('name', 'Imported fan 120 mm');
    set('category', 'other');
    set('price', '900');
    set('stock', '6');
    set('details', 'A case fan the stock test adds.');
    set('image', product.image);
    const text = `${file.split('\r\n')[0]}\r\n${cells.join(',')}\r\n`;
    const applied = await importFile(text, false);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<ImportReport>().create).toBe(1);
    const [added] = (await call(shop, undefined, 'GET', '/api/product?q=Imported%20fan')).json<
      Product[]
    >();
    expect(added).toMatchObject({ sku: 'STOCK-NEW-02', quantity: 6 });
  });
});
