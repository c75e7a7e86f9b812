import { useState } from 'react';
import {
  cancelStaleOrdersSchema,
  MAX_STALE_HOURS,
} from '../../../../shared/schemas/order-admin.ts';
import { TextField } from '../../../components/form-field.tsx';
import { toast } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/server-errors.ts';
import { useCancelStaleOrders } from '../api/order-limits-api.ts';

/** Unconfirmed this long, an order is taken to be abandoned: two days by default. */
const DEFAULT_HOURS = 48;

/** Cancels, after a confirmation, every unconfirmed order older than the hours chosen. */
export function StaleOrders() {
  const [hours, setHours] = useState(String(DEFAULT_HOURS));
  const [asking, setAsking] = useState(false);
  const cancelStale = useCancelStaleOrders();
  const parsed = cancelStaleOrdersSchema.safeParse({ olderThanHours: Number(hours) });
  const invalid = hours.trim() === '' || !parsed.success;

  const confirm = (olderThanHours: number) =>
    cancelStale.mutate(olderThanHours, {
      onSuccess: ({ cancelled }) => {
        setAsking(false);
        toast.success(
          cancelled === 0
            ? `No unconfirmed order is older than ${olderThanHours} hours.`
            : `Cancelled ${cancelled} stale ${cancelled === 1 ? 'order' : 'orders'}; their units are back in stock.`,
        );
      },
      onError: (failure) => toast.error(errorMessage(failure)),
    });

  return (
    <section
      aria-labelledby="stale-orders-title"
      className="rounded-box border border-base-300 bg-base-100 p-4"
    >
      <h2 id="stale-orders-title" className="text-lg font-semibold">
        Stale orders
      </h2>
      <p className="mb-3 text-sm opacity-80">
        Unconfirmed orders hold stock nobody else can buy. Cancel the old ones at once.
      </p>
      <div className="flex flex-wrap items-start gap-3">
        <div className="w-44">
          <TextField
            label="Older than (hours)"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_STALE_HOURS}
            value={hours}
            onChange={(event) => setHours(event.target.value)}
            error={invalid ? `A whole number from 1 to ${MAX_STALE_HOURS}` : undefined}
          />
        </div>
        <button
          type="button"
          className="btn btn-warning mt-6"
          disabled={invalid}
          onClick={() => setAsking(true)}
        >
          Cancel stale orders
        </button>
      </div>
      {asking && parsed.success ? (
        <ConfirmDialog
          title="Cancel stale orders?"
          confirmLabel="Cancel stale orders"
          cancelLabel="Keep them"
          busy={cancelStale.isPending}
          onConfirm={() => confirm(parsed.data.olderThanHours)}
          onClose={() => setAsking(false)}
        >
          <p>
            Every order still awaiting confirmation after {parsed.data.olderThanHours} hours is
            cancelled, and its units go back into stock.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
