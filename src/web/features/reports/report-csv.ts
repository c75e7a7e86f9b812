import { csvLine } from '../../../shared/csv-cells.ts';

// A report table as a spreadsheet, built from the figures on screen: the same cells, with the
// byte-order mark Excel needs to read UTF-8 and the shop's escape of formula starts.

export interface ReportColumn<Row> {
  header: string;
  /** The cell's value: numbers are written plain (no Tk, no grouping) so sheets can add them. */
  value: (row: Row) => string | number | null;
  /** Shown on screen (formatted Taka); the file keeps `value`. */
  show?: (row: Row) => string;
  numeric?: boolean;
}

export function reportCsv<Row>(columns: readonly ReportColumn<Row>[], rows: readonly Row[]) {
  const lines = rows.map((row) =>
    csvLine(columns.map((column) => String(column.value(row) ?? ''))),
  );
  return `\uFEFF${csvLine(columns.map((column) => column.header))}${lines.join('')}`;
}

/** Hands the file to the browser to save. */
export function downloadCsv(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
