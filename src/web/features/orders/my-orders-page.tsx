import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import PackageOpen from 'lucide-react/icons/package-open';
import { paths } from '../../../shared/paths.ts';
import type { OrderSummary } from '../../../shared/schemas/order-detail.ts';
import { QueryError } from '../../components/query-error.tsx';
import { PageSpinner } from '../../components/spinner.tsx';
import { useSession } from '../../lib/use-session.ts';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';
import { myOrdersQuery } from './api/order-api.ts';
import { OrderStatusBadge } from '../../components/order-status-badge.tsx';
import { TableRegion } from '../../components/table-region.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import {
  CancelButton,
  OrderNumberLink,
  PaymentCell,
  ProductCell,
  TotalCell,
} from './my-order-parts.tsx';
import { ClaimFromOrder } from './warranty/unit-claims.tsx';
import { MyClaims } from './warranty/my-claims.tsx';

/** A delivered order's units may be claimed under warranty; earlier ones may be cancelled. */
function OrderActions({
  order,
  onCancel,
}: {
  order: OrderSummary;
  onCancel: ListProps['onCancel'];
}) {
  return order.status === 'delivered' ? (
    <ClaimFromOrder orderId={order._id} orderNumber={order.orderNumber} />
  ) : (
    <CancelButton order={order} onCancel={onCancel} />
  );
}

function OrderedOn({ order }: { order: OrderSummary }) {
  return <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>;
}

interface ListProps {
  orders: OrderSummary[];
  onCancel: (order: OrderSummary) => void;
}

/** Wide screens: one row per order, its number first. */
function OrdersTable({ orders, onCancel }: ListProps) {
  return (
    <TableRegion label="Orders" className="hidden md:block">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Products</th>
            <th scope="col">Units</th>
            <th scope="col">Total</th>
            <th scope="col">Payment</th>
            <th scope="col">Status</th>
            <th scope="col">Ordered</th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order._id} className="align-top">
              <th scope="row">
                <OrderNumberLink order={order} />
              </th>
              <td className="min-w-56">
                <ProductCell order={order} />
              </td>
              <td className="tabular-nums">{order.quantity}</td>
              <td>
                <TotalCell order={order} />
              </td>
              <td>
                <PaymentCell order={order} />
              </td>
              <td>
                <OrderStatusBadge status={order.status} />
              </td>
              <td className="whitespace-nowrap">
                <OrderedOn order={order} />
              </td>
              <td className="text-right">
                <OrderActions order={order} onCancel={onCancel} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

/** Phones: one card per order, nothing to scroll sideways. */
function OrderCards({ orders, onCancel }: ListProps) {
  return (
    <ul className="space-y-3 md:hidden">
      {orders.map((order) => (
        <li
          key={order._id}
          className="space-y-3 rounded-box border border-base-300 bg-base-100 p-4"
        >
          <div className="flex items-center justify-between gap-3">
            <OrderNumberLink order={order} />
            <OrderStatusBadge status={order.status} />
          </div>
          <ProductCell order={order} />
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="opacity-80">Units</dt>
            <dd className="tabular-nums">{order.quantity}</dd>
            <dt className="opacity-80">Total</dt>
            <dd>
              <TotalCell order={order} />
            </dd>
            <dt className="opacity-80">Payment</dt>
            <dd>
              <PaymentCell order={order} />
            </dd>
            <dt className="opacity-80">Ordered</dt>
            <dd>
              <OrderedOn order={order} />
            </dd>
          </dl>
          <div className="flex justify-end">
            <OrderActions order={order} onCancel={onCancel} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function NoOrders() {
  return (
    <EmptyState
      icon={PackageOpen}
      title="No orders yet"
      action={
        <Link to={paths.products} className="btn btn-primary btn-sm">
          Browse products
        </Link>
      }
    >
      Parts you order show up here, with where each order stands.
    </EmptyState>
  );
}

/**
 * The signed-in customer's orders, newest first, at /dashboard/my-orders
 * (docs/product.md#my-orders).
 */
export default function MyOrdersPage() {
  const { user } = useSession();
  // A phone account has no email: its orders are asked for as the caller's own.
  const email = user?.email ?? null;
  const { data, error, isPending, refetch } = useQuery({
    ...myOrdersQuery(email),
    enabled: Boolean(user),
  });
  const [cancelling, setCancelling] = useState<OrderSummary | null>(null);

  return (
    <div>
      <PageHeader
        title="My Orders"
        description="Everything you ordered, newest first."
        actions={
          data && data.length > 0 ? (
            <p className="badge badge-primary badge-lg">
              {data.length} {data.length === 1 ? 'order' : 'orders'}
            </p>
          ) : null
        }
      />
      {error ? (
        <QueryError error={error} what="your orders" onRetry={() => void refetch()} />
      ) : isPending ? (
        <PageSpinner />
      ) : data.length === 0 ? (
        <NoOrders />
      ) : (
        <>
          <OrdersTable orders={data} onCancel={setCancelling} />
          <OrderCards orders={data} onCancel={setCancelling} />
        </>
      )}
      {user ? <MyClaims /> : null}
      {cancelling ? (
        <CancelOrderDialog order={cancelling} onClose={() => setCancelling(null)} />
      ) : null}
    </div>
  );
}
