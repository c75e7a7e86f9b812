import type { z } from 'zod';
import { CATEGORIES, type Category } from '../../../shared/categories.ts';
import type { ImportChange, ImportError } from '../../../shared/schemas/catalogue-file.ts';
import {
  newProductSchema,
  productPatchSchema,
  skuSchema,
} from '../../../shared/schemas/product-admin.ts';
import { MAX_STOCK } from '../../../shared/schemas/stock.ts';
import { specsIssues } from '../../../shared/specs/specs-issues.ts';
import { saleIssues } from '../../../shared/sale.ts';
import type { ProductInput } from '../products/index.ts';
import type { ProductRow } from '../products/index.ts';
import {
  LIST_SEPARATOR,
  SPEC_COLUMN,
  SPEC_KEYS,
  specValue,
  type FieldColumn,
} from './catalogue-columns.ts';

// What a catalogue file would change, row by row, checked by the same rules as the product
// form (the shared schemas and spec rules): the dry run answers it, the import applies it.
// Rows are numbered as a spreadsheet shows them: the header is row 1. An empty cell keeps a
// field every product has (name, price, stock, pictures...) and empties one it may lack
// (brand, a spec).

type Specs = Record<string, unknown>;
type Patch = Omit<ProductInput, 'quantity' | 'name' | 'details' | 'price'> &
  Partial<Pick<ProductInput, 'name' | 'details' | 'price'>>;

export interface PlannedCreate {
  row: number;
  input: ProductInput & { sku: string };
}
export interface PlannedUpdate {
  row: number;
  id: string;
  sku: string;
  patch: Patch;
  /** The new stock, when it differs from the stock now. */
  stock?: { from: number; to: number };
}

export interface ImportPlan {
  rows: number;
  creates: PlannedCreate[];
  updates: PlannedUpdate[];
  unchanged: number;
  errors: ImportError[];
  changes: ImportChange[];
}

/** What the planner reads of the shop: the products the file names, and its pictures. */
export interface ShopState {
  bySku: Map<string, ProductRow>;
  knownImages: Set<string>;
}

const INTEGER = /^-?\d+$/;
const NUMBER_COLUMNS = new Set<string>([
  'price',
  'regularPrice',
  'stock',
  'weightGrams',
  'warrantyMonths',
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

function shown(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.map(String).join(LIST_SEPARATOR);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function planImport(columns: string[], records: string[][], shop: ShopState): ImportPlan {
  const plan: ImportPlan = {
    rows: records.length,
    creates: [],
    updates: [],
    unchanged: 0,
    errors: [],
    changes: [],
  };
  const firstRowOf = new Map<string, number>();
  records.forEach((record, index) => {
    const row = index + 2;
    const cells = new Map<string, string>();
    columns.forEach((column, at) => {
      if (column) cells.set(column, record[at] ?? '');
    });
    const rowErrors: ImportError[] = [];
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
      plan.errors.push(...issuesOf(sku.error, row).map((error) => ({ ...error, column: 'sku' })));
      return;
    }
    const key = sku.data.toLowerCase();
    const earlier = firstRowOf.get(key);
    if (earlier !== undefined) {
      plan.errors.push({
        row,
        column: 'sku',
        message: `SKU ${sku.data} is also on row ${earlier}`,
      });
      return;
    }
    firstRowOf.set(key, row);
    const current = shop.bySku.get(key);
    if (current?.deletedAt) {
      plan.errors.push({
        row,
        column: 'sku',
        message: `SKU ${sku.data} is a removed product's: restore it first`,
      });
      return;
    }
    // Fields as the shared schemas take them; a column left out of the file is left alone.
    const fields: Record<string, unknown> = {};
    for (const [column, raw] of cells) {
      const text = raw.trim();
      if (column === 'sku' || column.startsWith(SPEC_COLUMN)) continue;
      const name = column as FieldColumn;
      if (NUMBER_COLUMNS.has(name)) {
        // An empty regular price is no sale: the product may lack one.
        if (text === '' && name === 'regularPrice') fields.regularPrice = null;
        if (text === '') continue;
        if (!INTEGER.test(text.replaceAll(',', ''))) {
          rowErrors.push({ row, column, message: `${column} must be a whole number` });
          continue;
        }
        fields[name === 'stock' ? 'quantity' : name] = Number(text.replaceAll(',', ''));
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
      if (rowErrors.length > 0 || !parsed.success) {
        plan.errors.push(...rowErrors);
        return;
      }
      plan.creates.push({
        row,
        input: { ...parsed.data, sku: sku.data },
      });
      for (const [field, value] of Object.entries(parsed.data)) {
        if (value !== undefined && field !== 'sku')
          plan.changes.push({
            sku: sku.data,
            field: field === 'quantity' ? 'stock' : field,
            from: null,
            to: shown(value),
          });
      }
      return;
    }
    const { quantity, ...editable } = fields;
    let stock: PlannedUpdate['stock'];
    if (quantity !== undefined) {
      if (typeof quantity !== 'number' || quantity < 0 || quantity > MAX_STOCK) {
        rowErrors.push({
          row,
          column: 'stock',
          message: `stock must be a whole number from 0 to ${MAX_STOCK}`,
        });
      } else if (quantity !== current.stock) stock = { from: current.stock, to: quantity };
    }
    const changed = changedFields(editable, current);
    let patch: Patch = {};
    if (Object.keys(changed).length > 0) {
      const parsed = productPatchSchema.safeParse(changed);
      if (!parsed.success) rowErrors.push(...issuesOf(parsed.error, row));
      else patch = parsed.data;
      // The file's regular price, changed or not, must be above the price the row leaves.
      if (typeof fields.regularPrice === 'number') {
        const sale = saleIssues({
          price: typeof fields.price === 'number' ? fields.price : current.priceTk,
          regularPrice: fields.regularPrice,
          saleEndsAt: null,
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
    if (rowErrors.length > 0) {
      plan.errors.push(...rowErrors);
      return;
    }
    if (!stock && Object.keys(patch).length === 0) {
      plan.unchanged++;
      return;
    }
    plan.updates.push({ row, id: current.id, sku: current.sku, patch, ...(stock && { stock }) });
    if (stock)
      plan.changes.push({
        sku: current.sku,
        field: 'stock',
        from: String(stock.from),
        to: String(stock.to),
      });
    for (const [field, value] of Object.entries(changed)) {
      if (field === 'specs') {
        const before = current.specs as Specs;
        const after = value as Specs;
        for (const specKey of SPEC_KEYS) {
          if (JSON.stringify(before[specKey]) !== JSON.stringify(after[specKey])) {
            plan.changes.push({
              sku: current.sku,
              field: SPEC_COLUMN + specKey,
              from: shown(before[specKey]),
              to: shown(after[specKey]),
            });
          }
        }
      } else {
        plan.changes.push({
          sku: current.sku,
          field,
          from: shown(currentValue(field, current)),
          to: shown(value),
        });
      }
    }
  });
  return plan;
}

function currentValue(field: string, current: ProductRow): unknown {
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
