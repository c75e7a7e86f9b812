import { z } from 'zod';
import { AVAILABILITIES } from '../../../shared/availability.ts';
import { CATEGORIES, type Category } from '../../../shared/categories.ts';
import type { ImportError } from '../../../shared/schemas/catalogue-file.ts';
import {
  newProductSchema,
  productPatchSchema,
  skuSchema,
} from '../../../shared/schemas/product-admin.ts';
import { specsIssues } from '../../../shared/specs/specs-issues.ts';
import { saleIssues } from '../../../shared/sale.ts';
import type { ProductInput } from '../products/index.ts';
import type { ProductRow } from '../products/index.ts';
import {
  LIST_SEPARATOR,
  SPEC_COLUMN,
  specValue,
  yesNoCell,
  type FieldColumn,
} from './catalogue-columns.ts';
import { numberCellText } from './number-cell.ts';
import { cellTextErrors } from './cell-text.ts';
import { AS_EXPORTED, LEDGER_ENTRY, stockOfRow, type StockChange } from './import-stock.ts';

// Checking one row of a catalogue file by the same rules as the product form (the shared
// schemas and spec rules): its SKU, the cells it has, and what they would make of the
// product the SKU names, or of a new one. Rows are numbered as a spreadsheet shows them:
// the header is row 1. An empty cell keeps a field every product has (name, price, stock,
// pictures...) and empties one it may lack (brand, a spec). import-plan.ts gathers the
// rows' verdicts into the plan.

export type Specs = Record<string, unknown>;
export type Patch = Omit<ProductInput, 'quantity' | 'name' | 'details' | 'price'> &
  Partial<Pick<ProductInput, 'name' | 'details' | 'price'>>;

/** What the planner reads of the shop: the products the file names, and its pictures. */
export interface ShopState {
  bySku: Map<string, ProductRow>;
  knownImages: Set<string>;
  /** By product id: the last stock ledger entry an import wrote (import-stock.ts). */
  lastImportEntries: Map<string, number>;
}

/** A row's verdict: refused (and why), a new product, or the changes to the product it names. */
export type CheckedRow =
  | { kind: 'refused'; errors: ImportError[] }
  | { kind: 'create'; input: ProductInput & { sku: string } }
  | {
      kind: 'update';
      current: ProductRow;
      patch: Patch;
      /** The new stock, when it differs from the stock now, and why. */
      stock?: StockChange;
      /** The file's fields whose value differs from the product's. */
      changed: Record<string, unknown>;
    };

const INTEGER = /^-?\d+$/;
const AVAILABILITY_WORDS = `Availability must be one of: ${AVAILABILITIES.join(', ')}`;

/** A sale end as the product form sends it: an ISO date and time with its offset. */
const SALE_END = z.iso.datetime({ offset: true });

/**
 * A `saleEndsAt` cell: empty is no end; a date and time with its offset is read as the
 * instant in UTC the export writes, so an unchanged end compares equal; anything else is
 * left as typed for the product schemas to refuse.
 */
function saleEndOf(text: string): string | null {
  if (text === '') return null;
  return SALE_END.safeParse(text).success ? new Date(text).toISOString() : text;
}
const NUMBER_COLUMNS = new Set<string>([
  'price',
  'regularPrice',
  'stock',
  'weightGrams',
  'warrantyMonths',
  'costPrice',
]);

/** Where a field of the shared schemas is in the file. */
function columnOf(path: readonly PropertyKey[]): string {
  const [field, key] = path.map(String);
  if (field === 'quantity') return 'stock';
  if (field === 'specs') return key === undefined ? 'category' : SPEC_COLUMN + key;
  return field ?? 'sku';
}

function issuesOf(error: z.ZodError, row: number): ImportError[] {
  return error.issues.map((issue) => ({
    row,
    column: columnOf(issue.path),
    message: issue.message,
  }));
}

function sameSpecs(a: Specs, b: Specs): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));
}

/**
 * Checks row number `row` of the file. `skuRows` holds the row each SKU (lower case) was
 * first seen on: a SKU seen earlier refuses the row, and a row whose SKU is valid adds it.
 */
