import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { CUSTOMER_CANCELLABLE } from '../../../shared/order-life.ts';
import type { OrderSummary } from '../../../shared/schemas/order-detail.ts';
import { Price } from '../../components/price.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { Thumbnail } from '../../components/thumbnail.tsx';
import { dashboardPaths } from '../../lib/dashboard-paths.ts';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LOOKS,
  emiPlanWords,
  advanceWords,
} from '../../lib/order-labels.ts';
import { orderDetailQuery } from './api/order-api.ts';
import { OrderLines } from './order-lines.tsx';

// The pieces of one order in My Orders, shared by the wide table and the phone cards.

/** The order's number, leading to its own page. */
export function OrderNumberLink({ order }: { order: OrderSummary }) {
  return (
    <Link to={dashboardPaths.order(order._id)} className="link font-semibold whitespace-nowrap">
      {order.orderNumber}
    </Link>
  );
}

/** Every line of the order, fetched only when the customer opens the list. */
function AllLines({ order }: { order: OrderSummary }) {
  const [open, setOpen] = useState(false);
  const { data, error, isPending, refetch } = useQuery({
    ...orderDetailQuery(order._id),
    enabled: open,
  });
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-sm">Show all {order.lineCount} items</summary>
      {!open ? null : error ? (
        <QueryError error={error} what="the order's items" onRetry={() => void refetch()} />
      ) : isPending ? (
        <Spinner size="sm" label="Loading the items" />
      ) : (
        <OrderLines order={data} />
      )}
    </details>
  );
}

/** The first product (all of them for a several-line order, on request). */
export function ProductCell({ order }: { order: OrderSummary }) {
  const more = order.lineCount - 1;
  return (
    <div className="space-y-1">
      <div className="flex items-center gap-3">
        <Thumbnail src={order.image} />
        <span className="leading-snug">
          <Link to={paths.product(order.productId)} className="link-hover font-medium">
            {order.name}
          </Link>
          {more > 0 ? (
            <span className="block text-sm opacity-80">
              and {more} more {more === 1 ? 'product' : 'products'}
            </span>
          ) : null}
        </span>
      </div>
      {more > 0 ? <AllLines order={order} /> : null}
    </div>
  );
}

/** What the customer pays, with what delivery adds to it. */
export function TotalCell({ order }: { order: OrderSummary }) {
  const delivery =
    order.deliveryCharge === null
      ? 'delivery to be confirmed'
      : order.deliveryCharge === 0
        ? 'free delivery'
        : null;
  return (
    <span className="whitespace-nowrap">
      <Price amount={order.total} className="font-semibold" />
      <span className="block text-xs opacity-80">
        {delivery ?? (
          <>
            incl. <Price amount={order.deliveryCharge ?? 0} /> delivery
          </>
        )}
        {order.discount > 0 ? (
          <>
            , <Price amount={order.discount} /> off ({order.couponCode})
          </>
        ) : null}
      </span>
    </span>
  );
}

export function PaymentCell({ order }: { order: OrderSummary }) {
  const look = PAYMENT_STATUS_LOOKS[order.paymentStatus];
  return (
    <span className="inline-flex flex-wrap items-center gap-1 text-sm">
      {PAYMENT_METHOD_LABELS[order.paymentMethod]}
      <span className={`badge badge-sm ${look.badge}`} data-testid="payment-status">
        {look.label}
      </span>
      {advanceWords(order) ? (
        <span className="block w-full text-xs opacity-80">{advanceWords(order)}</span>
      ) : null}
      {order.emi ? (
        <span className="block w-full text-xs opacity-80" data-testid="payment-emi">
          {emiPlanWords(order.emi)}
        </span>
      ) : null}
    </span>
  );
}

interface CancelButtonProps {
  order: OrderSummary;
  onCancel: (order: OrderSummary) => void;
}

export function CancelButton({ order, onCancel }: CancelButtonProps) {
  // Only before the shop confirms is an order the customer's to cancel.
  if (!CUSTOMER_CANCELLABLE.includes(order.status)) return null;
  const more = order.lineCount > 1 ? ` and ${order.lineCount - 1} more` : '';
  return (
    <button type="button" className="btn btn-outline btn-sm" onClick={() => onCancel(order)}>
      Cancel
      <span className="sr-only">
        {' '}
        the order of {order.name}
        {more}, {order.orderNumber}
      </span>
    </button>
  );
}
