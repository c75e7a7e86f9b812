import type { ImportError } from '../../../shared/schemas/catalogue-file.ts';
import { CATALOGUE_COLUMNS } from './catalogue-columns.ts';

// Reading a catalogue file before planning it: which column is which, and the SKUs its
// rows name (import-row.ts then checks each row against the shop's products).

const KNOWN_COLUMNS = new Map(CATALOGUE_COLUMNS.map((column) => [column.toLowerCase(), column]));

/** The file's columns by name, or the header's errors (unknown, repeated or missing columns). */
export function readHeader(header: string[]): { columns: string[]; errors: ImportError[] } {
  const errors: ImportError[] = [];
  const seen = new Set<string>();
  const columns = header.map((raw) => {
    const name = raw.trim();
    const column = KNOWN_COLUMNS.get(name.toLowerCase());
    if (!column) {
      errors.push({ row: 1, column: name, message: `Unknown column “${name}”` });
    } else if (seen.has(column)) {
      errors.push({ row: 1, column, message: `Column ${column} appears twice` });
    }
    if (column) seen.add(column);
    return column ?? '';
  });
  if (!seen.has('sku')) {
    errors.push({
      row: 1,
      column: 'sku',
      message: 'The file needs a sku column: rows are matched by SKU',
    });
  }
  return { columns, errors };
}

/** The SKUs the file names, in lower case, to load those products once. */
export function skusOf(columns: string[], records: string[][]): string[] {
  const at = columns.indexOf('sku');
  return [...new Set(records.map((record) => (record[at] ?? '').trim().toLowerCase()))];
}
