import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import Printer from 'lucide-react/icons/printer';
import { CUSTOMER_CANCELLABLE, stepBackStatus } from '../../../shared/order-life.ts';
import { isStaffRole } from '../../../shared/schemas/auth.ts';
import { OrderStatusBadge } from '../../components/order-status-badge.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { PageSpinner } from '../../components/spinner.tsx';
import { dashboardPaths } from '../../lib/dashboard-paths.ts';
import { paths } from '../../../shared/paths.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { useSession } from '../../lib/use-session.ts';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';
import { DeliveryFacts, OrderTimeline, PaymentFacts } from './order-facts.tsx';
import { OrderLines, OrderTotals } from './order-lines.tsx';
import { StepBackDialog } from './step-back-dialog.tsx';
import { orderDetailQuery } from './api/order-api.ts';
import { AdminPaymentsPanel } from './admin-payments-panel.tsx';
import { PaymentOutcome } from './payment-outcome.tsx';
import { ParcelPanel } from './parcel-panel.tsx';
import { SerialsPanel } from './warranty/serials-panel.tsx';
import { UnitClaims } from './warranty/unit-claims.tsx';

/**
 * One order at /dashboard/orders/:id, for its customer or the shop's staff
 * (docs/product.md#order-page): lines, delivery, payment, totals and timeline.
 */
export default function OrderPage() {
  const { id = '' } = useParams();
  // Checkout comes here with { placed: true }: the news is said in the page, under its heading.
  const placed = (useLocation().state as { placed?: boolean } | null)?.placed === true;
  const { user } = useSession();
  const { data: order, error, isPending, refetch } = useQuery(orderDetailQuery(id));
  const [cancelling, setCancelling] = useState(false);
  const [steppingBack, setSteppingBack] = useState(false);

  if (error) return <QueryError error={error} what="this order" onRetry={() => void refetch()} />;
  if (isPending) return <PageSpinner />;
  // A customer is only ever shown their own orders; staff, who see every order, own the ones
  // placed with their email (a phone account without one has no email to compare).
  const own = user !== null && (!isStaffRole(user.role) || order.email === user.email);
  // Staff may undo a move made too far; pending and cancelled orders have no step back.
  const backTo = user && isStaffRole(user.role) ? stepBackStatus(order.status) : null;
  return (
    <div className="space-y-6">
      {placed ? (
        <p role="status" className="alert alert-success alert-soft">
          Thank you: order {order.orderNumber} is placed.
        </p>
      ) : null}
      <PageHeader
        title={`Order ${order.orderNumber}`}
        description={
          <>
            Placed <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
          </>
        }
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <OrderStatusBadge status={order.status} />
            <Link to={dashboardPaths.invoice(order._id)} className="btn btn-outline btn-sm">
              <Printer className="size-4" aria-hidden="true" />
              Invoice
            </Link>
            <Link
              to={`${paths.track}?number=${encodeURIComponent(order.orderNumber)}`}
              className="btn btn-outline btn-sm"
            >
              Track this order
            </Link>
            {own && CUSTOMER_CANCELLABLE.includes(order.status) ? (
              <button
                type="button"
                className="btn btn-outline btn-error btn-sm"
                onClick={() => setCancelling(true)}
              >
                Cancel order
              </button>
            ) : null}
            {backTo ? (
              <button
                type="button"
                className="btn btn-outline btn-sm"
                onClick={() => setSteppingBack(true)}
              >
                Step back
              </button>
            ) : null}
          </div>
        }
      />
      <PaymentOutcome order={order} own={own} />
      <section
        aria-label="Items"
        className="space-y-4 rounded-box border border-base-300 bg-base-100 p-4"
      >
        <OrderLines order={order} />
        <OrderTotals order={order} />
      </section>
      <div className="grid gap-4 md:grid-cols-2">
        <DeliveryFacts order={order} />
        <PaymentFacts order={order} />
      </div>
      {order.note ? (
        <section aria-label="Note" className="rounded-box border border-base-300 p-4">
          <h2 className="font-semibold">Note</h2>
          <p className="whitespace-pre-line">{order.note}</p>
        </section>
      ) : null}
      {user && isStaffRole(user.role) ? <SerialsPanel orderId={order._id} /> : null}
      {own && order.status === 'delivered' ? <UnitClaims order={order} /> : null}
      {user && isStaffRole(user.role) ? <ParcelPanel order={order} /> : null}
      {user && isStaffRole(user.role) && order.payment.method !== 'cod' ? (
        <AdminPaymentsPanel orderId={order._id} />
      ) : null}
      <OrderTimeline order={order} />
      {cancelling ? <CancelOrderDialog order={order} onClose={() => setCancelling(false)} /> : null}
      {backTo && steppingBack ? (
        <StepBackDialog
          orderId={order._id}
          from={order.status}
          to={backTo}
          onClose={() => setSteppingBack(false)}
        />
      ) : null}
    </div>
  );
}
