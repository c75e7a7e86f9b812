import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { orderRoutes } from '../../../../shared/api/routes/shop.ts';
import type { Order, OrderStatus } from '../../../../shared/schemas/order.ts';
import type { OrderFilterQuery } from '../../../../shared/schemas/order-detail.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { dashboardKeys } from '../../dashboard/api/overview-api.ts';
import { productKeys } from '../../products/api/product-queries.ts';

export const orderAdminKeys = {
  all: ['admin', 'orders'] as const,
  list: (filters: OrderFilterQuery) => ['admin', 'orders', filters] as const,
};

/** Every order, newest first, narrowed by the filters set (status, payment, district, search). */
export function ordersQuery(filters: OrderFilterQuery) {
  return queryOptions({
    queryKey: orderAdminKeys.list(filters),
    queryFn: ({ signal }) => apiCall(orderRoutes.all, { query: filters }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useChangeOrderStatus() {
  return useMutation({
    mutationFn: ({
      id,
      status,
      parcel,
    }: {
      id: string;
      status: OrderStatus;
      /** With a move to shipped: the courier and the tracking code. */
      parcel?: { courier: string; trackingCode: string };
    }) => apiCall(orderRoutes.changeStatus, { params: { id }, body: { status, ...parcel } }),
    onSuccess: (order, { status }) => {
      // Show the new status at once, before the lists are fetched again, so the
      // next step's button is there straight away.
      queryClient.setQueriesData<Order[]>({ queryKey: orderAdminKeys.all }, (list) =>
        list?.map((item) => (item._id === order._id ? order : item)),
      );
      void queryClient.invalidateQueries({ queryKey: orderAdminKeys.all });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      // A cancelled order puts its units back on the shelf.
      if (status === 'cancelled') void queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}
