import { useQuery } from '@tanstack/react-query';
import Printer from 'lucide-react/icons/printer';
import { useSearchParams } from 'react-router';
import { formatTk } from '../../../shared/money.ts';
import type { BookedLabel } from '../../../shared/schemas/shipment-label.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { PageSpinner } from '../../components/spinner.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { labelsQuery } from './api/courier-desk-api.ts';

type Layout = 'a6' | 'a4';

/** The paper of each layout: an A6 label a sheet, or four A6 labels on an A4 sheet. */
const PAGE_RULES: Record<Layout, string> = {
  a6: '@page { size: A6; margin: 0; }',
  a4: '@page { size: A4; margin: 0; }',
};

/**
 * /dashboard/labels?orders=id,id: the courier labels of booked orders, to print on A6
 * label paper or four to an A4 sheet (admin). Printing prints the labels alone.
 */
export function LabelsPage() {
  usePageTitle('Courier labels');
  const [params, setParams] = useSearchParams();
  const orderIds = (params.get('orders') ?? '').split(',').filter(Boolean);
  const layout: Layout = params.get('layout') === 'a4' ? 'a4' : 'a6';
  const { data, error, isPending, refetch } = useQuery(labelsQuery(orderIds));
  const setLayout = (next: Layout) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set('layout', next);
    setParams(nextParams, { replace: true });
  };

  if (orderIds.length === 0) {
    return (
      <PageHeader
        title="Courier labels"
        description="Choose booked orders in Manage Orders to print their labels."
      />
    );
  }
  if (error) return <QueryError error={error} what="the labels" onRetry={() => void refetch()} />;
  if (isPending) return <PageSpinner />;
  const booked = data.labels.filter((label): label is BookedLabel => label.booked);
  const notBooked = data.labels.filter((label) => !label.booked);

  return (
    <div data-print-document className="space-y-4">
      <style>{PAGE_RULES[layout]}</style>
      <div data-print-hide className="space-y-4">
        <PageHeader
          title="Courier labels"
          description={`${booked.length} ${booked.length === 1 ? 'label' : 'labels'} to print.`}
        />
        <div className="flex flex-wrap items-center gap-2">
          <div role="group" aria-label="Paper" className="join">
            {(
              [
                ['a6', 'A6 labels'],
                ['a4', 'Four on A4'],
              ] as const
            ).map(([value, name]) => (
              <button
                key={value}
                type="button"
                aria-pressed={layout === value}
                className={`btn join-item btn-sm ${layout === value ? 'btn-primary' : 'btn-ghost'}`}
                onClick={() => setLayout(value)}
              >
                {name}
              </button>
            ))}
          </div>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={booked.length === 0}
            onClick={() => window.print()}
          >
            <Printer className="size-4" aria-hidden="true" />
            Print
          </button>
        </div>
        {notBooked.length > 0 && (
          <div role="status" className="alert alert-warning">
            <p>
              Not booked with a courier, so no label:{' '}
              {notBooked.map((label) => label.orderNumber ?? 'an unknown order').join(', ')}
            </p>
          </div>
        )}
      </div>
      <div className={layout === 'a4' ? 'label-sheet-a4' : 'label-sheet-a6'}>
        {booked.map((label) => (
          <CourierLabel key={label.orderId} label={label} shop={data.shop} />
        ))}
      </div>
    </div>
  );
}

function CourierLabel({
  label,
  shop,
}: {
  label: BookedLabel;
  shop: { name: string; phone: string };
}) {
  const barcode = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(label.barcodeSvg)}`;
  return (
    <article
      aria-label={`Label ${label.orderNumber}`}
      className="courier-label flex flex-col gap-2 border border-black bg-white p-4 text-black"
    >
      <header className="flex items-start justify-between gap-2 border-b border-black pb-2 text-xs">
        <div>
          <p className="font-bold">{shop.name}</p>
          <p>{shop.phone}</p>
        </div>
        <div className="text-right">
          <p className="font-bold">{label.courierName}</p>
          <p className="font-mono">{label.trackingCode}</p>
        </div>
      </header>
      <section aria-label="Deliver to" className="space-y-1 leading-snug">
        <p className="text-xs uppercase">Deliver to</p>
        <p className="text-xl font-bold">{label.recipientName}</p>
        <p className="font-mono text-lg">{label.phone}</p>
        <p className="text-base">{label.address}</p>
        {label.district && <p className="text-lg font-bold uppercase">{label.district}</p>}
      </section>
      <div className="mt-auto flex items-end justify-between gap-2">
        <div>
          <p className="text-xs">Cash to collect</p>
          <p className="text-3xl font-extrabold leading-none">
            {label.cashToCollectTk === 0 ? 'Nothing' : formatTk(label.cashToCollectTk)}
          </p>
          <p className="text-xs">
            {label.itemCount} {label.itemCount === 1 ? 'item' : 'items'}
          </p>
        </div>
        <figure className="text-center">
          <img src={barcode} alt={label.orderNumber} className="h-16 w-44" />
          <figcaption className="font-mono text-xs">{label.orderNumber}</figcaption>
        </figure>
      </div>
    </article>
  );
}
