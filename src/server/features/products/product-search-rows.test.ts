import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { products } from '../../db/schema.ts';
import { productSearchRows } from '../../db/schema-search.ts';
import type { Product } from '../../../shared/schemas/product.ts';
import { signUpOwner, type SignedIn } from '../../test/auth-test-helpers.ts';
import { multipartBody } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Searches walk product_search_rows, the narrow copy of what a search reads of each product
// (decision 161), kept by a trigger on products. A write the copy missed would leave a search
// finding a product by its old name, at its old price or after it was removed: here an owner
// adds, renames, reprices, sells out, removes and restores a product, and after each step the
// copy holds exactly what products hold, and the storefront's search answers by the new state.
// The writes that change many products at once (a spreadsheet import, a bulk price change)
// go through the same trigger, row by row of their statements: they are walked here too.

let shop: TestApp;
let owner: SignedIn;
beforeAll(async () => {
  shop = await createTestApp({ seeded: true });
  owner = await signUpOwner(shop.app, shop.database.db);
});
afterAll(() => shop.close());

const copiedColumns = Object.entries(getTableColumns(productSearchRows));
const COPIED = copiedColumns.map(([, column]) => column.name).join(', ');

test('every column of the copy has the name and type it has on products', () => {
  const original: Record<string, PgColumn> = getTableColumns(products);
  for (const [key, column] of copiedColumns) {
    expect(original[key]?.name, key).toBe(column.name);
    expect(original[key]?.getSQLType(), key).toBe(column.getSQLType());
  }
});

/** Products whose copy differs from them, or copies without their product. */
async function unlikeTheirCopies(): Promise<unknown[]> {
  const { rows } = await shop.database.pool.query<Record<string, unknown>>(
    `(select ${COPIED} from products except select ${COPIED} from product_search_rows)
     union all
     (select ${COPIED} from product_search_rows except select ${COPIED} from products)`,
  );
  return rows;
}

async function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  const response = await shop.app.inject({ method, url, headers: owner.headers, payload });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response;
}

/** The names a shopper's search lists. */
async function found(query: string): Promise<string[]> {
  const response = await shop.app.inject({ method: 'GET', url: `/api/product?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<Product[]>().map((product) => product.name);
}

test("a product's copy follows every write a search reads, and the search with it", async () => {
  expect(await unlikeTheirCopies()).toEqual([]);
  const [seeded] = (await call('GET', '/api/product?pageSize=1')).json<Product[]>();
  const created = await call('POST', '/api/products', {
    name: 'Zephyrite Quasar 7700 Cooler',
    brand: 'Zephyrite',
    category: 'cooler',
    details: 'A tower cooler for the copy to follow.',
    specs: {},
    price: 4_200,
    quantity: 3,
    image: seeded!.image,
  });
  const { insertedId: id } = created.json<{ insertedId: string }>();
  expect(await unlikeTheirCopies()).toEqual([]);
  expect(await found('q=quasar')).toEqual(['Zephyrite Quasar 7700 Cooler']);

  await call('PATCH', `/api/products/${id}`, { name: 'Zephyrite Nebula 7800 Cooler' });
  expect(await unlikeTheirCopies()).toEqual([]);
  expect(await found('q=quasar')).toEqual([]);
  expect(await found('q=nebula')).toEqual(['Zephyrite Nebula 7800 Cooler']);

  await call('PATCH', `/api/products/${id}`, { price: 5_100 });
  expect(await unlikeTheirCopies()).toEqual([]);
  expect(await found('q=nebula&maxPrice=5000')).toEqual([]);
  expect(await found('q=nebula&minPrice=5100')).toEqual(['Zephyrite Nebula 7800 Cooler']);

  await call('POST', `/api/products/${id}/stock`, { count: 0, expected: 3, reason: 'adjustment' });
  expect(await unlikeTheirCopies()).toEqual([]);
  expect(await found('q=nebula&inStock=true')).toEqual([]);
  expect(await found('q=nebula')).toEqual(['Zephyrite Nebula 7800 Cooler']);

  await call('DELETE', `/api/products/${id}`);
  expect(await unlikeTheirCopies()).toEqual([]);
  expect(await found('q=nebula')).toEqual([]);

  await call('POST', `/api/products/${id}/restore`);
  expect(await unlikeTheirCopies()).toEqual([]);
  expect(await found('q=nebula')).toEqual(['Zephyrite Nebula 7800 Cooler']);
});

test('a spreadsheet import and a bulk price change leave every copy like its product', async () => {
  const [renamed, repriced] = (await call('GET', '/api/product?pageSize=2')).json<Product[]>();
  const header = ['sku', 'name', 'price', 'stock', 'category', 'details', 'image'];
  const line = (cells: string[]) => cells.map((cell) => `"${cell.replaceAll('"', '""')}"`);
  const sheet = [
    header,
    line([renamed!.sku, 'Zephyrite Orbit 9900 Edition', String(renamed!.price), '', '', '', '']),
    line([repriced!.sku, '', String(repriced!.price + 700), '', '', '', '']),
    line([
      'ZEPH-PAD-01',
      'Zephyrite Meridian Mouse Pad',
      '900',
      '15',
      'other',
      'A cloth pad the import adds.',
      renamed!.image,
    ]),
  ];
  // Uploaded as the dashboard's import form sends the file.
  const upload = multipartBody('file', 'catalogue.csv', 'text/csv', sheet.join('\r\n'));
  const imported = await shop.app.inject({
    method: 'POST',
    url: '/api/admin/products/import?dryRun=false',
    headers: { ...owner.headers, 'content-type': upload.contentType },
    payload: upload.payload,
  });
  expect(imported.statusCode, imported.body).toBe(200);
  expect(imported.json<{ applied: boolean }>().applied).toBe(true);
  expect(await unlikeTheirCopies()).toEqual([]);
  expect(await found('q=orbit')).toEqual(['Zephyrite Orbit 9900 Edition']);
  expect(await found('q=meridian')).toEqual(['Zephyrite Meridian Mouse Pad']);
  const price = repriced!.price + 700;
  expect(
    await found(`q=${encodeURIComponent(repriced!.name)}&minPrice=${price}&maxPrice=${price}`),
  ).toContain(repriced!.name);

  await call('POST', '/api/admin/products/bulk-price', {
    filter: { q: 'meridian' },
    change: { percent: 10 },
    roundTo: 10,
    dryRun: false,
  });
  expect(await unlikeTheirCopies()).toEqual([]);
  expect(await found('q=meridian&minPrice=990&maxPrice=990')).toEqual([
    'Zephyrite Meridian Mouse Pad',
  ]);
});

test("the owner's removal of the demo data takes the copies of the products it deletes", async () => {
  const demo = `select count(*)::int as n from product_search_rows r
    where exists (select 1 from products p where p.id = r.id and p.demo)`;
  expect((await shop.database.pool.query<{ n: number }>(demo)).rows[0]!.n).toBeGreaterThan(0);
  await call('POST', '/api/admin/demo-data/remove', {});
  expect(await unlikeTheirCopies()).toEqual([]);
  // Whatever demo product an order or a review kept is removed from sale, not from the table.
  const listed = await found('q=ryzen');
  expect(listed).toEqual([]);
});
