import type { OrderSummary } from '../../../../shared/schemas/order-detail.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Price } from '../../../components/price.tsx';

interface DeliverOrderDialogProps {
  order: OrderSummary;
  busy: boolean;
  onDeliver: () => void;
  onClose: () => void;
}

/**
 * Asks before marking an order delivered: the move also records cash on delivery as paid,
 * which a mis-tap must not do silently.
 */
export function DeliverOrderDialog({ order, busy, onDeliver, onClose }: DeliverOrderDialogProps) {
  return (
    <ConfirmDialog
      title={`Mark order ${order.orderNumber} delivered?`}
      confirmLabel="Mark delivered"
      cancelLabel="Not yet"
      tone="primary"
      busy={busy}
      onConfirm={onDeliver}
      onClose={onClose}
    >
      <p>
        The customer is told the order arrived, and it can no longer be cancelled from the list.
      </p>
      {order.paymentMethod === 'cod' && order.cashToCollect > 0 ? (
        <p>
          It also records the cash on delivery as paid:{' '}
          <Price amount={order.cashToCollect} className="font-semibold" /> collected by the courier.
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
