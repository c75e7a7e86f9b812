import { queryOptions, useMutation } from '@tanstack/react-query';
import { orderRoutes } from '../../../../shared/api/routes/shop.ts';
import type { OrderLimits } from '../../../../shared/schemas/order-admin.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { dashboardKeys } from '../../dashboard/api/overview-api.ts';
import { productKeys } from '../../products/api/product-queries.ts';
import { orderAdminKeys } from './order-admin-api.ts';

export const orderLimitsKey = ['admin', 'order-limits'] as const;

/** Units one customer may hold in unconfirmed orders: per product and in all. */
export function orderLimitsQuery() {
  return queryOptions({
    queryKey: orderLimitsKey,
    queryFn: ({ signal }) => apiCall(orderRoutes.limits, {}, { signal }),
  });
}

export function useSaveOrderLimits() {
  return useMutation({
    mutationFn: (limits: OrderLimits) => apiCall(orderRoutes.saveLimits, { body: limits }),
    onSuccess: (saved) => queryClient.setQueryData(orderLimitsKey, saved),
  });
}

/** Cancels every unconfirmed order older than the hours given; answers how many. */
export function useCancelStaleOrders() {
  return useMutation({
    mutationFn: (olderThanHours: number) =>
      apiCall(orderRoutes.cancelStale, { body: { olderThanHours } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: orderAdminKeys.all });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      // The cancelled orders' units are back on the shelf.
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}
