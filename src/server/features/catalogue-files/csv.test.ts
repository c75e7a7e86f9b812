import { describe, expect, test } from 'vitest';
import { csvLine } from '../../../shared/csv-cells.ts';
import { parseCsv } from './csv.ts';

// The catalogue file's cells out and back in: whatever a cell holds, the import reads exactly
// what the export wrote, the formula escape included.

const VALUES = [
  '',
  'plain',
  '=1+1',
  "'=1+1",
  "''=1+1",
  "'",
  "''",
  "'quoted'",
  "'plain",
  '+8801712345678',
  '-5',
  '@home',
  '\tTab first',
  '\rReturn first',
  'a,b;c',
  'say "hi"',
  '\'=HYPERLINK("x")',
  'two\r\nlines',
  'কীবোর্ড',
];

describe('csv cells', () => {
  test('every value survives a write and a read exactly', () => {
    const text = csvLine(['value', ...VALUES]) + csvLine(['second', ...VALUES]);
    const records = parseCsv(text, 10);
    expect(records).toEqual([
      ['value', ...VALUES],
      ['second', ...VALUES],
    ]);
  });

  test('a value a spreadsheet would run as a formula is written with a leading apostrophe', () => {
    expect(csvLine(['=1+1', "'=1+1", "'plain"])).toBe("'=1+1,''=1+1,''plain\r\n");
  });
});
