import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { ORDER_STATUSES, type Order, type OrderStatus } from '../../../../shared/schemas/order.ts';
import { QueryError } from '../../../components/query-error.tsx';
import { PageSpinner } from '../../../components/spinner.tsx';
import { DeliverOrderDialog } from './deliver-order-dialog.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ORDER_STATUS_LOOKS } from '../../../components/order-status-badge.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/server-errors.ts';
import { ordersQuery, useChangeOrderStatus } from '../api/order-admin-api.ts';
import { OrderCard } from './order-card.tsx';
import { OrderLimitsForm } from './order-limits-form.tsx';
import { StaleOrders } from './stale-orders.tsx';
import { awaitsOnlinePayment, forwardStatus } from '../../../../shared/order-life.ts';
import { couriersQuery } from '../api/courier-api.ts';
import { BookParcels } from './book-parcels.tsx';
import { MOVED_MESSAGES } from './order-moves.ts';
import { KEEP_SCROLL } from '../../../lib/keep-scroll.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import type { OrderFilterQuery, OrderSummary } from '../../../../shared/schemas/order-detail.ts';
import { OrderFilters, readFilters } from './order-filters.tsx';
import { ShipOrderDialog, type Parcel } from './ship-order-dialog.tsx';

const statusFilters: readonly (OrderStatus | '')[] = ['', ...ORDER_STATUSES];

/** /dashboard/manage-orders: every order, newest first, moved along its life one step at a time. */
export function ManageOrdersPage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const status = filters.status ?? '';
  const { data, error, isPending, isPlaceholderData, refetch } = useQuery(ordersQuery(filters));
  const setFilters = (next: OrderFilterQuery) =>
    setParams(new URLSearchParams(next), { state: KEEP_SCROLL });
  const change = useChangeOrderStatus();
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const [shipping, setShipping] = useState<OrderSummary | null>(null);
  const [delivering, setDelivering] = useState<OrderSummary | null>(null);
  // Booking with a courier: offered only when one is set up, for confirmed orders whose
  // parcel is not booked yet.
  const couriers = useQuery(couriersQuery).data ?? [];
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const bookable = (order: OrderSummary) =>
    couriers.length > 0 &&
    order.status === 'confirmed' &&
    !awaitsOnlinePayment(order) &&
    (order.shipment === null || order.shipment.state === 'failed');
  const toggle = (id: string) =>
    setTicked((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const selected = (data ?? []).filter((order) => ticked.has(order._id) && bookable(order));

  const move = (order: Order, to: OrderStatus, after?: () => void, parcel?: Parcel) =>
    change.mutate(
      { id: order._id, status: to, ...(parcel && { parcel }) },
      {
        onSuccess: () => {
          toast.success(MOVED_MESSAGES[to]);
          after?.();
        },
        // A 409 says why (someone else moved it first, it was cancelled): show the server's words.
        onError: (failure) => toast.error(errorMessage(failure)),
      },
    );
  const moveOn = (order: OrderSummary) => {
    const to = forwardStatus(order.status);
    if (to === 'shipped') setShipping(order);
    else if (to === 'delivered') setDelivering(order);
    else if (to) move(order, to);
  };

  return (
    <div>
      <PageHeader title="Manage Orders" description="Every order in the shop, newest first." />
      <div className="mb-6 grid gap-4 xl:grid-cols-2">
        <OrderLimitsForm />
        <StaleOrders />
      </div>
      <div
        role="group"
        aria-label="Show orders by status"
        className="mb-4 flex flex-wrap gap-2 rounded-box border border-base-300 bg-base-200/60 p-2"
      >
        {statusFilters.map((filter) => (
          <button
            key={filter || 'all'}
            type="button"
            aria-pressed={status === filter}
            className={`btn btn-sm ${status === filter ? 'btn-primary' : 'btn-ghost'}`}
            onClick={() => {
              const { status: _old, ...others } = filters;
              setFilters(filter ? { ...others, status: filter } : others);
            }}
          >
            {filter ? ORDER_STATUS_LOOKS[filter].label : 'All'}
          </button>
        ))}
      </div>
      <OrderFilters
        key={`${filters.q ?? ''}|${filters.coupon ?? ''}`}
        filters={filters}
        onChange={setFilters}
      />
      {couriers.length > 0 ? (
        <BookParcels
          couriers={couriers}
          selected={selected}
          onBooked={() => setTicked(new Set())}
        />
      ) : null}
      <p aria-live="polite" className="mb-3 text-sm font-medium" data-testid="order-count">
        {data ? `${data.length} ${data.length === 1 ? 'order' : 'orders'}` : null}
      </p>
      {error && !data ? (
        <QueryError error={error} what="the orders" onRetry={() => void refetch()} />
      ) : isPending ? (
        <PageSpinner />
      ) : data.length === 0 ? (
        <EmptyState>
          {Object.keys(filters).length > 1 || filters.q
            ? 'No orders match these filters.'
            : status
              ? `No ${ORDER_STATUS_LOOKS[status].label.toLowerCase()} orders.`
              : 'No orders yet.'}
        </EmptyState>
      ) : (
        <ul
          className={`grid gap-4 md:grid-cols-2 2xl:grid-cols-3 ${isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={isPlaceholderData}
        >
          {data.map((order) => (
            <li key={order._id}>
              <OrderCard
                order={order}
                saving={change.isPending && change.variables.id === order._id}
                onMove={moveOn}
                onCancel={setCancelling}
                {...(bookable(order) && {
                  selection: {
                    selected: ticked.has(order._id),
                    onToggle: () => toggle(order._id),
                  },
                })}
              />
            </li>
          ))}
        </ul>
      )}
      {shipping ? (
        <ShipOrderDialog
          orderNumber={shipping.orderNumber}
          busy={change.isPending}
          onShip={(parcel) => move(shipping, 'shipped', () => setShipping(null), parcel)}
          onClose={() => setShipping(null)}
        />
      ) : null}
      {delivering ? (
        <DeliverOrderDialog
          order={delivering}
          busy={change.isPending}
          onDeliver={() => move(delivering, 'delivered', () => setDelivering(null))}
          onClose={() => setDelivering(null)}
        />
      ) : null}
      {cancelling ? (
        <ConfirmDialog
          title="Cancel this order?"
          confirmLabel="Cancel order"
          cancelLabel="Keep order"
          busy={change.isPending}
          onConfirm={() => move(cancelling, 'cancelled', () => setCancelling(null))}
          onClose={() => setCancelling(null)}
        >
          <p>
            The order for <strong>{cancelling.name}</strong> from {cancelling.user} is cancelled and
            its {cancelling.quantity} {cancelling.quantity === 1 ? 'unit goes' : 'units go'} back
            into stock.
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
