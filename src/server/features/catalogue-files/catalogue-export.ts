import { Readable } from 'node:stream';
import type pg from 'pg';
import type { RowOf } from '../../db/rows.ts';
import type { products } from '../../db/schema.ts';
import { CATALOGUE_COLUMNS, productCells } from './catalogue-columns.ts';
import { csvLine } from '../../../shared/csv-cells.ts';

// The catalogue as a CSV file, written as it is read: a page of products at a time in
// catalogue order, so 10,000 products never sit in memory as one text.

const PAGE = 500;
const BYTE_ORDER_MARK = '\uFEFF';

type Row = RowOf<
  typeof products,
  | 'id'
  | 'sku'
  | 'name'
  | 'brand'
  | 'category'
  | 'price_tk'
  | 'regular_price_tk'
  | 'stock'
  | 'weight_grams'
  | 'warranty_months'
  | 'warranty_kind'
  | 'details'
  | 'image_url'
  | 'images'
  | 'specs'
  | 'origin'
  | 'sale_ends_at'
  | 'availability'
  | 'cost_price_tk'
  | 'serial_tracked'
> & {
  /** created_at as text: a Date would lose its microseconds and repeat or skip rows. */
  cursor: string;
  /** The product's last stock ledger entry, read in the same statement as its stock. */
  ledger_entry: string | null;
};

function asProduct(row: Row) {
  return {
    sku: row.sku,
    name: row.name,
    brand: row.brand,
    category: row.category,
    priceTk: row.price_tk,
    regularPriceTk: row.regular_price_tk,
    stock: row.stock,
    weightGrams: row.weight_grams,
    warrantyMonths: row.warranty_months,
    warrantyKind: row.warranty_kind,
    details: row.details,
    imageUrl: row.image_url,
    images: row.images,
    specs: row.specs,
    origin: row.origin,
    saleEndsAt: row.sale_ends_at,
    availability: row.availability,
    costPriceTk: row.cost_price_tk,
    serialTracked: row.serial_tracked,
  };
}

function entryOf(row: Row): number | null {
  return row.ledger_entry === null ? null : Number(row.ledger_entry);
}

async function* catalogueLines(pool: pg.Pool, withDeleted: boolean): AsyncGenerator<string> {
  yield BYTE_ORDER_MARK + csvLine(CATALOGUE_COLUMNS);
  let after: { cursor: string; id: string } | undefined;
  for (;;) {
    const { rows } = await pool.query<Row>(
      `select id, sku, name, brand, category, price_tk, regular_price_tk, stock, weight_grams, warranty_months,
         warranty_kind, details, image_url, images, specs, origin, sale_ends_at, availability,
         cost_price_tk, serial_tracked,
         created_at::text as cursor,
         (select max(l.entry_no)::text from stock_ledger l where l.product_id = products.id) as ledger_entry
       from products
       where ($1 or deleted_at is null) and ($2::timestamptz is null or (created_at, id) > ($2, $3::uuid))
       order by created_at, id limit ${PAGE}`,
      [withDeleted, after?.cursor ?? null, after?.id ?? null],
    );
    if (rows.length > 0)
      yield rows.map((row) => csvLine(productCells(asProduct(row), entryOf(row)))).join('');
    const last = rows.at(-1);
    if (!last || rows.length < PAGE) return;
    after = { cursor: last.cursor, id: last.id };
  }
}

/** The catalogue file as a stream of text; removed products only when asked for. */
export function exportCatalogue(pool: pg.Pool, withDeleted: boolean): Readable {
  return Readable.from(catalogueLines(pool, withDeleted));
}
