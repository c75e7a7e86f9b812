import Ban from 'lucide-react/icons/ban';
import Check from 'lucide-react/icons/check';
import { Link } from 'react-router';
import type { OrderSummary as Order } from '../../../../shared/schemas/order-detail.ts';
import { Price } from '../../../components/price.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { ERROR_TEXT } from '../../../components/form-field.tsx';
import { OrderStatusBadge } from '../../../components/order-status-badge.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import {
  adminMayCancel,
  awaitsOnlinePayment,
  forwardStatus,
} from '../../../../shared/order-life.ts';
import { MOVE_LABELS } from './order-moves.ts';
import { parcelWords } from '../../../lib/parcel-words.ts';
import { Thumbnail } from '../../../components/thumbnail.tsx';
import { dashboardPaths } from '../../../lib/dashboard-paths.ts';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LOOKS,
  advanceWords,
} from '../../../lib/order-labels.ts';

interface OrderCardProps {
  order: Order;
  /** Whether this order's change is on its way to the server. */
  saving: boolean;
  onMove: (order: Order) => void;
  onCancel: (order: Order) => void;
  /** Present when the order's parcel may be booked with a courier: its tick box. */
  selection?: { selected: boolean; onToggle: () => void };
}

/** One order: what, who, where to, its status and the moves allowed from it. */
export function OrderCard({ order, saving, onMove, onCancel, selection }: OrderCardProps) {
  // The server refuses to move on an order whose online payment is still awaited.
  const awaitingPayment = awaitsOnlinePayment(order);
  const next = awaitingPayment ? null : forwardStatus(order.status);
  const titleId = `order-${order._id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="card h-full border border-base-300 bg-base-100 shadow-sm"
      data-testid="order"
    >
      <div className="card-body gap-3 p-4">
        <div className="flex items-start gap-3">
          {selection ? (
            <input
              type="checkbox"
              className="checkbox checkbox-sm mt-1"
              aria-label={`Select ${order.orderNumber} for booking`}
              checked={selection.selected}
              onChange={selection.onToggle}
            />
          ) : null}
          <Thumbnail src={order.image} />
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="font-semibold leading-snug">
              <Link to={dashboardPaths.order(order._id)} className="link-hover">
                <span className="font-mono">{order.orderNumber}</span> · {order.name}
                {order.lineCount > 1 ? ` and ${order.lineCount - 1} more` : ''}
              </Link>
            </h2>
            {/* The items add up to the subtotal; delivery has a line of its own. */}
            <p className="text-sm opacity-80">
              {order.lineCount > 1 ? (
                `${order.quantity} items`
              ) : (
                <>
                  {order.quantity} × <Price amount={order.price} />
                </>
              )}{' '}
              = <Price amount={order.subtotal} />
            </p>
            <p className="text-sm opacity-80">
              Delivery{' '}
              {order.deliveryCharge === null ? (
                'to be confirmed'
              ) : order.deliveryCharge === 0 ? (
                'free'
              ) : (
                <Price amount={order.deliveryCharge} />
              )}
              , total <Price amount={order.total} className="font-semibold" />
            </p>
          </div>
          <OrderStatusBadge status={order.status} />
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="opacity-80">Customer</dt>
          <dd className="min-w-0 break-words">{order.user}</dd>
          <dt className="opacity-80">Email</dt>
          <dd className="min-w-0 break-all">{order.email}</dd>
          <dt className="opacity-80">Phone</dt>
          <dd>
            <a href={`tel:${order.phone}`} className="link">
              {order.phone}
            </a>
          </dd>
          <dt className="opacity-80">Address</dt>
          {/* The address text already ends with its district (shared/address-text.ts). */}
          <dd className="min-w-0 break-words">{order.address}</dd>
          <dt className="opacity-80">Payment</dt>
          <dd>
            {PAYMENT_METHOD_LABELS[order.paymentMethod]}{' '}
            <span className={`badge badge-sm ${PAYMENT_STATUS_LOOKS[order.paymentStatus].badge}`}>
              {PAYMENT_STATUS_LOOKS[order.paymentStatus].label}
            </span>
            {advanceWords(order) ? (
              <span className="block text-xs opacity-80">{advanceWords(order)}</span>
            ) : null}
          </dd>
          <dt className="opacity-80">Placed</dt>
          <dd>{formatDateTime(order.createdAt)}</dd>
          {order.shipment ? (
            <>
              <dt className="opacity-80">Parcel</dt>
              <dd data-testid="parcel-state">{parcelWords(order.shipment)}</dd>
            </>
          ) : null}
        </dl>
        {next || adminMayCancel(order.status) ? (
          <div className="card-actions mt-auto justify-end pt-1">
            {saving ? <Spinner size="sm" label="Saving" /> : null}
            {awaitingPayment && adminMayCancel(order.status) ? (
              <p className="mr-auto self-center text-sm opacity-80">
                Waiting for the online payment
              </p>
            ) : null}
            {adminMayCancel(order.status) ? (
              <button
                type="button"
                className={`btn btn-ghost btn-sm ${ERROR_TEXT}`}
                disabled={saving}
                onClick={() => onCancel(order)}
              >
                <Ban className="size-4" aria-hidden="true" />
                Cancel order
              </button>
            ) : null}
            {next ? (
              <button
                type="button"
                className="btn btn-primary btn-sm"
                disabled={saving}
                onClick={() => onMove(order)}
              >
                <Check className="size-4" aria-hidden="true" />
                {MOVE_LABELS[next]}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}
