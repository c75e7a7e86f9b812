import { and, asc, eq, getTableColumns, max, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { ImportReport } from '../../../shared/schemas/catalogue-file.ts';
import * as schema from '../../db/schema.ts';
import { images, products } from '../../db/schema.ts';
import { stockLedger } from '../../db/schema-checkout.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { AuthUser } from '../../http/access.ts';
import { HttpError } from '../../http/errors.ts';
import { setPriceSourceOn } from '../products/index.ts';
import type { ProductRow } from '../products/index.ts';
import { productValues, skuTaken, writeProductPatches } from '../products/index.ts';
import { adminActor } from '../stock/index.ts';
import { changeStock, type StockMove } from '../stock/index.ts';
import { parseCsv } from './csv.ts';
import { readHeader, skusOf } from './import-header.ts';
import { planImport, type ImportPlan } from './import-plan.ts';

// A catalogue file in, all or nothing (docs/product.md#catalogue): the dry run and the import
// plan the same way inside one transaction, the dry run then rolls back, the import applies
// exactly what was planned. Stock moves go through the stock ledger (reason `import`, the
// file's name in the note); prices are recorded with source `import` and the admin.

/** The most rows one file may carry: larger catalogues are imported in parts. */
export const MAX_IMPORT_ROWS = 20_000;
/** New products per INSERT: well under PostgreSQL's 65,535 parameters a statement. */
const CREATE_BATCH = 1000;
/** The largest file taken, in bytes. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

export interface CatalogueFile {
  name: string;
  bytes: Buffer;
}

function textOf(file: CatalogueFile): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file.bytes);
  } catch {
    throw new HttpError(400, 'The file is not UTF-8 text: save it as “CSV UTF-8” and try again.');
  }
  if (text.includes('\u0000')) {
    throw new HttpError(
      400,
      'The file is not a CSV text file: save the sheet as CSV and try again.',
    );
  }
  return text;
}

function recordsOf(file: CatalogueFile): string[][] {
  const records = parseCsv(textOf(file), MAX_IMPORT_ROWS + 1);
  if (!records) {
    throw new HttpError(
      400,
      `The file has more than ${MAX_IMPORT_ROWS} products: import at most ${MAX_IMPORT_ROWS} rows at a time.`,
    );
  }
  if (records.length === 0) throw new HttpError(400, 'The file is empty: it needs a header row.');
  return records;
}

/**
 * `column = any(values)`, the values sent as one array parameter however many there are (a
 * file's thousands of rows), where `inArray` would send one parameter each.
 */
const isAnyOf = (column: SQLWrapper, values: readonly unknown[]): SQL =>
  sql`${column} = any(${sql.param(values)})`;

// A product row as the import reads it: everything but what only the database reads to find
// and order products (the search document and the stored lower-case name).
const {
  searchDocument: _searchDocument,
  sortName: _sortName,
  ...productColumns
} = getTableColumns(products);

async function readShop(client: pg.PoolClient, skus: string[], plans: string[][], lock: boolean) {
  const tx = drizzle(client, { schema });
  const named = tx
    .select(productColumns)
    .from(products)
    .where(isAnyOf(sql`lower(${products.sku})`, skus))
    .orderBy(asc(products.id));
  const rows: ProductRow[] = lock ? await named.for('update') : await named;
  const bySku = new Map<string, ProductRow>();
  for (const product of rows) bySku.set(product.sku.toLowerCase(), product);
  const pictures = plans
    .flat()
    .flatMap((cell) =>
      [...cell.matchAll(/\/images\/([0-9a-f]{32})\.webp/g)].map((m) => m[1] as string),
    );
  const known = await tx
    .select({ id: images.id })
    .from(images)
    .where(isAnyOf(images.id, [...new Set(pictures)]));
  // Under the products' lock when importing: no other import writes an entry meanwhile.
  const imports = await tx
    .select({ productId: stockLedger.productId, entry: max(stockLedger.entryNo) })
    .from(stockLedger)
    .where(
      and(
        eq(stockLedger.reason, 'import'),
        isAnyOf(
          stockLedger.productId,
          [...bySku.values()].map((product) => product.id),
        ),
      ),
    )
    .groupBy(stockLedger.productId);
  return {
    bySku,
    knownImages: new Set(known.map((row) => row.id)),
    lastImportEntries: new Map(imports.map((row) => [row.productId, Number(row.entry)])),
  };
}

function reportOf(plan: ImportPlan, applied: boolean): ImportReport {
  return {
    rows: plan.rows,
    create: plan.creates.length,
    update: plan.updates.length,
    unchanged: plan.unchanged,
    errors: plan.errors,
    changes: plan.changes,
    applied,
  };
}

class DryRunDone extends Error {
  constructor(readonly report: ImportReport) {
    super('dry run');
  }
}

/**
 * Checks a catalogue file and, unless it is a dry run, applies it. A file with errors is a
 * dry run's answer, and a 422 (nothing changed) for the import.
 */
export async function importCatalogue(
  pool: pg.Pool,
  admin: AuthUser,
  file: CatalogueFile,
  dryRun: boolean,
): Promise<ImportReport> {
  const [header = [], ...records] = recordsOf(file);
  const { columns, errors } = readHeader(header);
  if (errors.length > 0) {
    const report = {
      rows: records.length,
      create: 0,
      update: 0,
      unchanged: 0,
      errors,
      changes: [],
      applied: false,
    };
    if (dryRun) return report;
    throw importRefused(report);
  }
  try {
    return await inTransaction(pool, async (client) => {
      const shop = await readShop(client, skusOf(columns, records), records, !dryRun);
      const plan = planImport(columns, records, shop);
      if (dryRun) throw new DryRunDone(reportOf(plan, false));
      if (plan.errors.length > 0) throw importRefused(reportOf(plan, false));
      await applyPlan(client, admin, file.name, plan);
      return reportOf(plan, true);
    });
  } catch (error) {
    if (error instanceof DryRunDone) return error.report;
    throw error;
  }
}

function importRefused(report: ImportReport): HttpError {
  const issues = Object.fromEntries(
    report.errors
      .slice(0, 50)
      .map((error) => [`row ${error.row}, ${error.column || 'row'}`, error.message]),
  );
  return new HttpError(
    422,
    `The file has ${report.errors.length} error${report.errors.length === 1 ? '' : 's'}; nothing was changed. Dry-run it to see them all.`,
    issues,
  );
}

async function applyPlan(
  client: pg.PoolClient,
  admin: AuthUser,
  fileName: string,
  plan: ImportPlan,
) {
  const cause = { reason: 'import' as const, note: `Imported from ${fileName}`.slice(0, 300) };
  await setPriceSourceOn(client, 'import', admin.id);
  // New products are written with their stock: the ledger's first entry for each
  // (db/functions/function.record_initial_stock.sql) then carries the import's reason and
  // note, instead of a second write of every new product.
  await client.query(
    "select set_config('circuit_haat.initial_stock_reason', $1, true), set_config('circuit_haat.initial_stock_note', $2, true)",
    [cause.reason, cause.note],
  );
  const tx = drizzle(client, { schema });
  for (let at = 0; at < plan.creates.length; at += CREATE_BATCH) {
    const batch = plan.creates.slice(at, at + CREATE_BATCH);
    await tx
      .insert(products)
      .values(batch.map((create) => productValues(admin.id, create.input)))
      .catch(skuTaken(batch.map((create) => create.input.sku).join(', ')));
  }
  // Updates in one statement per set of columns changed, not one per row.
  const patched = plan.updates.filter((update) => Object.keys(update.patch).length > 0);
  await writeProductPatches(client, patched).catch(
    skuTaken(patched.map((update) => update.sku).join(', ')),
  );
  const moves: StockMove[] = plan.updates.flatMap((update) =>
    update.stock ? [{ productId: update.id, change: update.stock.to - update.stock.from }] : [],
  );
  moves.sort((a, b) => a.productId.localeCompare(b.productId));
  const written = await changeStock(client, cause, moves, adminActor(admin));
  if (!written) throw new Error('change_stocks refused an import move checked under lock');
}
