import { queryOptions, useMutation } from '@tanstack/react-query';
import { courierRoutes } from '../../../../shared/api/routes/couriers.ts';
import type { BookShipments } from '../../../../shared/schemas/courier.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { dashboardKeys } from '../../dashboard/api/overview-api.ts';
import { orderKeys } from '../../orders/api/order-api.ts';
import { productKeys } from '../../products/api/product-queries.ts';
import { orderAdminKeys } from './order-admin-api.ts';

// Couriers for staff: who the shop can book with, booking parcels, returns back on the shelf.

/** The couriers set up on this shop (none: booking is not offered). */
export const couriersQuery = queryOptions({
  queryKey: ['admin', 'couriers'] as const,
  queryFn: ({ signal }) => apiCall(courierRoutes.list, {}, { signal }),
  staleTime: Infinity,
});

const ordersChanged = () => {
  void queryClient.invalidateQueries({ queryKey: orderAdminKeys.all });
  void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
};

export function useBookParcels() {
  return useMutation({
    mutationFn: (body: BookShipments) => apiCall(courierRoutes.book, { body }),
    onSuccess: ordersChanged,
  });
}

export function useReturnReceived() {
  return useMutation({
    mutationFn: (id: string) => apiCall(courierRoutes.returnReceived, { params: { id } }),
    onSuccess: () => {
      ordersChanged();
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}
