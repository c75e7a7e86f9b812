import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BulkPriceReport } from '../../../shared/schemas/bulk-price.ts';
import type { ImportReport } from '../../../shared/schemas/catalogue-file.ts';
import type { ManagedProduct } from '../../../shared/schemas/product.ts';
import { signUpOwner, type SignedIn } from '../../test/auth-test-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { parseCsv } from './csv.ts';
import { exportCatalogue, importCatalogue } from './catalogue-file-test-helpers.ts';
import { saveWebpImage } from '../images/index.ts';

// The cost price where staff keep it: the product form's calls and Manage Products' list, the
// catalogue file (export and import) and the bulk change; never in a public answer.

let shop: TestApp;
let admin: SignedIn;
const ids: Record<string, string> = {};

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, payload?: object) =>
  shop.app.inject({ method, url, headers: admin.headers, ...(payload && { payload }) });
const bulk = (body: object) => call('POST', '/api/admin/products/bulk-price', body);

async function managed(): Promise<Map<string, ManagedProduct>> {
  const answer = await call('GET', '/api/manage-products?pageSize=50');
  expect(answer.statusCode, answer.body).toBe(200);
  return new Map(answer.json<ManagedProduct[]>().map((item) => [item.name, item]));
}
const costOf = async (name: string) => (await managed()).get(name)?.costPrice;

beforeAll(async () => {
  shop = await createTestApp();
  admin = await signUpOwner(shop.app, shop.database.db, { name: 'Rafiq Owner' });
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#345678' } })
    .webp()
    .toBuffer();
  const image = (await saveWebpImage(shop.database.db, bytes, { width: 8, height: 8 })).url;
  const made: [string, string, number, number | undefined][] = [
    ['Volt Core 550', 'VOLT-550', 5200, 4_313],
    ['Volt Core 750', 'VOLT-750', 7400, undefined],
    ['Volt Core 850', 'VOLT-850', 9900, 8_100],
  ];
  for (const [name, sku, price, costPrice] of made) {
    const answer = await call('POST', '/api/products', {
      name,
      sku,
      brand: 'Volt',
      price,
      ...(costPrice !== undefined && { costPrice }),
      details: 'A power supply for the cost price tests.',
      quantity: 4,
      image,
      category: 'psu',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    ids[name] = answer.json<{ insertedId: string }>().insertedId;
  }
});
afterAll(() => shop.close());

describe('the product form and Manage Products', () => {
  test('a new product keeps its cost, which the manage list carries for the form', async () => {
    const list = await managed();
    expect(list.get('Volt Core 550')?.costPrice).toBe(4_313);
    expect(list.get('Volt Core 750')?.costPrice).toBeNull();
  });

  test('no public answer carries the cost', async () => {
    for (const url of [`/api/product/${ids['Volt Core 550']}`, '/api/product?pageSize=50']) {
      const answer = await shop.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).not.toMatch(/cost_?price/i);
      expect(answer.body, url).not.toContain('4313');
    }
  });
});

describe('the catalogue file', () => {
  test('the export has a costPrice column, empty where the cost is not known', async () => {
    const [header, ...rows] =
      parseCsv((await exportCatalogue(shop, admin)).replace(/^\uFEFF/, ''), 1000) ?? [];
    const at = header?.indexOf('costPrice') ?? -1;
    expect(at).toBeGreaterThan(-1);
    const bySku = new Map(rows.map((row) => [row[0], row[at]]));
    expect(bySku.get('VOLT-550')).toBe('4313');
    expect(bySku.get('VOLT-750')).toBe('');
  });

  test('an import sets and empties costs, and reports each change', async () => {
    const file = 'sku,costPrice\r\nVOLT-750,6000\r\nVOLT-850,\r\n';
    const answer = await importCatalogue(shop, admin, file, false);
    expect(answer.statusCode, answer.body).toBe(200);
    const report = answer.json<ImportReport>();
    expect(report.errors).toEqual([]);
    expect(report.changes).toEqual(
      expect.arrayContaining([
        { sku: 'VOLT-750', field: 'costPrice', from: null, to: '6000' },
        { sku: 'VOLT-850', field: 'costPrice', from: '8100', to: null },
      ]),
    );
    expect(await costOf('Volt Core 750')).toBe(6000);
    expect(await costOf('Volt Core 850')).toBeNull();
  });

  test('a bad cost is refused by row and column, and nothing changes', async () => {
    const file = 'sku,costPrice\r\nVOLT-550,4400\r\nVOLT-750,-20\r\nVOLT-850,cheap\r\n';
    const preview = await importCatalogue(shop, admin, file, true);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<ImportReport>().errors).toEqual([
      { row: 3, column: 'costPrice', message: expect.stringContaining('Cost price') },
      { row: 4, column: 'costPrice', message: 'costPrice must be a whole number' },
    ]);
    expect((await importCatalogue(shop, admin, file, false)).statusCode).toBe(422);
    expect(await costOf('Volt Core 550')).toBe(4_313);
  });
});

describe('the bulk change of costs', () => {
  const filter = { brand: 'volt' };

  test('a percent change moves the known costs, rounded, and skips the unknown', async () => {
    await call('PATCH', `/api/products/${ids['Volt Core 850']}`, { costPrice: null });
    const preview = await bulk({
      filter,
      target: 'cost',
      change: { percent: 10 },
      roundTo: 10,
      dryRun: true,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const report = preview.json<BulkPriceReport>();
    expect(report.changes.map(({ sku, from, to }) => [sku, from, to])).toEqual([
      ['VOLT-550', 4313, 4740],
      ['VOLT-750', 6000, 6600],
    ]);
    expect(report.withoutCost).toBe(1);
    const applied = await bulk({
      filter,
      target: 'cost',
      change: { percent: 10 },
      roundTo: 10,
      dryRun: false,
    });
    expect(applied.json<BulkPriceReport>().applied).toBe(true);
    const list = await managed();
    expect(list.get('Volt Core 550')?.costPrice).toBe(4740);
    expect(list.get('Volt Core 850')?.costPrice).toBeNull();
    // The prices are left alone.
    expect(list.get('Volt Core 550')?.price).toBe(5200);
  });

  test('a set cost gives every product found the same cost', async () => {
    const answer = await bulk({
      filter: { q: 'Volt Core' },
      target: 'cost',
      change: { set: 3000 },
      roundTo: 1,
      dryRun: false,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const list = await managed();
    expect([...list.values()].map((item) => item.costPrice)).toEqual([3000, 3000, 3000]);
  });

  test('a cost that would fall below Tk 0 is refused and changes nothing', async () => {
    const answer = await bulk({
      filter,
      target: 'cost',
      change: { amount: -5000 },
      roundTo: 1,
      dryRun: false,
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json<{ message: string }>().message).toContain('below Tk 0');
    expect(await costOf('Volt Core 550')).toBe(3000);
  });

  test('a set price is refused: only a cost is set outright', async () => {
    const answer = await bulk({ filter, change: { set: 10 }, roundTo: 1, dryRun: true });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toContain('set');
  });
});
