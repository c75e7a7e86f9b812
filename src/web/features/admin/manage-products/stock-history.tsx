import { Link } from 'react-router';
import type { StockEntry, StockReason } from '../../../../shared/schemas/stock.ts';
import { TableRegion } from '../../../components/table-region.tsx';
import { dashboardPaths } from '../../../lib/dashboard-paths.ts';
import { formatDateTime } from '../../../lib/format-date.ts';

export const STOCK_REASON_LABELS: Record<StockReason, string> = {
  initial: 'First stock',
  order: 'Order',
  cancel: 'Order cancelled',
  adjustment: 'Adjustment',
  received: 'Goods received',
  'payment-expired': 'Payment expired',
  import: 'Catalogue import',
  return: 'Returned parcel',
  'warranty-replacement': 'Warranty replacement',
};

/** The order that moved the stock (a link to it), else who changed it by hand. */
function Cause({ entry }: { entry: StockEntry }) {
  if (entry.orderId && entry.orderNumber) {
    return (
      <Link to={dashboardPaths.order(entry.orderId)} className="link">
        {entry.orderNumber}
      </Link>
    );
  }
  return <>{entry.actor.name ?? 'The shop'}</>;
}

/** A product's stock ledger, newest first: every change with why, by whom, and what was left. */
export function StockHistory({ entries }: { entries: StockEntry[] }) {
  if (entries.length === 0) return <p className="opacity-80">No stock changes recorded yet.</p>;
  return (
    <TableRegion label="Stock history">
      <table className="table table-sm">
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col" className="text-right">
              Change
            </th>
            <th scope="col">Reason</th>
            <th scope="col">Order or admin</th>
            <th scope="col" className="text-right">
              Stock after
            </th>
            <th scope="col">Note</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry._id} data-testid="stock-entry">
              <td className="whitespace-nowrap">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </td>
              <td className="text-right font-medium tabular-nums">
                {entry.change > 0 ? `+${entry.change}` : entry.change}
              </td>
              <td>{STOCK_REASON_LABELS[entry.reason]}</td>
              <td>
                <Cause entry={entry} />
              </td>
              <td className="text-right tabular-nums">{entry.stockAfter}</td>
              <td className="min-w-32">{entry.note ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
