import Download from 'lucide-react/icons/download';
import { TableRegion } from '../../components/table-region.tsx';
import { downloadCsv, reportCsv, type ReportColumn } from './report-csv.ts';

interface ReportTableProps<Row> {
  id: string;
  caption: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  /** The file's name, without .csv. */
  fileName: string;
}

/** One report table with its CSV download; the first column names the row. */
export function ReportTable<Row>({ id, caption, columns, rows, fileName }: ReportTableProps<Row>) {
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <span className="text-sm opacity-80">{rows.length === 0 ? 'Nothing yet' : ''}</span>
        <button
          type="button"
          className="btn btn-sm"
          disabled={rows.length === 0}
          onClick={() => downloadCsv(`${fileName}.csv`, reportCsv(columns, rows))}
        >
          <Download className="size-4" aria-hidden="true" />
          CSV<span className="sr-only">: {caption}</span>
        </button>
      </div>
      <TableRegion label={caption}>
        <table id={id} className="table table-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} className={column.numeric ? 'text-right' : ''}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                {columns.map((column, at) => {
                  const text = column.show ? column.show(row) : String(column.value(row) ?? '');
                  return at === 0 ? (
                    <th key={column.header} scope="row" className="font-normal">
                      {text}
                    </th>
                  ) : (
                    <td key={column.header} className={column.numeric ? 'text-right' : ''}>
                      {text}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
    </div>
  );
}
