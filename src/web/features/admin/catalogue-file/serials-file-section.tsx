import { useId, useState } from 'react';
import Download from 'lucide-react/icons/download';
import Upload from 'lucide-react/icons/upload';
import type { SerialImportReport } from '../../../../shared/schemas/warranty-desk.ts';
import { FormError } from '../../../components/form-field.tsx';
import { TableRegion } from '../../../components/table-region.tsx';
import { errorMessage } from '../../../lib/server-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { sendSerialsFile, serialsFile } from '../../warranty/api/warranty-desk-api.ts';
import { saveFile } from '../api/catalogue-file-api.ts';

type Stage =
  | { kind: 'idle' }
  | { kind: 'busy'; words: string }
  | { kind: 'checked'; report: SerialImportReport }
  | { kind: 'applied'; report: SerialImportReport }
  | { kind: 'failed'; message: string };

/**
 * Serials out and in (docs/product.md#warranty-desk): every unit sold with its serial, and a
 * file of units sold before the shop went online (orderNumber, sku, serial, soldOn), checked
 * first and then applied as checked, all or nothing.
 */
export function SerialsFileSection() {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const busy = stage.kind === 'busy';

  const run = async (chosen: File, dryRun: boolean) => {
    setStage({ kind: 'busy', words: dryRun ? 'Checking the file…' : 'Importing the serials…' });
    try {
      const report = await sendSerialsFile(chosen, dryRun);
      setStage({ kind: dryRun ? 'checked' : 'applied', report });
      if (!dryRun) toast.success(`Imported ${report.added} serials from ${chosen.name}.`);
    } catch (error) {
      setStage({ kind: 'failed', message: errorMessage(error) });
    }
  };
  const download = () => {
    setStage({ kind: 'busy', words: 'Preparing the file…' });
    serialsFile()
      .then(({ blob, filename }) => {
        saveFile(blob, filename);
        setStage({ kind: 'idle' });
      })
      .catch((error: unknown) => setStage({ kind: 'failed', message: errorMessage(error) }));
  };

  return (
    <section aria-labelledby="serials-file-title" className="space-y-4">
      <h2 id="serials-file-title" className="text-xl font-semibold">
        Serial numbers
      </h2>
      <p className="opacity-80">
        Every unit sold with its serial, as a CSV file with the columns <code>orderNumber</code>,{' '}
        <code>sku</code>, <code>serial</code> and <code>soldOn</code>. To bring the warranty history
        of sales made before the shop went online, fill the same columns (leave{' '}
        <code>orderNumber</code> empty and give the day sold) and import it.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <button type="button" className="btn" disabled={busy} onClick={download}>
          <Download className="size-4" aria-hidden="true" />
          Download the serials
        </button>
        <label htmlFor={inputId} className="w-full max-w-md space-y-1">
          <span className="block text-sm font-medium">Serials file (CSV)</span>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            className="file-input file-input-bordered w-full"
            disabled={busy}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setStage({ kind: 'idle' });
            }}
          />
        </label>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!file || busy}
          onClick={() => file && void run(file, true)}
        >
          Check the serials file
        </button>
      </div>
      <div aria-live="polite" className="space-y-3">
        {stage.kind === 'busy' ? <p>{stage.words}</p> : null}
        {stage.kind === 'failed' ? <FormError message={stage.message} /> : null}
        {stage.kind === 'checked' || stage.kind === 'applied' ? (
          <SerialsReport
            report={stage.report}
            applied={stage.kind === 'applied'}
            onImport={() => file && void run(file, false)}
          />
        ) : null}
      </div>
    </section>
  );
}

function SerialsReport(props: {
  report: SerialImportReport;
  applied: boolean;
  onImport: () => void;
}) {
  const { report, applied } = props;
  const counts = `${report.rows} rows: ${report.added} ${applied ? 'added' : 'to add'}, ${report.unchanged} already recorded`;
  if (report.errors.length === 0)
    return applied ? (
      <p role="status" className="alert alert-success">
        Imported. {counts}.
      </p>
    ) : (
      <div className="space-y-3">
        <p>{counts}.</p>
        <button
          type="button"
          className="btn btn-primary"
          disabled={report.added === 0}
          onClick={props.onImport}
        >
          <Upload className="size-4" aria-hidden="true" />
          Import {report.added} serials
        </button>
      </div>
    );
  return (
    <div className="space-y-3">
      <p className="font-medium">
        {counts}. Nothing is imported while the file has errors: fix these rows and check it again.
      </p>
      <TableRegion label="Errors in the serials file">
        <table className="table table-sm">
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">Column</th>
              <th scope="col">Problem</th>
            </tr>
          </thead>
          <tbody>
            {report.errors.map((error) => (
              <tr key={`${error.row}-${error.column}`}>
                <td className="tabular-nums">{error.row}</td>
                <td className="font-mono">{error.column}</td>
                <td>{error.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
    </div>
  );
}
