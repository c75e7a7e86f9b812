import { cellValue } from '../../../shared/csv-cells.ts';

// Spreadsheet text (RFC 4180 CSV) read: cells as src/shared/csv-cells.ts writes them, the
// formula escape taken off. The reader takes `,` or `;` (Excel's in many locales), with or
// without the byte-order mark Excel writes.

/** The separator the header line uses: the one of `,` and `;` it has more of, outside quotes. */
function separatorOf(text: string): string {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas++;
    else if (!quoted && char === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

/**
 * The records of a CSV text, each a list of cells (escapes taken off). Fully empty lines are
 * left out. Stops, answering undefined, once there are more than `maxRecords`.
 */
export function parseCsv(input: string, maxRecords: number): string[][] | undefined {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const separator = separatorOf(text);
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  const endRecord = () => {
    record.push(cell);
    if (record.length > 1 || record[0] !== '') records.push(record.map(cellValue));
    record = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      record.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      if (records.length > maxRecords) return undefined;
    } else cell += char;
  }
  if (cell !== '' || record.length > 0) endRecord();
  return records.length > maxRecords ? undefined : records;
}
