import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import Truck from 'lucide-react/icons/truck';
import Users from 'lucide-react/icons/users';
import { QueryError } from '../../../components/query-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { overviewQuery } from '../api/overview-api.ts';
import { dashboardPaths } from '../../../lib/dashboard-paths.ts';
import { FirstRunChecklist } from './first-run-checklist.tsx';
import { LowStockList } from './low-stock-list.tsx';
import { SalesGlance } from './sales-glance.tsx';

interface Card {
  key: 'products' | 'lowStock' | 'pendingOrders' | 'users';
  label: string;
  note: string;
  to: string;
  icon: LucideIcon;
}

const cards: readonly Card[] = [
  {
    key: 'products',
    label: 'Products',
    note: 'In the shop now',
    to: dashboardPaths.manageProducts,
    icon: ClipboardList,
  },
  {
    key: 'lowStock',
    label: 'Low stock',
    note: 'At or below their threshold',
    to: dashboardPaths.restock,
    icon: TriangleAlert,
  },
  {
    key: 'pendingOrders',
    label: 'Pending orders',
    note: 'Waiting for confirmation',
    to: `${dashboardPaths.manageOrders}?status=pending`,
    icon: Truck,
  },
  { key: 'users', label: 'Users', note: 'Accounts', to: dashboardPaths.allUsers, icon: Users },
];

/**
 * The shop at a glance: today's and the last 30 days' sales, four counts, each leading to the
 * page that deals with it, and the products running low.
 */
export function AdminOverview() {
  const { data, error, refetch } = useQuery(overviewQuery());
  if (error) {
    return <QueryError error={error} what="the overview" onRetry={() => void refetch()} />;
  }
  return (
    <>
      {data ? <FirstRunChecklist setup={data.setup} /> : null}
      <SalesGlance sales={data?.sales} />
      <section aria-labelledby="shop-overview">
        <h2 id="shop-overview" className="mb-3 text-lg font-semibold">
          The shop today
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {cards.map(({ key, label, note, to, icon: Icon }) => (
            <li key={key}>
              <Link
                to={to}
                className="card h-full border border-base-300 bg-base-100 shadow-sm transition-shadow hover:shadow-md"
                data-testid={`overview-${key}`}
              >
                <div className="card-body flex-row items-center gap-4 p-5">
                  <span className="grid size-12 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <span className="min-w-0">
                    <span className="block text-sm font-medium opacity-80">{label}</span>
                    <span className="block text-3xl font-bold tabular-nums">
                      {data ? data[key] : <Spinner size="sm" label={`Loading ${label}`} />}
                    </span>
                    <span className="block text-xs opacity-80">{note}</span>
                  </span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <LowStockList />
    </>
  );
}