export function checkRow(
  columns: readonly string[],
  record: readonly string[],
  row: number,
  shop: ShopState,
  skuRows: Map<string, number>,
): CheckedRow {
  const cells = new Map<string, string>();
  columns.forEach((column, at) => {
    if (column) cells.set(column, record[at] ?? '');
  });
  const rowErrors: ImportError[] = [];
  // Text the product form's request would be refused for (cell-text.ts).
  rowErrors.push(...cellTextErrors(cells, row));
  if (
    record.length > columns.length &&
    record.slice(columns.length).some((cell) => cell.trim() !== '')
  ) {
    rowErrors.push({
      row,
      column: '',
      message: `This row has ${record.length} cells; the header names ${columns.length}`,
    });
  }
  const sku = skuSchema.safeParse(cells.get('sku') ?? '');
  if (!sku.success) {
    const errors = issuesOf(sku.error, row).map((error) => ({ ...error, column: 'sku' }));
    return { kind: 'refused', errors };
  }
  const key = sku.data.toLowerCase();
  const earlier = skuRows.get(key);
  if (earlier !== undefined) {
    const message = `SKU ${sku.data} is also on row ${earlier}`;
    return { kind: 'refused', errors: [{ row, column: 'sku', message }] };
  }
  skuRows.set(key, row);
  const current = shop.bySku.get(key);
  if (current?.deletedAt) {
    const message = `SKU ${sku.data} is a removed product's: restore it first`;
    return { kind: 'refused', errors: [{ row, column: 'sku', message }] };
  }
  // Fields as the shared schemas take them; a column left out of the file is left alone.
  const fields: Record<string, unknown> = {};
  for (const [column, raw] of cells) {
    const text = raw.trim();
    if (column === 'sku' || column.startsWith(SPEC_COLUMN)) continue;
    // Not product fields: what the stock cell is read against (import-stock.ts).
    if (column === AS_EXPORTED || column === LEDGER_ENTRY) continue;
    const name = column as FieldColumn;
    if (NUMBER_COLUMNS.has(name)) {
      // An empty regular price is no sale, an empty cost a cost not known: a product may lack
      // either.
      if (text === '' && (name === 'regularPrice' || name === 'costPrice')) fields[name] = null;
      if (text === '') continue;
      const digits = numberCellText(text);
      if (!INTEGER.test(digits)) {
        rowErrors.push({ row, column, message: `${column} must be a whole number` });
        continue;
      }
      fields[name === 'stock' ? 'quantity' : name] = Number(digits);
      continue;
    }
    if (name === 'saleEndsAt') {
      fields.saleEndsAt = saleEndOf(text);
      continue;
    }
    if (name === 'availability') {
      // An empty cell leaves it; the words are read in any case, anything else is refused.
      if (text === '') continue;
      const word = text.toLowerCase();
      if ((AVAILABILITIES as readonly string[]).includes(word)) fields.availability = word;
      else rowErrors.push({ row, column, message: `${AVAILABILITY_WORDS} (found “${text}”)` });
      continue;
    }
    if (name === 'serialTracked') {
      const value = yesNoCell(text);
      if (value !== undefined) fields.serialTracked = value;
      else if (text !== '')
        rowErrors.push({ row, column, message: `${column} must be true or false` });
      continue;
    }
    if (name === 'images') {
      if (text !== '') fields.images = text.split(LIST_SEPARATOR).map((item) => item.trim());
      continue;
    }
    if (name === 'image' || name === 'warrantyKind' || name === 'category') {
      if (text !== '') fields[name] = text;
      continue;
    }
    // A product needs a name and details: an empty cell keeps them (a new product is then
    // told they are required); an empty brand is no brand.
    if ((name === 'name' || name === 'details') && text === '') continue;
    fields[name] = raw;
  }
  const category = (fields.category ?? current?.category ?? 'other') as Category;
  if (!(CATEGORIES as readonly string[]).includes(category)) {
    // The schema below names the allowed categories.
    fields.specs = {};
  } else {
    const specs: Specs = { ...((current?.specs as Specs | undefined) ?? {}) };
    let specColumns = false;
    for (const [column, raw] of cells) {
      if (!column.startsWith(SPEC_COLUMN)) continue;
      specColumns = true;
      const specKey = column.slice(SPEC_COLUMN.length);
      const value = specValue(category, specKey, raw);
      if (value === undefined) delete specs[specKey];
      else specs[specKey] = value;
    }
    if (specColumns || fields.category !== undefined) fields.specs = specs;
  }
  for (const picture of [fields.image, ...((fields.images as unknown[] | undefined) ?? [])]) {
    if (typeof picture !== 'string') continue;
    const id = /^\/images\/([0-9a-f]{32})\.webp$/.exec(picture)?.[1];
    if (id !== undefined && !shop.knownImages.has(id)) {
      rowErrors.push({
        row,
        column: fields.images ? 'images' : 'image',
        message: `No picture ${picture} in the shop: upload it first`,
      });
    }
  }
  if (!current) {
    const parsed = newProductSchema.safeParse({ ...fields, sku: sku.data });
    if (!parsed.success) rowErrors.push(...issuesOf(parsed.error, row));
    if (rowErrors.length > 0 || !parsed.success) return { kind: 'refused', errors: rowErrors };
    return { kind: 'create', input: { ...parsed.data, sku: sku.data } };
  }
  const { quantity, ...editable } = fields;
  const rowStock = stockOfRow(row, {
    typed: quantity as number | undefined,
    asExported: cells.get(AS_EXPORTED),
    ledgerEntry: cells.get(LEDGER_ENTRY),
    now: current.stock,
    lastImportEntry: shop.lastImportEntries.get(current.id) ?? null,
  });
  rowErrors.push(...rowStock.errors);
  const stock = rowStock.change;
  const changed = changedFields(editable, current);
  let patch: Patch = {};
  if (Object.keys(changed).length > 0) {
    const parsed = productPatchSchema.safeParse(changed);
    if (!parsed.success) rowErrors.push(...issuesOf(parsed.error, row));
    else patch = parsed.data;
    // The file's regular price, changed or not, must be above the price the row leaves; a
    // new sale end must be a future one, of a sale (as the product form's edit is checked).
    const newEnd = typeof changed.saleEndsAt === 'string' ? changed.saleEndsAt : null;
    if (typeof fields.regularPrice === 'number' || (newEnd !== null && parsed.success)) {
      const regularPrice =
        fields.regularPrice === undefined ? current.regularPriceTk : fields.regularPrice;
      const sale = saleIssues({
        price: typeof fields.price === 'number' ? fields.price : current.priceTk,
        regularPrice: typeof regularPrice === 'number' ? regularPrice : null,
        saleEndsAt: parsed.success ? newEnd : null,
      });
      for (const [field, message] of Object.entries(sale)) {
        rowErrors.push({ row, column: field, message });
      }
    }
    const specIssues = specsIssues(category, changed.specs ?? current.specs);
    for (const [field, message] of Object.entries(specIssues)) {
      rowErrors.push({ row, column: columnOf(field.split('.')), message });
    }
  }
  if (rowErrors.length > 0) return { kind: 'refused', errors: rowErrors };
  return { kind: 'update', current, patch, ...(stock && { stock }), changed };
}

