// Spreadsheet cells (RFC 4180 CSV) as written to a file, by the server's catalogue export and
// the dashboard's download of import errors alike: quoted when they hold the separator, a
// quote or a line break; values a spreadsheet would run as a formula (= + - @ and the tab
// and carriage return some programs also read so) written with a leading apostrophe, which
// the catalogue import takes off again.

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as written to the file. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvLine(values: readonly string[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** A cell as the file holds it, the formula escape taken off. */
export function cellValue(raw: string): string {
  return raw.startsWith("'") && FORMULA_START.test(raw.slice(1)) ? raw.slice(1) : raw;
}
