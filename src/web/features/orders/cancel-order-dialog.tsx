import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatTk } from '../../../shared/money.ts';
import type { OrderDetail, OrderSummary } from '../../../shared/schemas/order-detail.ts';
import { ButtonSpinner, FormError } from '../../components/form-field.tsx';
import { Modal } from '../../components/modal.tsx';
import { orderDetailQuery, useCancelOrder } from './api/order-api.ts';

interface CancelOrderDialogProps {
  /** From My Orders (a summary: its lines are fetched) or the order page (with its lines). */
  order: OrderSummary | OrderDetail;
  onClose: () => void;
}

/** What is cancelled: each line's quantity and name, once they are known. */
function CancelledLines({ order }: { order: OrderSummary | OrderDetail }) {
  const known = 'lines' in order ? order.lines : undefined;
  const { data } = useQuery({ ...orderDetailQuery(order._id), enabled: !known });
  const lines = known ?? data?.lines;
  if (!lines) return null;
  return (
    <ul className="mt-2 list-disc pl-5" aria-label="Items in this order">
      {lines.map((line) => (
        <li key={line.productId}>
          {line.quantity} × {line.name}
        </li>
      ))}
    </ul>
  );
}

/** Asks before cancelling: a cancelled order cannot be brought back. */
export function CancelOrderDialog({ order, onClose }: CancelOrderDialogProps) {
  const titleId = useId();
  const cancel = useCancelOrder();
  const items = order.lineCount === 1 ? '1 item' : `${order.lineCount} items`;
  return (
    <Modal labelledBy={titleId} onClose={onClose}>
      <h2 id={titleId} className="pr-10 text-xl font-bold">
        Cancel this order?
      </h2>
      <p className="mt-3">
        Order <span className="font-semibold">{order.orderNumber}</span>: {items},{' '}
        {formatTk(order.total)} in all.
      </p>
      <CancelledLines order={order} />
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
