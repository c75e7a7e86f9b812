import { Link } from 'react-router';
import ChartColumn from 'lucide-react/icons/chart-column';
import { formatTk } from '../../../../shared/money.ts';
import type { Overview } from '../../../../shared/schemas/dashboard.ts';
import { dashboardPaths } from '../../../lib/dashboard-paths.ts';
import { Spinner } from '../../../components/spinner.tsx';

const periods = [
  { key: 'today', label: 'Today', period: 'today' },
  { key: 'last30Days', label: 'Last 30 days', period: '30d' },
] as const;

const ordersIn = (orders: number) =>
  `${orders.toLocaleString('en-IN')} order${orders === 1 ? '' : 's'}`;

/**
 * Revenue and orders today and over the last 30 days, as the sales report counts them (the
 * server reads both from the report's code); each opens the report for its period.
 */
export function SalesGlance({ sales }: { sales: Overview['sales'] | undefined }) {
  return (
    <section aria-labelledby="sales-glance" className="mb-6">
      <h2 id="sales-glance" className="mb-3 text-lg font-semibold">
        Sales
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {periods.map(({ key, label, period }) => (
          <li key={key}>
            <Link
              to={`${dashboardPaths.reports}?period=${period}`}
              className="card h-full border border-base-300 bg-base-100 shadow-sm transition-shadow hover:shadow-md"
              data-testid={`overview-sales-${key}`}
            >
              <div className="card-body flex-row items-center gap-4 p-5">
                <span className="grid size-12 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
                  <ChartColumn className="size-6" aria-hidden="true" />
                </span>
                <span className="min-w-0">
                  <span className="block text-sm font-medium opacity-80">{label}</span>
                  {sales ? (
                    <>
                      <span className="block text-3xl font-bold tabular-nums">
                        {formatTk(sales[key].revenue)}
                      </span>
                      <span className="block text-xs opacity-80">
                        {ordersIn(sales[key].orders)}, revenue without delivery charges
                      </span>
                    </>
                  ) : (
                    <Spinner size="sm" label={`Loading sales ${label.toLowerCase()}`} />
                  )}
                </span>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
