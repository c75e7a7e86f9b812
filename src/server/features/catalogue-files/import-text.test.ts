import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ImportReport } from '../../../shared/schemas/catalogue-file.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import { invisibleCharactersMessage } from '../../../shared/schemas/visible-text.ts';
import { signUpOwner, type SignedIn } from '../../test/auth-test-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { csvLine, importCatalogue } from './catalogue-file-test-helpers.ts';

// A catalogue file's text is held to the product form's rule (issue 44, L3): control
// characters, noncharacters, invisible fillers and line separators are refused in the
// cell that holds them, so nothing the form would refuse reaches the public API by file.

let shop: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  shop = await createTestApp({ seeded: true });
  admin = await signUpOwner(shop.app, shop.database.db, { name: 'Import Owner' });
});
afterAll(() => shop.close());

const importFile = (text: string, dryRun: boolean) =>
  importCatalogue(shop, admin, text, dryRun, 'text.csv');

const csv = (rows: string[][]) => rows.map(csvLine).join('\n');

const firstCpu = async () =>
  (await shop.app.inject({ method: 'GET', url: '/api/product?category=cpu' })).json<
    Product[]
  >()[0]!;
const product = async (id: string) =>
  (await shop.app.inject({ method: 'GET', url: `/api/product/${id}` })).json<Product>();

const hex = (character: string) =>
  `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

describe('catalogue import text', () => {
  test.each(['\u0085', '\u009B', '\uFFFF'].map((character) => [hex(character), character]))(
    'a cell with %s is refused in its row and column, as the product form refuses it; nothing changes',
    async (name, character) => {
      const cpu = await firstCpu();
      const text = csv([
        ['sku', 'name', 'brand', 'details', 'spec.socket'],
        [cpu.sku, `Ryzen${character}Five`, '', '', ''],
        [cpu.sku + '-T1', 'Cooler', `Deep${character}cool`, 'Quiet', ''],
        [cpu.sku + '-T2', 'Cooler', '', `Quiet${character}\nand cool`, ''],
        [cpu.sku + '-T3', 'CPU', '', 'Fast', `AM${character}5`],
      ]);
      const dry = await importFile(text, true);
      expect(dry.statusCode).toBe(200);
      const { errors } = dry.json<ImportReport>();
      for (const [row, column] of [
        [2, 'name'],
        [3, 'brand'],
        [4, 'details'],
        [5, 'spec.socket'],
      ] as const) {
        expect(errors).toContainEqual({
          row,
          column,
          message: `${column} must not contain control characters (${name})`,
        });
      }
      const applied = await importFile(text, false);
      expect(applied.statusCode).toBe(422);
      expect(applied.json<{ issues: Record<string, string> }>().issues).toMatchObject({
        'row 2, name': `name must not contain control characters (${name})`,
      });
      expect((await product(cpu._id)).name).toBe(cpu.name);
      const form = await shop.app.inject({
        method: 'PATCH',
        url: `/api/products/${cpu._id}`,
        headers: admin.headers,
        payload: { name: `Ryzen${character}Five` },
      });
      expect(form.statusCode).toBe(400);
    },
  );

  test.each([
    ['\u2028', 'details', 'Product Details'],
    ['\u3164', 'name', 'Product Name'],
    ['\u2800', 'brand', 'Brand'],
    ['\u034F', 'name', 'Product Name'],
    ['\u115F', 'brand', 'Brand'],
  ])(
    'an invisible filler or separator (%j) in %s is refused by the file and by the form alike',
    async (character, column, field) => {
      const cpu = await firstCpu();
      const text = csv([
        [column === 'details' ? 'details' : column, 'sku'],
        [`AMD${character}Ryzen`, cpu.sku],
      ]);
      const { errors } = (await importFile(text, true)).json<ImportReport>();
      expect(errors).toEqual([{ row: 2, column, message: invisibleCharactersMessage(field) }]);
      expect((await importFile(text, false)).statusCode).toBe(422);
      expect((await product(cpu._id))[column as 'name']).toBe(cpu[column as 'name']);
      const form = await shop.app.inject({
        method: 'PATCH',
        url: `/api/products/${cpu._id}`,
        headers: admin.headers,
        payload: { [column]: `AMD${character}Ryzen` },
      });
      expect(form.statusCode).toBe(400);
      expect(form.json<{ issues: Record<string, string> }>().issues).toEqual({
        [column]: invisibleCharactersMessage(field),
      });
    },
  );

  test('Bangla names and details, joiners and line breaks included, are imported as typed', async () => {
    const cpu = await firstCpu();
    const name = 'র\u200D্যাংগস কুলার';
    const details = 'ঠান্ডা রাখে\nক্\u200Cষমতা ১২০ ওয়াট';
    const text = csv([
      ['sku', 'name', 'details'],
      [cpu.sku, name, details],
    ]);
    const dry = (await importFile(text, true)).json<ImportReport>();
    expect(dry.errors).toEqual([]);
    expect((await importFile(text, false)).statusCode).toBe(200);
    const after = await product(cpu._id);
    expect(after.name).toBe(name);
    expect(after.details).toBe(details);
  });

  test('numbers typed in Bangla digits are read as checkout reads them: ৫৫০০ is 5500', async () => {
    const cpu = await firstCpu();
    const text = csv([
      ['sku', 'price', 'regularPrice', 'stock', 'weightGrams', 'warrantyMonths'],
      [cpu.sku, '৫৫০০', '৬,২০০', '১২', '৪৫০', '৩৬'],
    ]);
    const dry = (await importFile(text, true)).json<ImportReport>();
    expect(dry.errors).toEqual([]);
    expect((await importFile(text, false)).statusCode).toBe(200);
    const after = await product(cpu._id);
    expect(after).toMatchObject({
      price: 5500,
      regularPrice: 6200,
      quantity: 12,
      weightGrams: 450,
      warrantyMonths: 36,
    });
  });
});
