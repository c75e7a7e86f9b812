import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Download from 'lucide-react/icons/download';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatTk } from '../../../shared/money.ts';
import type { CashQuery, CourierCash } from '../../../shared/schemas/courier-cash.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { PageSpinner } from '../../components/spinner.tsx';
import { TableRegion } from '../../components/table-region.tsx';
import { errorMessage } from '../../lib/server-errors.ts';
import { toast } from '../../lib/toast.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { cashQuery, downloadCashFile } from './api/courier-desk-api.ts';

/**
 * /dashboard/courier-cash: what each courier collected for the shop over a period, less its
 * fees, and the parcels whose cash differs from what was expected (admin).
 */
export function CashPage() {
  usePageTitle('Courier cash');
  const [params, setParams] = useSearchParams();
  const query: CashQuery = {
    ...(params.get('from') && { from: params.get('from') as string }),
    ...(params.get('to') && { to: params.get('to') as string }),
  };
  const { data, error, isPending, refetch } = useQuery({
    ...cashQuery(query),
    placeholderData: keepPreviousData,
  });
  const [downloading, setDownloading] = useState(false);
  const setDay = (name: 'from' | 'to', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const download = async () => {
    if (!data) return;
    setDownloading(true);
    try {
      await downloadCashFile({ from: data.from, to: data.to });
    } catch (failure) {
      toast.error(errorMessage(failure));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="space-y-4">
      <PageHeader
        title="Courier cash"
        description="Parcels each courier delivered or returned in the period, the cash it should have collected and what it says it collected, less its fees."
      />
      <div className="flex flex-wrap items-end gap-3">
        <label className="form-control">
          <span className="label-text">From</span>
          <input
            type="date"
            className="input input-bordered input-sm"
            value={params.get('from') ?? data?.from ?? ''}
            onChange={(event) => setDay('from', event.target.value)}
          />
        </label>
        <label className="form-control">
          <span className="label-text">To</span>
          <input
            type="date"
            className="input input-bordered input-sm"
            value={params.get('to') ?? data?.to ?? ''}
            onChange={(event) => setDay('to', event.target.value)}
          />
        </label>
        <button
          type="button"
          className="btn btn-sm"
          disabled={!data || downloading}
          onClick={() => void download()}
        >
          <Download className="size-4" aria-hidden="true" />
          Download CSV
        </button>
      </div>
      {error ? (
        <QueryError error={error} what="the cash report" onRetry={() => void refetch()} />
      ) : isPending ? (
        <PageSpinner />
      ) : (
        <>
          <ul aria-label="Cash per courier, in short" className="space-y-3 sm:hidden">
            {data.couriers.map((courier) => (
              <li key={courier.courier} className="rounded-box border border-base-300 p-4">
                <p className="font-semibold">{courier.courierName}</p>
                <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                  <dt>Delivered / returned</dt>
                  <dd className="text-right">
                    {courier.delivered} / {courier.returned}
                  </dd>
                  <dt>To collect</dt>
                  <dd className="text-right">{formatTk(courier.cashToCollectTk)}</dd>
                  <dt>Collected</dt>
                  <dd className="text-right">{formatTk(courier.cashCollectedTk)}</dd>
                  <dt>Fees</dt>
                  <dd className="text-right">{formatTk(courier.deliveryFeesTk)}</dd>
                  <dt className="font-semibold">Owes the shop</dt>
                  <dd className="text-right font-semibold">{formatTk(courier.owedTk)}</dd>
                </dl>
              </li>
            ))}
          </ul>
          <TableRegion label="Cash per courier" className="hidden sm:block">
            <table className="table">
              <thead>
                <tr>
                  <th>Courier</th>
                  <th className="text-right">Delivered</th>
                  <th className="text-right">Returned</th>
                  <th className="text-right">To collect</th>
                  <th className="text-right">Collected</th>
                  <th className="text-right">Fees</th>
                  <th className="text-right">Owes the shop</th>
                </tr>
              </thead>
              <tbody>
                {data.couriers.map((courier) => (
                  <tr key={courier.courier}>
                    <th scope="row">{courier.courierName}</th>
                    <td className="text-right">{courier.delivered}</td>
                    <td className="text-right">{courier.returned}</td>
                    <td className="text-right">{formatTk(courier.cashToCollectTk)}</td>
                    <td className="text-right">{formatTk(courier.cashCollectedTk)}</td>
                    <td className="text-right">{formatTk(courier.deliveryFeesTk)}</td>
                    <td className="text-right font-semibold">{formatTk(courier.owedTk)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
          {data.couriers.map((courier) => (
            <Differences key={courier.courier} courier={courier} />
          ))}
        </>
      )}
    </div>
  );
}

function Differences({ courier }: { courier: CourierCash }) {
  if (courier.differences.length === 0) return null;
  return (
    <section aria-label={`${courier.courierName}: parcels to look at`} className="space-y-2">
      <h2 className="text-lg font-semibold">{courier.courierName}: parcels to look at</h2>
      <TableRegion label={`${courier.courierName} differences`}>
        <table className="table table-sm">
          <thead>
            <tr>
              <th>Order</th>
              <th>Tracking</th>
              <th>State</th>
              <th className="text-right">Expected</th>
              <th className="text-right">Collected</th>
              <th className="text-right">Difference</th>
            </tr>
          </thead>
          <tbody>
            {courier.differences.map((parcel) => (
              <tr key={parcel.orderId}>
                <th scope="row" className="whitespace-nowrap font-mono">
                  {parcel.orderNumber}
                </th>
                <td className="font-mono">{parcel.trackingCode ?? ''}</td>
                <td>{parcel.state}</td>
                <td className="text-right">{formatTk(parcel.expectedTk)}</td>
                <td className="text-right">
                  {parcel.collectedTk === null ? 'Not reported' : formatTk(parcel.collectedTk)}
                </td>
                <td className="text-right">
                  {parcel.differenceTk < 0
                    ? `${formatTk(-parcel.differenceTk)} short`
                    : parcel.differenceTk > 0
                      ? `${formatTk(parcel.differenceTk)} over`
                      : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
    </section>
  );
}
