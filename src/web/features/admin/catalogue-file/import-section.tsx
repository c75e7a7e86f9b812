import { useId, useState } from 'react';
import Upload from 'lucide-react/icons/upload';
import type { ImportReport } from '../../../../shared/schemas/catalogue-file.ts';
import { FormError } from '../../../components/form-field.tsx';
import { errorMessage } from '../../../lib/server-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { sendCatalogue } from '../api/catalogue-file-api.ts';
import { ImportChanges, ImportCounts, ImportErrors } from './import-report.tsx';
import { UploadProgress } from './upload-progress.tsx';

type Stage =
  | { kind: 'chosen' }
  | { kind: 'sending'; dryRun: boolean; sent: number }
  | { kind: 'checked'; report: ImportReport }
  | { kind: 'applied'; report: ImportReport }
  | { kind: 'failed'; message: string };

/**
 * A catalogue file checked first (a dry run: counts, changes and errors), then applied as
 * checked: "Import" sends the very file the dry run read, and only once it had no errors.
 */
export function ImportSection() {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'chosen' });
  const sending = stage.kind === 'sending';

  const send = async (chosen: File, dryRun: boolean) => {
    setStage({ kind: 'sending', dryRun, sent: 0 });
    try {
      const report = await sendCatalogue(chosen, dryRun, (sent) =>
        setStage({ kind: 'sending', dryRun, sent }),
      );
      setStage({ kind: dryRun ? 'checked' : 'applied', report });
      if (!dryRun) toast.success(`Imported ${chosen.name}.`);
    } catch (error) {
      setStage({ kind: 'failed', message: errorMessage(error) });
    }
  };

  return (
    <section aria-labelledby="import-title" className="space-y-4">
      <h2 id="import-title" className="text-xl font-semibold">
        Import
      </h2>
      <p className="opacity-80">
        A CSV file in the export’s shape, matched by SKU: new SKUs are added, known ones updated,
        columns left out stay as they are. Nothing changes until you import, and an import changes
        everything in the file or nothing.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <label htmlFor={inputId} className="w-full max-w-md space-y-1">
          <span className="block text-sm font-medium">Catalogue file (CSV)</span>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            className="file-input file-input-bordered w-full"
            disabled={sending}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setStage({ kind: 'chosen' });
            }}
          />
        </label>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!file || sending}
          onClick={() => file && void send(file, true)}
        >
          Check the file
        </button>
      </div>
      {stage.kind === 'sending' ? (
        <UploadProgress
          sent={stage.sent}
          working={stage.dryRun ? 'Checking the file…' : 'Applying the file…'}
        />
      ) : null}
      {stage.kind === 'failed' ? <FormError message={stage.message} /> : null}
      {stage.kind === 'checked' && file ? (
        <DryRun report={stage.report} file={file} onImport={() => void send(file, false)} />
      ) : null}
      {stage.kind === 'applied' ? (
        <div className="space-y-4">
          <p role="status" className="alert alert-success" data-testid="import-outcome">
            Imported: {stage.report.create} new, {stage.report.update} updated,{' '}
            {stage.report.unchanged} unchanged.
          </p>
          <ImportCounts report={stage.report} />
          <ImportChanges report={stage.report} title="What changed" />
        </div>
      ) : null}
    </section>
  );
}

function DryRun({
  report,
  file,
  onImport,
}: {
  report: ImportReport;
  file: File;
  onImport: () => void;
}) {
  const changed = report.create + report.update;
  return (
    <div className="space-y-4" data-testid="dry-run">
      <ImportCounts report={report} />
      {report.errors.length > 0 ? (
        <ImportErrors report={report} fileName={file.name} />
      ) : (
        <>
          <ImportChanges report={report} title="What the import will change" />
          <button
            type="button"
            className="btn btn-primary"
            disabled={changed === 0}
            onClick={onImport}
          >
            <Upload className="size-4" aria-hidden="true" />
            Import {changed} {changed === 1 ? 'product' : 'products'}
          </button>
        </>
      )}
    </div>
  );
}
