import { useId, useState } from 'react';
import ImageUp from 'lucide-react/icons/image-up';
import type { PictureZipReport } from '../../../../shared/schemas/picture-zip.ts';
import { FormError } from '../../../components/form-field.tsx';
import { TableRegion } from '../../../components/table-region.tsx';
import { errorMessage } from '../../../lib/server-errors.ts';
import { sendPictureZip } from '../api/catalogue-file-api.ts';
import { UploadProgress } from './upload-progress.tsx';

type Stage =
  | { kind: 'chosen' }
  | { kind: 'sending'; sent: number }
  | { kind: 'done'; report: PictureZipReport }
  | { kind: 'failed'; message: string };

/** Pictures in bulk: a zip of pictures named by SKU, and what became of each file. */
export function PictureZipSection() {
  const inputId = useId();
  const [zip, setZip] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'chosen' });
  const send = async (chosen: File) => {
    setStage({ kind: 'sending', sent: 0 });
    try {
      const report = await sendPictureZip(chosen, (sent) => setStage({ kind: 'sending', sent }));
      setStage({ kind: 'done', report });
    } catch (error) {
      setStage({ kind: 'failed', message: errorMessage(error) });
    }
  };
  return (
    <section aria-labelledby="pictures-title" className="space-y-4">
      <h2 id="pictures-title" className="text-xl font-semibold">
        Pictures by zip
      </h2>
      <p className="opacity-80">
        Name each picture by its product’s SKU: <code>MSI-B650M.jpg</code> becomes the main picture,{' '}
        <code>MSI-B650M-2.jpg</code> the second, and so on. A product gets all of its pictures in
        the zip or none.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <label htmlFor={inputId} className="w-full max-w-md space-y-1">
          <span className="block text-sm font-medium">Zip of pictures</span>
          <input
            id={inputId}
            type="file"
            accept=".zip,application/zip"
            className="file-input file-input-bordered w-full"
            disabled={stage.kind === 'sending'}
            onChange={(event) => {
              setZip(event.target.files?.[0] ?? null);
              setStage({ kind: 'chosen' });
            }}
          />
        </label>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!zip || stage.kind === 'sending'}
          onClick={() => zip && void send(zip)}
        >
          <ImageUp className="size-4" aria-hidden="true" />
          Upload pictures
        </button>
      </div>
      {stage.kind === 'sending' ? (
        <UploadProgress sent={stage.sent} working="Checking the pictures…" />
      ) : null}
      {stage.kind === 'failed' ? <FormError message={stage.message} /> : null}
      {stage.kind === 'done' ? <PictureResults report={stage.report} /> : null}
    </section>
  );
}

function PictureResults({ report }: { report: PictureZipReport }) {
  const refused = report.files.filter((file) => !file.ok).length;
  return (
    <div className="space-y-2">
      <p role="status">
        {report.products} {report.products === 1 ? 'product' : 'products'} got new pictures
        {refused > 0 ? `; ${refused} ${refused === 1 ? 'file was' : 'files were'} not used` : ''}.
      </p>
      {report.files.length > 0 ? (
        <TableRegion label="Pictures in the zip">
          <table className="table table-sm">
            <thead>
              <tr>
                <th scope="col">File</th>
                <th scope="col">SKU</th>
                <th scope="col">Result</th>
              </tr>
            </thead>
            <tbody>
              {report.files.map((file) => (
                <tr key={file.file}>
                  <td className="font-mono text-xs">{file.file}</td>
                  <td className="font-mono text-xs">{file.sku ?? '—'}</td>
                  <td className={file.ok ? '' : 'text-error'}>
                    {file.ok ? 'Stored' : file.message}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      ) : null}
    </div>
  );
}
