import type { ImportChange, ImportError } from '../../../shared/schemas/catalogue-file.ts';
import type { ProductInput } from '../products/index.ts';
import { LIST_SEPARATOR, SPEC_COLUMN, SPEC_KEYS } from './catalogue-columns.ts';
import { checkRow, currentValue, type Patch, type ShopState, type Specs } from './import-row.ts';
import type { StockChange } from './import-stock.ts';

// What a catalogue file would change: each row checked (import-row.ts), the new products,
// the changes to existing ones and the refusals gathered, with every field that would
// change from what to what. The dry run answers it, the import applies it.

export interface PlannedCreate {
  row: number;
  input: ProductInput & { sku: string };
}
export interface PlannedUpdate {
  row: number;
  id: string;
  sku: string;
  patch: Patch;
  /** The new stock, when it differs from the stock now, and why. */
  stock?: StockChange;
}

export interface ImportPlan {
  rows: number;
  creates: PlannedCreate[];
  updates: PlannedUpdate[];
  unchanged: number;
  errors: ImportError[];
  changes: ImportChange[];
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
  const skuRows = new Map<string, number>();
  records.forEach((record, index) => {
    // The header is row 1.
    const row = index + 2;
    const checked = checkRow(columns, record, row, shop, skuRows);
    if (checked.kind === 'refused') {
      plan.errors.push(...checked.errors);
      return;
    }
    if (checked.kind === 'create') {
      const { input } = checked;
      plan.creates.push({ row, input });
      for (const [field, value] of Object.entries(input)) {
        if (value !== undefined && field !== 'sku')
          plan.changes.push({
            sku: input.sku,
            field: field === 'quantity' ? 'stock' : field,
            from: null,
            to: shown(value),
          });
      }
      return;
    }
    const { current, patch, stock, changed } = checked;
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
        note: stock.note,
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
