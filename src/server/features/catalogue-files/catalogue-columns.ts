import { CATEGORIES, type Category } from '../../../shared/categories.ts';
import { specFieldsOf, specFieldOf } from '../../../shared/specs/spec-fields.ts';
import type { ProductRow } from '../products/index.ts';

// The columns of the catalogue file, in the export's order (docs/product.md#catalogue):
// the product's fields under the API's names, then one `spec.<key>` column for every spec key
// of every category, empty where it does not apply. Lists (pictures, list specs) are joined
// with `|`. Beside `stock`, the stock as exported and the product's last stock ledger entry
// then: the import moves stock only by what the owner typed over that number
// (import-stock.ts), so a file exported before a sale never puts the sold units back.

export const FIELD_COLUMNS = [
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
  // Added after the first fifteen, so a sheet made for those still lines up.
  'origin',
  'saleEndsAt',
  // How it is sold besides its stock: normal, preorder or coming-soon (decision 078).
  'availability',
  // What one unit cost the shop; staff only, as the whole file is (decision 081).
  'costPrice',
  // Whether each unit sold gets its serial recorded (docs/product.md#warranty-desk).
  'serialTracked',
] as const;
export type FieldColumn = (typeof FIELD_COLUMNS)[number];

export const SPEC_COLUMN = 'spec.';
export const LIST_SEPARATOR = '|';

/** Every spec key of every category, each once, in the categories' order. */
export const SPEC_KEYS: readonly string[] = [
  ...new Set(CATEGORIES.flatMap((category) => specFieldsOf(category).map((field) => field.key))),
];

export const CATALOGUE_COLUMNS: readonly string[] = [
  ...FIELD_COLUMNS,
  ...SPEC_KEYS.map((key) => SPEC_COLUMN + key),
];

function specText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(String).join(LIST_SEPARATOR);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * A product's row of the file, as text, in CATALOGUE_COLUMNS order. `stockLedgerEntry`: the
 * number of the product's last stock ledger entry, read with its stock.
 */
export function productCells(
  row: Pick<
    ProductRow,
    | 'sku'
    | 'name'
    | 'brand'
    | 'category'
    | 'priceTk'
    | 'regularPriceTk'
    | 'stock'
    | 'weightGrams'
    | 'warrantyMonths'
    | 'warrantyKind'
    | 'details'
    | 'imageUrl'
    | 'images'
    | 'specs'
    | 'origin'
    | 'saleEndsAt'
    | 'availability'
    | 'costPriceTk'
    | 'serialTracked'
  >,
  stockLedgerEntry: number | null,
): string[] {
  const fields: Record<FieldColumn, string> = {
    sku: row.sku,
    name: row.name,
    brand: row.brand,
    category: row.category,
    price: String(row.priceTk),
    // Empty when the product is not on sale (docs/product.md#sale-prices).
    regularPrice: row.regularPriceTk === null ? '' : String(row.regularPriceTk),
    stock: String(row.stock),
    stockAsExported: String(row.stock),
    stockLedgerEntry: stockLedgerEntry === null ? '' : String(stockLedgerEntry),
    weightGrams: String(row.weightGrams),
    warrantyMonths: String(row.warrantyMonths),
    warrantyKind: row.warrantyKind,
    details: row.details,
    image: row.imageUrl,
    images: row.images.join(LIST_SEPARATOR),
    origin: row.origin,
    // In UTC, as the API answers it; empty: the sale has no end (or there is no sale).
    saleEndsAt: row.saleEndsAt?.toISOString() ?? '',
    availability: row.availability,
    // Empty: the cost is not known.
    costPrice: row.costPriceTk === null ? '' : String(row.costPriceTk),
    serialTracked: String(row.serialTracked ?? false),
  };
  const specs = row.specs as Record<string, unknown>;
  return [
    ...FIELD_COLUMNS.map((column) => fields[column]),
    ...SPEC_KEYS.map((key) => specText(specs[key])),
  ];
}

/** A true/false cell (yes/no too, any case); undefined for anything else. */
export function yesNoCell(text: string): boolean | undefined {
  const word = text.trim().toLowerCase();
  if (word === 'true' || word === 'yes') return true;
  if (word === 'false' || word === 'no') return false;
  return undefined;
}

/**
 * A spec cell as the value the product stores, by the field's kind in the category (the same
 * reading as the product form's inputs); the shared spec rules then check it. Undefined: empty.
 */
export function specValue(category: Category, key: string, text: string): unknown {
  const field = specFieldOf(category, key);
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (!field) return trimmed;
  const one = (item: string): unknown => {
    if (field.kind === 'integer' || field.kind === 'decimal') {
      return /^-?\d+(\.\d+)?$/.test(item) ? Number(item) : item;
    }
    if (field.kind === 'boolean') {
      const lower = item.toLowerCase();
      return lower === 'true' || lower === 'yes'
        ? true
        : lower === 'false' || lower === 'no'
          ? false
          : item;
    }
    if (field.kind === 'choice' && field.choices?.every((choice) => /^\d+$/.test(choice))) {
      return /^\d+$/.test(item) ? Number(item) : item;
    }
    return item;
  };
  if (field.list) {
    return trimmed
      .split(LIST_SEPARATOR)
      .map((item) => item.trim())
      .filter((item) => item !== '')
      .map(one);
  }
  return one(trimmed);
}
