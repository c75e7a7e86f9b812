import { useId } from 'react';
import { formatTk } from '../../../shared/money.ts';
import type { Order } from '../../../shared/schemas/order.ts';
import { ButtonSpinner, FormError } from '../../components/form-field.tsx';
import { Modal } from '../../components/modal.tsx';
import { useCancelOrder } from './api/order-api.ts';

/** Asks before cancelling: a cancelled order cannot be brought back. */
export function CancelOrderDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const titleId = useId();
  const cancel = useCancelOrder();
  return (
    <Modal labelledBy={titleId} onClose={onClose}>
      <h2 id={titleId} className="pr-10 text-xl font-bold">
        Cancel this order?
      </h2>
      <p className="mt-3">
        <span className="font-semibold">{order.name}</span>, pack of {order.quantity},{' '}
        {formatTk(order.total)}.
      </p>
      <p className="mt-2 text-sm opacity-80">
        The parts go back on sale, and a cancelled order cannot be restored.
      </p>
      <div className="mt-3">
        <FormError message={cancel.error?.message} />
      </div>
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          Keep order
        </button>
        <button
          type="button"
          className="btn btn-error"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate(order._id, { onSuccess: onClose })}
        >
          {cancel.isPending ? <ButtonSpinner label="Cancelling the order" /> : null}
          Cancel order
        </button>
      </div>
    </Modal>
  );
}
