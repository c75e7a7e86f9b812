import type { ImportError } from '../../../shared/schemas/catalogue-file.ts';
import { newProductSchema } from '../../../shared/schemas/product-admin.ts';
import { unprintableIn } from '../../../shared/unprintable.ts';
import { fieldIsMultiLine } from '../../http/text-input.ts';
import { SPEC_COLUMN } from './catalogue-columns.ts';

// A catalogue file's cells held to the rule the product form's request is held to before
// its schema sees it (http/text-input.ts): no control character, noncharacter or lone
// surrogate, and a line break only in a field the form takes on several lines (details).
// The request check cannot see into an uploaded file, so the import asks here, cell by
// cell; the rest of the text rule (invisible characters) is the product schemas', which
// the import parses every row with. See docs/decisions/071-one-text-rule.md.

/** Where a column's value goes in the product form's request. */
function fieldPathOf(column: string): string[] {
  if (column === 'stock') return ['quantity'];
  if (column.startsWith(SPEC_COLUMN)) return ['specs', column.slice(SPEC_COLUMN.length)];
  return [column];
}

/** Each cell of row `row` holding what the product form refuses, named by its column. */
export function cellTextErrors(cells: ReadonlyMap<string, string>, row: number): ImportError[] {
  const errors: ImportError[] = [];
  for (const [column, text] of cells) {
    // Nearly every cell passes the one-line check, the strictest, as request text does.
    if (!unprintableIn(text)) continue;
    const multiLine = fieldIsMultiLine(newProductSchema, fieldPathOf(column));
    const problem = unprintableIn(text, multiLine);
    if (problem) errors.push({ row, column, message: `${column} ${problem}` });
  }
  return errors;
}
