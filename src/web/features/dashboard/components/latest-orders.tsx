import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import ArrowRight from 'lucide-react/icons/arrow-right';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import { paths } from '../../../../shared/paths.ts';
import { Price } from '../../../components/price.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { latestOrdersQuery } from '../api/overview-api.ts';
import { dashboardPaths } from '../../../lib/dashboard-paths.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { OrderStatusBadge } from '../../../components/order-status-badge.tsx';
import { Thumbnail } from '../../../components/thumbnail.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';

const SHOWN = 3;

/** The customer's three most recent orders, with the way to all of them. */
export function LatestOrders({ email }: { email: string | null }) {
  const { data, error, isPending, refetch } = useQuery(latestOrdersQuery(email));
  return (
    <section aria-labelledby="latest-orders" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="latest-orders" className="text-lg font-semibold">
          Your latest orders
        </h2>
        <Link
          to={dashboardPaths.myOrders}
          className="link link-primary inline-flex items-center gap-1"
        >
          See all in My Orders
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {error ? (
        <QueryError error={error} what="your orders" onRetry={() => void refetch()} />
      ) : isPending ? (
        <Spinner label="Loading your orders" />
      ) : data.length === 0 ? (
        <EmptyState
          icon={ShoppingBag}
          action={
            <Link to={paths.products} className="btn btn-primary btn-sm">
              Browse products
            </Link>
          }
        >
          You have not ordered anything yet.
        </EmptyState>
      ) : (
        <ul className="space-y-3">
          {data.slice(0, SHOWN).map((order) => (
            <li
              key={order._id}
              className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-box border border-base-300 bg-base-100 p-3"
              data-testid="latest-order"
            >
              <Thumbnail src={order.image} />
              <div className="min-w-0 flex-1 basis-48">
                <p className="font-medium leading-snug">{order.name}</p>
                <p className="text-sm opacity-80">
                  {formatDate(order.createdAt)} · {order.quantity} × <Price amount={order.price} />
                </p>
              </div>
              <div className="ml-auto flex items-center gap-2 sm:flex-col sm:items-end sm:gap-1">
                <Price amount={order.total} className="font-semibold" />
                <OrderStatusBadge status={order.status} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
