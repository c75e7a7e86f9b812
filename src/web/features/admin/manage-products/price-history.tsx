import { useQuery } from '@tanstack/react-query';
import type { PriceSource } from '../../../../shared/schemas/price-history.ts';
import { Price } from '../../../components/price.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TableRegion } from '../../../components/table-region.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { priceHistoryQuery } from '../api/catalogue-file-api.ts';

const SOURCE_LABELS: Record<PriceSource, string> = {
  form: 'Product form',
  import: 'Catalogue import',
  bulk: 'Bulk price change',
  'sale-end': 'Sale ended',
  system: 'The shop',
};

/** Every price the product had, newest first: from where and by whom. */
export function PriceHistory({ productId }: { productId: string }) {
  const { data, error, isPending, refetch } = useQuery(priceHistoryQuery(productId));
  if (error && !data) {
    return <QueryError error={error} what="the price history" onRetry={() => void refetch()} />;
  }
  if (isPending) return <Spinner label="Loading the price history" />;
  if (data.length === 0) return <p className="opacity-80">No prices recorded yet.</p>;
  return (
    <TableRegion label="Price history">
      <table className="table table-sm">
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col" className="text-right">
              Price
            </th>
            <th scope="col" className="text-right">
              Regular price
            </th>
            <th scope="col">Source</th>
            <th scope="col">Who</th>
          </tr>
        </thead>
        <tbody>
          {data.map((entry, index) => (
            <tr key={index} data-testid="price-entry">
              <td className="whitespace-nowrap">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </td>
              <td className="text-right">
                <Price amount={entry.price} />
              </td>
              <td className="text-right">
                {entry.regularPrice === null ? '—' : <Price amount={entry.regularPrice} />}
              </td>
              <td>{SOURCE_LABELS[entry.source]}</td>
              <td>{entry.actor ?? 'The shop'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
