import PackageCheck from 'lucide-react/icons/package-check';
import Printer from 'lucide-react/icons/printer';
import { Link } from 'react-router';
import { BACK_ON_THE_SHELF } from '../../../shared/schemas/courier.ts';
import type { OrderDetail } from '../../../shared/schemas/order-detail.ts';
import { ButtonSpinner } from '../../components/form-field.tsx';
import { dashboardPaths } from '../../lib/dashboard-paths.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { errorMessage } from '../../lib/server-errors.ts';
import { toast } from '../../lib/toast.ts';
import { parcelWords } from '../../lib/parcel-words.ts';
import { useReturnReceived } from '../admin/api/courier-api.ts';

/**
 * The order's parcel for staff (docs/product.md#couriers): the courier, its code and what it
 * last said, and for a returned order the one step left, putting its units back on the shelf.
 */
export function ParcelPanel({ order }: { order: OrderDetail }) {
  const returnReceived = useReturnReceived();
  const back = order.events.some((event) => event.note === BACK_ON_THE_SHELF);
  if (!order.shipment && order.status !== 'returned') return null;
  return (
    <section
      aria-labelledby="parcel-title"
      className="space-y-2 rounded-box border border-base-300 bg-base-100 p-4"
    >
      <h2 id="parcel-title" className="font-semibold">
        Parcel
      </h2>
      {order.shipment ? (
        <p data-testid="shipment">
          {parcelWords(order.shipment)}
          <span className="block text-sm opacity-80">
            Last heard {formatDateTime(order.shipment.updatedAt)}
          </span>
        </p>
      ) : null}
      {order.shipment && order.shipment.state !== 'failed' && order.shipment.state !== 'booking' ? (
        <Link to={dashboardPaths.labels([order._id])} className="btn btn-sm">
          <Printer className="size-4" aria-hidden="true" />
          Print label
        </Link>
      ) : null}
      {order.status === 'returned' ? (
        back ? (
          <p className="text-sm">The returned parcel is back on the shelf.</p>
        ) : (
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={returnReceived.isPending}
            onClick={() =>
              returnReceived.mutate(order._id, {
                onSuccess: ({ unitsBack }) =>
                  toast.success(
                    `${unitsBack} ${unitsBack === 1 ? 'unit is' : 'units are'} back in stock.`,
                  ),
                onError: (failure) => toast.error(errorMessage(failure)),
              })
            }
          >
            {returnReceived.isPending ? (
              <ButtonSpinner label="Saving" />
            ) : (
              <PackageCheck className="size-4" aria-hidden="true" />
            )}
            Parcel back on the shelf
          </button>
        )
      ) : null}
    </section>
  );
}
