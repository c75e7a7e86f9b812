// Spreadsheet cells (RFC 4180 CSV) as written to a file, by the server's catalogue export and
// the dashboard's download of import errors alike: quoted when they hold the separator, a
// quote or a line break; values a spreadsheet would run as a formula (= + - @ and the tab
// and carriage return some programs also read so) written with a leading apostrophe, which
// the catalogue import takes off again. A value that itself starts with an apostrophe gets
// one more too, so the import's "take one off" gives back exactly the value written (`'=1+1`
// is written `''=1+1`, not `'=1+1`, which would come back as `=1+1`).

/** What the escape goes before: a formula's start, or an apostrophe of the value's own. */
const ESCAPED_START = /^[=+\-@\t\r']/;

/** One cell as written to the file. */
export function csvCell(value: string): string {
  const safe = ESCAPED_START.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvLine(values: readonly string[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/**
 * A cell as the file holds it, the escape taken off: one apostrophe before a formula's start
 * or another apostrophe. A lone apostrophe before anything else is the value's own (a sheet
 * typed by hand), kept.
 */
export function cellValue(raw: string): string {
  return raw.startsWith("'") && ESCAPED_START.test(raw.slice(1)) ? raw.slice(1) : raw;
}
