import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { orderRoutes } from '../../../../shared/api/routes/shop.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { productKeys } from '../../products/api/product-queries.ts';

// Type-only imports from the shared schemas: My Orders needs no zod at run time.

export const orderKeys = {
  all: ['orders'] as const,
  mine: (email: string | null) => ['orders', 'mine', email] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
};

/** One order with its lines, delivery, payment and timeline (its owner or an admin). */
export function orderDetailQuery(id: string) {
  return queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => apiCall(orderRoutes.detail, { params: { id } }, { signal }),
  });
}

/** The signed-in customer's orders, newest first. */
export function myOrdersQuery(email: string | null) {
  return queryOptions({
    queryKey: orderKeys.mine(email),
    queryFn: ({ signal }) =>
      apiCall(orderRoutes.mine, { query: email === null ? {} : { email } }, { signal }),
  });
}

/** Orders change stock, so the catalogue is fetched again along with the order lists. */
function refreshAfterOrderChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  void queryClient.invalidateQueries({ queryKey: productKeys.all });
}

/** A customer cancels their own pending order; the stock goes back on sale. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      apiCall(orderRoutes.changeStatus, { params: { id: orderId }, body: { status: 'cancelled' } }),
    onSuccess: () => {
      toast.success('Order cancelled');
      refreshAfterOrderChange(queryClient);
    },
    // Refused because the shop moved the order on meanwhile: show its real status.
    onError: () => void queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** An admin moves an order one step back, with the reason its timeline shows. */
export function useStepBack(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      apiCall(orderRoutes.stepBack, { params: { id: orderId }, body: { reason } }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(orderId), order);
      toast.success('Order stepped back');
      refreshAfterOrderChange(queryClient);
    },
    // Refused because the order moved meanwhile: show its real status.
    onError: () => void queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
