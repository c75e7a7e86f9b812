import { queryOptions } from '@tanstack/react-query';
import type { Order } from '../../../../shared/schemas/order.ts';
import { apiRequest, withQuery } from '../../../lib/api-client.ts';

/** GET /api/dashboard/overview: the numbers on the admin's overview. */
export interface DashboardOverview {
  products: number;
  lowStock: number;
  pendingOrders: number;
  users: number;
}

export const dashboardKeys = {
  all: ['dashboard'] as const,
  overview: ['dashboard', 'overview'] as const,
  latestOrders: (email: string) => ['dashboard', 'latest-orders', email] as const,
};

export function overviewQuery() {
  return queryOptions({
    queryKey: dashboardKeys.overview,
    queryFn: ({ signal }) => apiRequest<DashboardOverview>('/api/dashboard/overview', { signal }),
    // Counts move with every order; always ask again when the overview opens.
    staleTime: 0,
  });
}

/** The customer's own orders, newest first; the overview shows the first few. */
export function latestOrdersQuery(email: string) {
  return queryOptions({
    queryKey: dashboardKeys.latestOrders(email),
    queryFn: ({ signal }) =>
      apiRequest<Order[]>(withQuery('/api/my-orders', { email }), { signal }),
    staleTime: 0,
  });
}
