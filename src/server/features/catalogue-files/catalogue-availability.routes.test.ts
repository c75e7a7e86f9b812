import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ImportReport } from '../../../shared/schemas/catalogue-file.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import { signUpOwner, type SignedIn } from '../../test/auth-test-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { csvRows, exportCatalogue, importCatalogue } from './catalogue-file-test-helpers.ts';

// The availability column of the catalogue file (decision 078): exported as the API names
// it, read back unchanged, set by a file, and a word it does not know refused on its row.

let shop: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  shop = await createTestApp({ seeded: true });
  admin = await signUpOwner(shop.app, shop.database.db, { name: 'Availability Owner' });
});
afterAll(() => shop.close());

const product = async (ref: string) =>
  (await shop.app.inject({ method: 'GET', url: `/api/product/${ref}` })).json<Product>();

/** The export, and the cell of `column` on the row of `sku`. */
async function exportedRow(sku: string): Promise<{ file: string; cell: (c: string) => string }> {
  const file = await exportCatalogue(shop, admin);
  const [header, ...data] = csvRows(file.slice(1));
  const row = data.find((cells) => cells[header!.indexOf('sku')] === sku)!;
  return { file, cell: (column) => row[header!.indexOf(column)]! };
}

describe('availability in the catalogue file', () => {
  test('is exported, read back unchanged, and a file sets it', async () => {
    const [target] = (await shop.app.inject({ method: 'GET', url: '/api/product' })).json<
      Product[]
    >();
    const set = await shop.app.inject({
      method: 'PATCH',
      url: `/api/products/${target!._id}`,
      headers: admin.headers,
      payload: { availability: 'preorder' },
    });
    expect(set.statusCode, set.body).toBe(200);

    const { file, cell } = await exportedRow(target!.sku);
    expect(cell('availability')).toBe('preorder');
    const again = (await importCatalogue(shop, admin, file, true)).json<ImportReport>();
    expect(again.errors).toEqual([]);
    expect(again.changes).toEqual([]);

    const text = `sku,availability\n${target!.sku},Coming-Soon\n`;
    const preview = (await importCatalogue(shop, admin, text, true)).json<ImportReport>();
    expect(preview.changes).toEqual([
      { sku: target!.sku, field: 'availability', from: 'preorder', to: 'coming-soon' },
    ]);
    const applied = await importCatalogue(shop, admin, text, false);
    expect(applied.statusCode, applied.body).toBe(200);
    expect((await product(target!._id)).availability).toBe('coming-soon');

    // An empty cell leaves it as it is.
    const empty = (
      await importCatalogue(shop, admin, `sku,availability\n${target!.sku},\n`, true)
    ).json<ImportReport>();
    expect(empty).toMatchObject({ errors: [], changes: [], unchanged: 1 });
  });

  test('a word it does not know is refused on its row and changes nothing', async () => {
    const [, target] = (await shop.app.inject({ method: 'GET', url: '/api/product' })).json<
      Product[]
    >();
    const text = `sku,availability\n${target!.sku},soon\n`;
    const preview = (await importCatalogue(shop, admin, text, true)).json<ImportReport>();
    expect(preview.errors).toEqual([
      {
        row: 2,
        column: 'availability',
        message: 'Availability must be one of: normal, preorder, coming-soon (found “soon”)',
      },
    ]);
    expect((await importCatalogue(shop, admin, text, false)).statusCode).toBe(422);
    expect((await product(target!._id)).availability).toBe('normal');
  });
});
