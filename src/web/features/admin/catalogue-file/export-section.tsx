import { useState } from 'react';
import Download from 'lucide-react/icons/download';
import { toast } from '../../../lib/toast.ts';
import { errorMessage } from '../../../lib/server-errors.ts';
import { downloadCatalogue } from '../api/catalogue-file-api.ts';

/** The catalogue as a CSV file, with or without the removed products. */
export function ExportSection() {
  const [busy, setBusy] = useState(false);
  const download = (withDeleted: boolean) => {
    setBusy(true);
    downloadCatalogue(withDeleted)
      .catch((error: unknown) => toast.error(errorMessage(error)))
      .finally(() => setBusy(false));
  };
  return (
    <section aria-labelledby="export-title" className="space-y-3">
      <h2 id="export-title" className="text-xl font-semibold">
        Export
      </h2>
      <p className="opacity-80">
        Every product as one row of a spreadsheet (CSV, opens in Excel, LibreOffice or Google
        Sheets). Change it and import it below.
      </p>
      <p className="opacity-80">
        Stock: change the <code>stock</code> column and leave <code>stockAsExported</code> and{' '}
        <code>stockLedgerEntry</code> as they are. The import adds or takes off only what you typed
        (15 over 12 adds 3), to the stock of the moment, so units sold while the file was out stay
        sold.
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy}
          onClick={() => download(false)}
        >
          <Download className="size-4" aria-hidden="true" />
          Download the catalogue
        </button>
        <button type="button" className="btn" disabled={busy} onClick={() => download(true)}>
          With removed products
        </button>
      </div>
    </section>
  );
}