/** The product's value of a field of the file (its column's name), as the file shows it. */
export function currentValue(field: string, current: ProductRow): unknown {
  const values: Record<string, unknown> = {
    name: current.name,
    details: current.details,
    brand: current.brand,
    category: current.category,
    price: current.priceTk,
    regularPrice: current.regularPriceTk,
    weightGrams: current.weightGrams,
    warrantyMonths: current.warrantyMonths,
    warrantyKind: current.warrantyKind,
    image: current.imageUrl,
    images: current.images,
    origin: current.origin,
    saleEndsAt: current.saleEndsAt?.toISOString() ?? null,
    availability: current.availability,
    costPrice: current.costPriceTk,
    serialTracked: current.serialTracked,
  };
  return values[field];
}

/** The fields whose value in the file differs from the product's. */
function changedFields(
  fields: Record<string, unknown>,
  current: ProductRow,
): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields)) {
    if (field === 'specs') {
      if (!sameSpecs(value as Specs, current.specs)) changed.specs = value;
      continue;
    }
    const now = currentValue(field, current);
    const trimmed = typeof value === 'string' ? value.trim() : value;
    if (JSON.stringify(trimmed) !== JSON.stringify(now)) changed[field] = value;
  }
  // One main picture sent alone stays the main one of the pictures the product has.
  if (
    changed.image !== undefined &&
    changed.images === undefined &&
    current.images.includes(changed.image as string)
  ) {
    changed.images = [changed.image, ...current.images.filter((image) => image !== changed.image)];
  }
  return changed;
}
