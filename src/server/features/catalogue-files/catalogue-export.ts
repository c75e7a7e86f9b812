import { Readable } from 'node:stream';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import * as schema from '../../db/schema.ts';
import { products } from '../../db/schema.ts';
import { stockLedger } from '../../db/schema-checkout.ts';
import { CATALOGUE_COLUMNS, productCells } from './catalogue-columns.ts';
import { csvLine } from '../../../shared/csv-cells.ts';

// The catalogue as a CSV file, written as it is read: a page of products at a time in
// catalogue order, so 10,000 products never sit in memory as one text.

const PAGE = 500;
const BYTE_ORDER_MARK = '\uFEFF';

/** A product's columns the file shows. */
const shown = {
  sku: products.sku,
  name: products.name,
  brand: products.brand,
  category: products.category,
  priceTk: products.priceTk,
  regularPriceTk: products.regularPriceTk,
  stock: products.stock,
  weightGrams: products.weightGrams,
  warrantyMonths: products.warrantyMonths,
  warrantyKind: products.warrantyKind,
  details: products.details,
  imageUrl: products.imageUrl,
  images: products.images,
  specs: products.specs,
  origin: products.origin,
  saleEndsAt: products.saleEndsAt,
  availability: products.availability,
  costPriceTk: products.costPriceTk,
  serialTracked: products.serialTracked,
};

/**
 * The product's last stock ledger entry (a bigint, as text), read in the same statement as
 * its stock. A statement of its own: in a one-table select, Drizzle writes a column of a
 * selected expression without its table, which would point `products.id` at the ledger's.
 */
const lastLedgerEntry = new QueryBuilder()
  .select({ entry: sql<string>`max(${stockLedger.entryNo})::text` })
  .from(stockLedger)
  .where(eq(stockLedger.productId, products.id));

/** A page's read: the product, where the next page starts, and its last ledger entry. */
const read = {
  product: shown,
  id: products.id,
  /** created_at as text: a Date would lose its microseconds and repeat or skip rows. */
  cursor: sql<string>`${products.createdAt}::text`,
  ledgerEntry: sql<string | null>`${lastLedgerEntry}`,
};

async function* catalogueLines(pool: pg.Pool, withDeleted: boolean): AsyncGenerator<string> {
  yield BYTE_ORDER_MARK + csvLine(CATALOGUE_COLUMNS);
  const db = drizzle(pool, { schema });
  let after: { cursor: string; id: string } | undefined;
  for (;;) {
    const rows = await db
      .select(read)
      .from(products)
      .where(
        and(
          withDeleted ? undefined : isNull(products.deletedAt),
          after &&
            sql`(${products.createdAt}, ${products.id}) > (${after.cursor}::timestamptz, ${after.id}::uuid)`,
        ),
      )
      .orderBy(asc(products.createdAt), asc(products.id))
      .limit(PAGE);
    if (rows.length > 0)
      yield rows
        .map((row) =>
          csvLine(
            productCells(row.product, row.ledgerEntry === null ? null : Number(row.ledgerEntry)),
          ),
        )
        .join('');
    const last = rows.at(-1);
    if (!last || rows.length < PAGE) return;
    after = { cursor: last.cursor, id: last.id };
  }
}

/** The catalogue file as a stream of text; removed products only when asked for. */
export function exportCatalogue(pool: pg.Pool, withDeleted: boolean): Readable {
  return Readable.from(catalogueLines(pool, withDeleted));
}
