import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { messages } from '../../../../shared/messages.ts';
import { orderRoutes } from '../../../../shared/api/routes/shop.ts';
import type { PlaceOrder } from '../../../../shared/schemas/order.ts';
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

/**
 * What the order form sends: what the server reads (product, pack, phone, address) plus the
 * documented payload's other fields (docs/product.md#field-names), which the server ignores and
 * fills in itself.
 */
export interface OrderRequest extends PlaceOrder {
  email: string;
  user: string;
  name: string;
  image: string;
  price: number;
}

/** Orders change stock, so the catalogue is fetched again along with the order lists. */
function refreshAfterOrderChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  void queryClient.invalidateQueries({ queryKey: productKeys.all });
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: OrderRequest) => apiCall(orderRoutes.place, { body: order }),
    // The toasts live here rather than in the form, so a customer who closes the
    // modal while the order is on its way still hears how it went (docs/product.md#order-modal).
    onSuccess: ({ order }) => {
      toast.success(messages.order.success(order.user));
      refreshAfterOrderChange(queryClient);
    },
    onError: () => {
      toast.error(messages.order.failure);
      // A refusal for stock means the product page's figure was stale.
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
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
