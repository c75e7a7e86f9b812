import { formatTk } from '../../../shared/money.ts';
import type { SalesTotals } from '../../../shared/schemas/sales-report.ts';

// The period's headline figures, each with the previous period's beside it.

const FIGURES: { key: keyof SalesTotals; label: string; money: boolean }[] = [
  { key: 'revenue', label: 'Revenue', money: true },
  { key: 'orders', label: 'Orders', money: false },
  { key: 'units', label: 'Units sold', money: false },
  { key: 'averageOrder', label: 'Average order', money: true },
  { key: 'discount', label: 'Discounts', money: true },
  { key: 'deliveryCharges', label: 'Delivery charges', money: true },
  { key: 'cancelledOrders', label: 'Cancelled', money: false },
  { key: 'returnedOrders', label: 'Returned', money: false },
  { key: 'grossMargin', label: 'Gross margin', money: true },
];

const shown = (value: number | null, money: boolean) =>
  value === null ? 'Not known' : money ? formatTk(value) : value.toLocaleString('en-IN');

export function ReportFigures({
  totals,
  previous,
}: {
  totals: SalesTotals;
  previous: SalesTotals;
}) {
  return (
    <div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {FIGURES.map(({ key, label, money }) => (
          <div key={key} className="rounded-box border border-base-300 bg-base-100 p-3">
            <dt className="text-sm opacity-80">{label}</dt>
            <dd className="text-lg font-bold" data-testid={`figure-${key}`}>
              {shown(totals[key], money)}
            </dd>
            <dd className="text-xs opacity-80">Before: {shown(previous[key], money)}</dd>
          </div>
        ))}
      </dl>
      {totals.revenueWithoutCost > 0 ? (
        <p className="mt-2 text-sm opacity-80">
          {formatTk(totals.revenueWithoutCost)} of revenue was sold without a known cost price; the
          margin leaves it out.
        </p>
      ) : null}
    </div>
  );
}
