import { describe, expect, test } from 'vitest';
import { stockOfRow, type RowStock } from './import-stock.ts';

// The stock rule of a catalogue row, cell by cell (import-stock.routes.test.ts walks it
// through the API with a real sale in between).

const row = (stock: Partial<RowStock>): RowStock => ({
  typed: 12,
  asExported: '12',
  ledgerEntry: '40',
  now: 10,
  lastImportEntry: null,
  ...stock,
});

describe('stockOfRow', () => {
  test('an unchanged number moves nothing, whatever the stock is today', () => {
    expect(stockOfRow(2, row({ now: 0 }))).toEqual({ errors: [] });
    expect(stockOfRow(2, row({ typed: undefined }))).toEqual({ errors: [] });
  });

  test('a typed number moves today’s stock by its difference from the exported one', () => {
    expect(stockOfRow(2, row({ typed: 9 })).change).toEqual({
      from: 10,
      to: 7,
      note: '-3 typed in the file (stockAsExported 12, stock 9)',
    });
  });

  test('without a stock as exported the file’s number is set, and the note says why', () => {
    expect(stockOfRow(2, row({ asExported: undefined })).change).toEqual({
      from: 10,
      to: 12,
      note: 'set to the file’s number: the file has no stockAsExported column',
    });
    expect(stockOfRow(2, row({ asExported: ' ' })).change?.note).toBe(
      'set to the file’s number: this row’s stockAsExported is empty',
    );
    expect(stockOfRow(2, row({ asExported: undefined, now: 12 }))).toEqual({ errors: [] });
  });

  test('bad cells and impossible stock are errors of the row’s cell', () => {
    const columns = (stock: Partial<RowStock>) =>
      stockOfRow(7, row(stock)).errors.map((error) => [error.row, error.column]);
    expect(columns({ typed: -1 })).toEqual([[7, 'stock']]);
    expect(columns({ typed: 100_001 })).toEqual([[7, 'stock']]);
    expect(columns({ typed: 5, asExported: 'twelve' })).toEqual([[7, 'stockAsExported']]);
    expect(columns({ typed: 5, asExported: '-2' })).toEqual([[7, 'stockAsExported']]);
    expect(columns({ typed: 5, ledgerEntry: '4.5' })).toEqual([[7, 'stockLedgerEntry']]);
    expect(columns({ typed: 0, now: 11 })).toEqual([[7, 'stock']]);
    expect(columns({ typed: 100_000, asExported: '0', now: 1 })).toEqual([[7, 'stock']]);
  });

  test('a change from a file exported before the last import is refused, not applied twice', () => {
    expect(stockOfRow(2, row({ typed: 15, lastImportEntry: 41 })).errors).toEqual([
      expect.objectContaining({
        column: 'stock',
        message: expect.stringMatching(/export the catalogue again/),
      }),
    ]);
    expect(stockOfRow(2, row({ typed: 15, lastImportEntry: 40 })).change?.to).toBe(13);
    expect(stockOfRow(2, row({ typed: 15, lastImportEntry: 41, ledgerEntry: '' })).change?.to).toBe(
      13,
    );
  });
});
