import { queryOptions } from '@tanstack/react-query';
import { dashboardRoutes, orderRoutes } from '../../../../shared/api/routes/shop.ts';
import { apiCall } from '../../../lib/api-client.ts';

/** The numbers on the admin's overview. */
export type { Overview as DashboardOverview } from '../../../../shared/schemas/dashboard.ts';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  overview: ['dashboard', 'overview'] as const,
  latestOrders: (email: string | null) => ['dashboard', 'latest-orders', email] as const,
};

export function overviewQuery() {
  return queryOptions({
    queryKey: dashboardKeys.overview,
    queryFn: ({ signal }) => apiCall(dashboardRoutes.overview, {}, { signal }),
    // Counts move with every order; always ask again when the overview opens.
    staleTime: 0,
  });
}

/** The customer's own orders, newest first; the overview shows the first few. */
export function latestOrdersQuery(email: string | null) {
  return queryOptions({
    queryKey: dashboardKeys.latestOrders(email),
    queryFn: ({ signal }) =>
      apiCall(orderRoutes.mine, { query: email === null ? {} : { email } }, { signal }),
    staleTime: 0,
  });
}
