import { queryOptions, useMutation } from '@tanstack/react-query';
import type { OrderLimits } from '../../../../shared/schemas/order-admin.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { dashboardKeys } from '../../dashboard/api/overview-api.ts';
import { productKeys } from '../../products/api/product-queries.ts';
import { orderAdminKeys } from './order-admin-api.ts';

const LIMITS_PATH = '/api/admin/order-limits';

export const orderLimitsKey = ['admin', 'order-limits'] as const;

/** Units one customer may hold in unconfirmed orders: per product and in all. */
export function orderLimitsQuery() {
  return queryOptions({
    queryKey: orderLimitsKey,
    queryFn: ({ signal }) => apiRequest<OrderLimits>(LIMITS_PATH, { signal }),
  });
}

export function useSaveOrderLimits() {
  return useMutation({
    mutationFn: (limits: OrderLimits) =>
      apiRequest<OrderLimits>(LIMITS_PATH, { method: 'PUT', body: limits }),
    onSuccess: (saved) => queryClient.setQueryData(orderLimitsKey, saved),
  });
}

/** Cancels every unconfirmed order older than the hours given; answers how many. */
export function useCancelStaleOrders() {
  return useMutation({
    mutationFn: (olderThanHours: number) =>
      apiRequest<{ cancelled: number }>('/api/orders/cancel-stale', {
        method: 'POST',
        body: { olderThanHours },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: orderAdminKeys.all });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      // The cancelled orders' units are back on the shelf.
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}
