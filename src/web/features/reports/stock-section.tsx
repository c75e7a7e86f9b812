import { useQuery } from '@tanstack/react-query';
import { formatTk } from '../../../shared/money.ts';
import type { StockFigures } from '../../../shared/schemas/sales-report.ts';
import { QueryError } from '../../components/query-error.tsx';
import { ReportTable } from './report-table.tsx';
import { stockFiguresQuery } from './reports-api.ts';

type Slow = StockFigures['slowMovers'][number];
type Left = StockFigures['daysLeft'][number];

/** The stock as it stands: its worth, what does not sell and what runs out soon. */
export function StockSection() {
  const { data, error, refetch } = useQuery(stockFiguresQuery());
  if (error)
    return <QueryError error={error} what="the stock figures" onRetry={() => void refetch()} />;
  if (!data) return null;
  return (
    <section className="space-y-3 break-inside-avoid rounded-box border border-base-300 p-4">
      <h2 className="text-lg font-semibold">Stock now</h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-sm opacity-80">At price</dt>
          <dd className="font-bold">{formatTk(data.valueAtPrice)}</dd>
        </div>
        <div>
          <dt className="text-sm opacity-80">At cost</dt>
          <dd className="font-bold">{formatTk(data.valueAtCost)}</dd>
        </div>
        <div>
          <dt className="text-sm opacity-80">Units without a cost</dt>
          <dd className="font-bold">{data.unitsWithoutCost.toLocaleString('en-IN')}</dd>
        </div>
      </dl>
      <h3 className="font-semibold">Slow movers: in stock, not sold in 60 days</h3>
      <ReportTable<Slow>
        id="report-slow-movers"
        caption="Slow movers"
        fileName="slow-movers"
        rows={data.slowMovers}
        columns={[
          { header: 'Product', value: (r) => r.name },
          { header: 'In stock', value: (r) => r.stock, numeric: true },
          {
            header: 'Worth',
            value: (r) => r.valueAtPrice,
            show: (r) => formatTk(r.valueAtPrice),
            numeric: true,
          },
          { header: 'Last sold', value: (r) => r.lastSold ?? 'Never' },
        ]}
      />
      <h3 className="font-semibold">Days of stock left at the last 30 days' pace</h3>
      <ReportTable<Left>
        id="report-days-left"
        caption="Days of stock left"
        fileName="days-of-stock-left"
        rows={data.daysLeft}
        columns={[
          { header: 'Product', value: (r) => r.name },
          { header: 'In stock', value: (r) => r.stock, numeric: true },
          { header: 'Sold in 30 days', value: (r) => r.soldLast30Days, numeric: true },
          { header: 'Days left', value: (r) => r.days, numeric: true },
        ]}
      />
    </section>
  );
}
