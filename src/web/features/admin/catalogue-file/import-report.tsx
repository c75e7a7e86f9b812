import { useState } from 'react';
import FileDown from 'lucide-react/icons/file-down';
import type { ImportReport } from '../../../../shared/schemas/catalogue-file.ts';
import { TableRegion } from '../../../components/table-region.tsx';
import { errorsFile, saveFile } from '../api/catalogue-file-api.ts';

/** Rows shown at first and added by each "Show more": thousands of rows stay usable. */
const SHOWN_AT_ONCE = 100;

/** The counts of a dry run or an import. */
export function ImportCounts({ report }: { report: ImportReport }) {
  const counts = [
    ['Rows', report.rows],
    ['New', report.create],
    ['Updated', report.update],
    ['Unchanged', report.unchanged],
    ['Errors', report.errors.length],
  ] as const;
  return (
    <dl className="grid grid-cols-3 gap-2 sm:grid-cols-5" data-testid="import-counts">
      {counts.map(([label, count]) => (
        <div key={label} className="rounded-box border border-base-300 bg-base-100 p-3">
          <dt className="text-sm opacity-80">{label}</dt>
          <dd
            className={`text-2xl font-semibold tabular-nums ${label === 'Errors' && count > 0 ? 'text-error' : ''}`}
          >
            {count}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function ShowMore({ shown, total, onMore }: { shown: number; total: number; onMore: () => void }) {
  if (shown >= total) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <span>
        Showing {shown} of {total}.
      </span>
      <button type="button" className="btn btn-sm" onClick={onMore}>
        Show {Math.min(SHOWN_AT_ONCE, total - shown)} more
      </button>
    </div>
  );
}

/** What is wrong, row by row, with a download of the same list as a CSV file. */
export function ImportErrors({ report, fileName }: { report: ImportReport; fileName: string }) {
  const [shown, setShown] = useState(SHOWN_AT_ONCE);
  const errors = report.errors;
  const download = () =>
    saveFile(errorsFile(errors), `${fileName.replace(/\.csv$/i, '')}-errors.csv`);
  return (
    <section aria-labelledby="import-errors-title" className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="import-errors-title" className="font-semibold text-error">
          {errors.length === 1
            ? '1 error: fix it in the file and choose the file again'
            : `${errors.length} errors: fix them in the file and choose the file again`}
        </h3>
        <button type="button" className="btn btn-sm" onClick={download}>
          <FileDown className="size-4" aria-hidden="true" />
          Download the errors
        </button>
      </div>
      <TableRegion label="Errors in the file">
        <table className="table table-sm">
          <thead>
            <tr>
              <th scope="col" className="text-right">
                Row
              </th>
              <th scope="col">Column</th>
              <th scope="col">What is wrong</th>
            </tr>
          </thead>
          <tbody>
            {errors.slice(0, shown).map((error, index) => (
              <tr key={index} data-testid="import-error">
                <td className="text-right tabular-nums">{error.row}</td>
                <td className="font-mono text-xs">{error.column || '(the row)'}</td>
                <td className="min-w-48">{error.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      <ShowMore
        shown={shown}
        total={errors.length}
        onMore={() => setShown(shown + SHOWN_AT_ONCE)}
      />
    </section>
  );
}

/**
 * Every field the file changes: the product's SKU, the field, the value now and after, and
 * for stock how the file's number was read (a typed difference, or set as the file says).
 */
export function ImportChanges({ report, title }: { report: ImportReport; title: string }) {
  const [shown, setShown] = useState(SHOWN_AT_ONCE);
  const changes = report.changes;
  if (changes.length === 0) return <p>The file changes nothing in the shop.</p>;
  return (
    <section aria-labelledby="import-changes-title" className="space-y-2">
      <h3 id="import-changes-title" className="font-semibold">
        {title}
      </h3>
      <TableRegion label="Changes">
        <table className="table table-sm">
          <thead>
            <tr>
              <th scope="col">SKU</th>
              <th scope="col">Field</th>
              <th scope="col">From</th>
              <th scope="col">To</th>
              <th scope="col">How</th>
            </tr>
          </thead>
          <tbody>
            {changes.slice(0, shown).map((change, index) => (
              <tr key={index} data-testid="import-change">
                <td className="font-mono text-xs whitespace-nowrap">{change.sku}</td>
                <td className="font-mono text-xs">{change.field}</td>
                <td className="max-w-64 truncate opacity-80" title={change.from ?? ''}>
                  {change.from ?? '—'}
                </td>
                <td className="max-w-64 truncate" title={change.to ?? ''}>
                  {change.to ?? '—'}
                </td>
                <td className="min-w-48 text-sm opacity-80">{change.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      <ShowMore
        shown={shown}
        total={changes.length}
        onMore={() => setShown(shown + SHOWN_AT_ONCE)}
      />
    </section>
  );
}
