import { useState } from 'react';
import { Link } from 'react-router';
import Printer from 'lucide-react/icons/printer';
import Truck from 'lucide-react/icons/truck';
import type { BookingResult, ConfiguredCourier } from '../../../../shared/schemas/courier.ts';
import type { OrderSummary } from '../../../../shared/schemas/order-detail.ts';
import { ERROR_TEXT } from '../../../components/form-field.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { dashboardPaths } from '../../../lib/dashboard-paths.ts';
import { errorMessage } from '../../../lib/server-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useBookParcels } from '../api/courier-api.ts';
import { PathaoPlacePicker, type PathaoPlaces } from './pathao-place-picker.tsx';

const NO_PLACES: PathaoPlaces = { cityId: null, zoneId: null, areaId: null };

interface BookParcelsProps {
  couriers: readonly ConfiguredCourier[];
  /** The orders ticked, as the list shows them. */
  selected: readonly OrderSummary[];
  onBooked: () => void;
}

/**
 * Books the ticked orders' parcels with a courier in one go (docs/product.md#couriers) and
 * lists each order's answer: its tracking code, or why the courier or the shop refused it.
 */
export function BookParcels({ couriers, selected, onBooked }: BookParcelsProps) {
  const [courierId, setCourierId] = useState(couriers[0]?.id);
  const [results, setResults] = useState<{ number: string; result: BookingResult }[]>([]);
  const [places, setPlaces] = useState<PathaoPlaces>(NO_PLACES);
  const bookParcels = useBookParcels();
  const courier = couriers.find((item) => item.id === courierId) ?? couriers[0];
  if (!courier) return null;
  const withPathao = courier.id === 'pathao';
  const bookedIds = results.filter(({ result }) => result.ok).map(({ result }) => result.orderId);
  const { cityId, zoneId, areaId } = places;
  const pathao =
    withPathao && cityId !== null && zoneId !== null
      ? { city: cityId, zone: zoneId, ...(areaId !== null && { area: areaId }) }
      : undefined;

  const book = () => {
    const numbers = new Map(selected.map((order) => [order._id, order.orderNumber]));
    bookParcels.mutate(
      { orderIds: selected.map((order) => order._id), courier: courier.id, pathao },
      {
        onSuccess: (answers) => {
          setResults(
            answers.map((result) => ({ number: numbers.get(result.orderId) ?? '', result })),
          );
          const booked = answers.filter((answer) => answer.ok).length;
          toast.success(
            `${booked} of ${answers.length} ${answers.length === 1 ? 'parcel' : 'parcels'} booked with ${courier.label}.`,
          );
          onBooked();
        },
        onError: (failure) => toast.error(errorMessage(failure)),
      },
    );
  };

  return (
    <section
      aria-labelledby="book-parcels-title"
      className="mb-4 rounded-box border border-base-300 bg-base-100 p-4"
    >
      <h2 id="book-parcels-title" className="text-lg font-semibold">
        Book parcels
      </h2>
      <p className="mb-3 text-sm opacity-80">
        Tick confirmed orders below, then book their parcels with a courier in one go. Each booked
        order is marked shipped and its customer gets the tracking code.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <span aria-live="polite" className="text-sm font-medium">
          {selected.length} {selected.length === 1 ? 'order' : 'orders'} selected
        </span>
        {couriers.length > 1 ? (
          <label className="flex items-center gap-2 text-sm">
            Courier
            <select
              className="select select-sm select-bordered"
              value={courier.id}
              onChange={(event) => {
                setCourierId(event.target.value as ConfiguredCourier['id']);
                setPlaces(NO_PLACES);
              }}
            >
              {couriers.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.label}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={selected.length === 0 || bookParcels.isPending || (withPathao && !pathao)}
          onClick={book}
        >
          {bookParcels.isPending ? <Spinner size="sm" label="Booking" /> : null}
          <Truck className="size-4" aria-hidden="true" />
          Book with {courier.label}
        </button>
      </div>
      {withPathao ? (
        <div className="mt-3">
          <p className="mb-2 text-sm opacity-80">
            Pathao delivers to its own city and zone: the places chosen here go with every order
            ticked, so book the orders of one area together.
          </p>
          <PathaoPlacePicker
            key={selected[0]?._id ?? 'none'}
            district={selected[0]?.district ?? null}
            value={places}
            onChange={setPlaces}
          />
        </div>
      ) : null}
      {results.length > 0 ? (
        <ul aria-label="Booking results" className="mt-3 space-y-1 text-sm">
          {results.map(({ number, result }) => (
            <li key={result.orderId} className={result.ok ? '' : ERROR_TEXT}>
              <span className="font-mono">{number}</span>:{' '}
              {result.ok
                ? `booked, tracking code ${result.trackingCode ?? ''}`
                : `not booked: ${result.message ?? ''}`}
              {result.ok && result.message ? ` (${result.message})` : null}
            </li>
          ))}
        </ul>
      ) : null}
      {bookedIds.length > 0 ? (
        <Link to={dashboardPaths.labels(bookedIds)} className="btn btn-sm mt-3">
          <Printer className="size-4" aria-hidden="true" />
          Print {bookedIds.length === 1 ? 'its label' : `the ${bookedIds.length} labels`}
        </Link>
      ) : null}
    </section>
  );
}
