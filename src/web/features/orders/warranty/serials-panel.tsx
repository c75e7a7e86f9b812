import { useQuery } from '@tanstack/react-query';
import ScanBarcode from 'lucide-react/icons/scan-barcode';
import type { OrderSerials } from '../../../../shared/schemas/warranty-desk.ts';
import { QueryError } from '../../../components/query-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { orderSerialsQuery } from '../../warranty/api/warranty-desk-api.ts';
import { SerialsForm } from './serials-form.tsx';
import { slotsOf } from './serial-slots.ts';

/** What the order's serials mean for shipping, said where staff pack, ship and book. */
export function SerialsState({ serials }: { serials: OrderSerials }) {
  const slots = slotsOf(serials.lines);
  const left = slots.filter((slot) => slot.recorded === '').length;
  if (left === 0)
    return (
      <p className="alert alert-success alert-soft" data-testid="serials-state">
        Every unit has its serial.
      </p>
    );
  const units = `${left} of ${slots.length} ${slots.length === 1 ? 'unit' : 'units'}`;
  return serials.requiredBeforeShipping ? (
    <p className="alert alert-warning" data-testid="serials-state">
      Serials needed before shipping or booking a courier: {units} still to scan.
    </p>
  ) : (
    <p className="alert alert-soft" data-testid="serials-state">
      {units} without a serial yet (the shop does not require them before shipping).
    </p>
  );
}

/**
 * The order's serial numbers for staff on the order page (docs/product.md#warranty-desk):
 * whether shipping waits for them, and the scanner's form. Orders without a tracked line
 * show nothing.
 */
export function SerialsPanel({ orderId }: { orderId: string }) {
  const { data, error, refetch } = useQuery(orderSerialsQuery(orderId));
  if (data && !data.lines.some((line) => line.serialTracked)) return null;
  return (
    <section
      aria-labelledby="serials-title"
      className="space-y-3 rounded-box border border-base-300 bg-base-100 p-4"
    >
      <h2 id="serials-title" className="flex items-center gap-2 font-semibold">
        <ScanBarcode className="size-5" aria-hidden="true" />
        Serial numbers
      </h2>
      {error && !data ? (
        <QueryError error={error} what="the serials" onRetry={() => void refetch()} />
      ) : !data ? (
        <Spinner size="sm" label="Loading the serials" />
      ) : (
        <>
          <div aria-live="polite">
            <SerialsState serials={data} />
          </div>
          <p className="text-sm opacity-80">
            Scan each unit: the scanner&apos;s Enter moves to the next unit, and the last one to
            Save.
          </p>
          {/* A new form after each save starts from what the server recorded. */}
          <SerialsForm
            key={data.lines.map((line) => line.serials.join()).join('|')}
            serials={data}
          />
        </>
      )}
    </section>
  );
}
