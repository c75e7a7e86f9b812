import { queryOptions } from '@tanstack/react-query';
import { catalogueFileRoutes } from '../../../../shared/api/routes/catalogue-files.ts';
import { csvLine } from '../../../../shared/csv-cells.ts';
import type { ImportError } from '../../../../shared/schemas/catalogue-file.ts';
import { apiCall, apiFile } from '../../../lib/api-client.ts';
import { apiUpload } from '../../../lib/api-upload.ts';
import { productAdminKeys, refreshProducts } from './product-admin-api.ts';

// The catalogue file out and in, pictures by zip, and a product's price history
// (docs/product.md#catalogue).

/** Hands a file to the browser's downloads. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the bytes by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export async function downloadCatalogue(withDeleted: boolean): Promise<void> {
  const { blob, filename } = await apiFile(catalogueFileRoutes.exportFile, {
    query: { deleted: withDeleted ? 'true' : 'false' },
  });
  saveFile(blob, filename ?? 'catalogue.csv');
}

/** Checks (dryRun) or applies a catalogue file; `onProgress` follows the upload. */
export async function sendCatalogue(
  file: File,
  dryRun: boolean,
  onProgress: (sent: number) => void,
) {
  const form = new FormData();
  form.append('file', file);
  const report = await apiUpload(
    catalogueFileRoutes.importFile,
    { query: { dryRun: dryRun ? 'true' : 'false' }, form },
    onProgress,
  );
  if (!dryRun) refreshProducts();
  return report;
}

export async function sendPictureZip(zip: File, onProgress: (sent: number) => void) {
  const form = new FormData();
  form.append('file', zip);
  const report = await apiUpload(catalogueFileRoutes.pictures, { form }, onProgress);
  refreshProducts();
  return report;
}

/** The errors of a dry run as a CSV file, its cells escaped as the export escapes them. */
export function errorsFile(errors: readonly ImportError[]): Blob {
  const lines = [
    csvLine(['row', 'column', 'message']),
    ...errors.map((error) => csvLine([String(error.row), error.column, error.message])),
  ];
  return new Blob(['\uFEFF', ...lines], { type: 'text/csv;charset=utf-8' });
}

/** Every price a product had, the newest first. */
export function priceHistoryQuery(productId: string) {
  return queryOptions({
    queryKey: [...productAdminKeys.all, 'price-history', productId] as const,
    queryFn: ({ signal }) =>
      apiCall(catalogueFileRoutes.priceHistory, { params: { id: productId } }, { signal }),
  });
}
