import { expect } from 'vitest';
import type { SignedIn } from '../../test/auth-test-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';
import { multipartBody } from '../../test/multipart.ts';

// The catalogue file's tests send and fetch files as the dashboard does: an upload as
// multipart form data, the export as one CSV text.

/** One file as a multipart form's `file` field, as a browser uploads it. */
export function multipartFile(content: Uint8Array | string, filename: string, type: string) {
  return multipartBody('file', filename, type, content);
}

/** Uploads `content` as the catalogue file, previewed (`dryRun`) or applied. */
export function importCatalogue(
  shop: TestApp,
  admin: SignedIn,
  content: Buffer | string,
  dryRun: boolean,
  filename = 'catalogue.csv',
) {
  const { contentType, payload } = multipartFile(content, filename, 'text/csv');
  return shop.app.inject({
    method: 'POST',
    url: `/api/admin/products/import?dryRun=${dryRun}`,
    headers: { ...admin.headers, 'content-type': contentType },
    payload,
  });
}

/** The catalogue file as the export answers it. */
export async function exportCatalogue(shop: TestApp, admin: SignedIn): Promise<string> {
  const answer = await shop.app.inject({
    method: 'GET',
    url: '/api/admin/products/export',
    headers: admin.headers,
  });
  expect(answer.statusCode).toBe(200);
  return answer.body;
}

/** One CSV line of these cells, quoted where a spreadsheet would quote them. */
export const csvLine = (cells: readonly string[]) =>
  cells.map((c) => (/[",;\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(',');

/** The cells of a CSV text, row by row (quotes, doubled quotes, line breaks in a cell). */
export function csvRows(text: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted || (c !== ',' && c !== '\n' && c !== '\r')) cell += c;
    else if (c === ',' || c === '\n') {
      row.push(cell);
      cell = '';
      if (c === '\n') {
        out.push(row);
        row = [];
      }
    }
  }
  return out;
}
