import type { ImportError } from '../../../shared/schemas/catalogue-file.ts';
import { MAX_STOCK } from '../../../shared/schemas/stock.ts';
import { numberCellText } from './number-cell.ts';

// The stock a catalogue file asks for an existing product (docs/product.md#catalogue,
// decision 070). The export writes each product's stock twice, `stock` for the owner to edit
// and `stockAsExported` to leave, with `stockLedgerEntry`, the product's last stock ledger
// entry then. Orders go on while the file is out, so the file's number is not today's stock:
// only what the owner typed over the exported number (`stock` - `stockAsExported`) is a
// change, applied to today's stock. An unchanged row moves nothing, whatever was sold
// meanwhile. A file without the column (an older export, a sheet made by hand) still sets
// the stock to its number, and the report says so on every such change.

export const AS_EXPORTED = 'stockAsExported';
export const LEDGER_ENTRY = 'stockLedgerEntry';

/** A row's stock move: from today's stock to the stock after, and why, for the report. */
export interface StockChange {
  from: number;
  to: number;
  note: string;
}

export interface RowStock {
  /** The row's `stock` cell, read as a whole number (undefined: empty, stock kept). */
  typed: number | undefined;
  /** The row's cells of the two columns, when the file has them. */
  asExported: string | undefined;
  ledgerEntry: string | undefined;
  /** Today's stock, and the last ledger entry an import wrote for the product (null: none). */
  now: number;
  lastImportEntry: number | null;
}

const WHOLE = /^\d+$/;
const units = (n: number) => (n === 1 ? '1 is' : `${n} are`);

function setTo(typed: number, now: number, why: string): StockChange | undefined {
  return typed === now
    ? undefined
    : { from: now, to: typed, note: `set to the file’s number: ${why}` };
}

/** The row's stock change (none: undefined) or what is wrong with its stock cells. */
export function stockOfRow(
  row: number,
  stock: RowStock,
): { change?: StockChange; errors: ImportError[] } {
  const { typed, now } = stock;
  if (typed === undefined) return { errors: [] };
  if (typed < 0 || typed > MAX_STOCK) {
    const message = `stock must be a whole number from 0 to ${MAX_STOCK}`;
    return { errors: [{ row, column: 'stock', message }] };
  }
  if (stock.asExported === undefined) {
    return { change: setTo(typed, now, `the file has no ${AS_EXPORTED} column`), errors: [] };
  }
  const exportedText = numberCellText(stock.asExported);
  if (exportedText === '') {
    return { change: setTo(typed, now, `this row’s ${AS_EXPORTED} is empty`), errors: [] };
  }
  const exported = Number(exportedText);
  if (!WHOLE.test(exportedText) || exported > MAX_STOCK) {
    const message = `${AS_EXPORTED} must be the export’s whole number from 0 to ${MAX_STOCK}: put back the number the export wrote, or leave it empty to set the stock to the file’s number`;
    return { errors: [{ row, column: AS_EXPORTED, message }] };
  }
  const difference = typed - exported;
  if (difference === 0) return { errors: [] };
  const entryText = numberCellText(stock.ledgerEntry ?? '');
  if (entryText !== '' && !WHOLE.test(entryText)) {
    const message = `${LEDGER_ENTRY} must be the export’s whole number: put it back, or export the catalogue again`;
    return { errors: [{ row, column: LEDGER_ENTRY, message }] };
  }
  // A typed change is the owner's once: the same file imported again would add it twice.
  if (
    entryText !== '' &&
    stock.lastImportEntry !== null &&
    stock.lastImportEntry > Number(entryText)
  ) {
    const message =
      'An import changed this product’s stock after this file was exported: export the catalogue again and type the change there';
    return { errors: [{ row, column: 'stock', message }] };
  }
  const to = now + difference;
  const typedAs = `(${AS_EXPORTED} ${exported}, stock ${typed})`;
  if (to < 0) {
    const message = `The file takes ${-difference} off ${typedAs} but ${units(now)} in stock now: export the catalogue again and type the change there`;
    return { errors: [{ row, column: 'stock', message }] };
  }
  if (to > MAX_STOCK) {
    const message = `The file adds ${difference} ${typedAs} to the ${now} in stock now: stock can be at most ${MAX_STOCK}`;
    return { errors: [{ row, column: 'stock', message }] };
  }
  const sign = difference > 0 ? '+' : '';
  return {
    change: { from: now, to, note: `${sign}${difference} typed in the file ${typedAs}` },
    errors: [],
  };
}
