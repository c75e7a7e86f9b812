import type { BulkPriceReport, BulkTarget } from '../../../../shared/schemas/bulk-price.ts';
import { Price } from '../../../components/price.tsx';
import { formatTk } from '../../../../shared/money.ts';

/** Every product the filter picks: those whose price changes, stays, or cannot be changed. */
function pickedCount(report: BulkPriceReport): number {
  return report.count + report.unchanged + report.refusals.length;
}

/** A price, or a cost that is not known yet (a cost set outright starts from none). */
function Before({ amount }: { amount: number | null }) {
  return amount === null ? (
    <span className="text-base-content/70">not known</span>
  ) : (
    <Price amount={amount} />
  );
}

/** What a bulk change would do, product by product, before it is applied. */
export function PricePreview({
  report,
  selection,
  target,
}: {
  report: BulkPriceReport;
  selection: string;
  target: BulkTarget;
}) {
  const picked = pickedCount(report) + report.withoutCost;
  const [one, many] = target === 'cost' ? ['cost', 'costs'] : ['price', 'prices'];
  return (
    <div className="mt-4 space-y-2" data-testid="bulk-price-preview">
      <h3 className="font-semibold">
        {picked} {picked === 1 ? 'product' : 'products'}: {selection}
      </h3>
      <p aria-live="polite" className="text-sm">
        {report.count} {report.count === 1 ? `${one} changes` : `${many} change`}
        {report.unchanged ? `, ${report.unchanged} stay as they are` : ''}
        {report.withoutCost
          ? `, ${report.withoutCost} without a known cost are left alone (set a cost to include them)`
          : ''}
        {report.refusals.length
          ? `; ${report.refusals.length} cannot be changed this way, so nothing can be applied`
          : ''}
        .
      </p>
      <div className="max-h-72 overflow-auto">
        <table className="table table-sm">
          <thead>
            <tr>
              <th>Product</th>
              <th className="hidden sm:table-cell">SKU</th>
              <th className="text-right">Now</th>
              <th className="text-right">New</th>
            </tr>
          </thead>
          <tbody>
            {report.refusals.map((row) => (
              <tr key={row.productId} className="text-error">
                <td>
                  {row.name}
                  <span className="block text-xs">{row.message}</span>
                </td>
                <td className="hidden font-mono text-xs sm:table-cell">{row.sku}</td>
                <td className="text-right whitespace-nowrap">
                  <Before amount={row.from} />
                </td>
                <td className="text-right whitespace-nowrap">{formatTk(row.to)}</td>
              </tr>
            ))}
            {report.changes.map((row) => (
              <tr key={row.productId}>
                <td>{row.name}</td>
                <td className="hidden font-mono text-xs sm:table-cell">{row.sku}</td>
                <td className="text-right whitespace-nowrap">
                  <Before amount={row.from} />
                </td>
                <td className="text-right font-semibold whitespace-nowrap">
                  <Price amount={row.to} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
