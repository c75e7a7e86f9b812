import { queryOptions, useMutation } from '@tanstack/react-query';
import { paymentRoutes } from '../../../../shared/api/routes/payments.ts';
import type { RefundRequest, SettleRefund } from '../../../../shared/schemas/payment.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { toast } from '../../../lib/toast.ts';
import { orderKeys } from '../../orders/api/order-api.ts';

// The payment calls the screens make (docs/product.md#online-payment).

export const paymentKeys = {
  methods: ['payments', 'methods'] as const,
  order: (orderId: string) => ['payments', 'order', orderId] as const,
};

/** The methods this shop offers at checkout: cash always, gateways when configured. */
export function paymentMethodsQuery() {
  return queryOptions({
    queryKey: paymentKeys.methods,
    queryFn: ({ signal }) => apiCall(paymentRoutes.methods, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** An order's payment attempts with their history (staff). */
export function orderPaymentsQuery(orderId: string) {
  return queryOptions({
    queryKey: paymentKeys.order(orderId),
    queryFn: ({ signal }) =>
      apiCall(paymentRoutes.orderPayments, { params: { id: orderId } }, { signal }),
  });
}

/** The browser leaves for the gateway's page. */
export function goToGateway(url: string) {
  window.location.assign(url);
}

/**
 * Pays again for an own unpaid order and goes to the gateway's page; when the gateway says
 * the earlier attempt was paid after all, there is nothing to pay and the order shows it.
 */
export function useRetryPayment(orderId: string) {
  return useMutation({
    mutationFn: () => apiCall(paymentRoutes.retry, { params: { id: orderId } }),
    onSuccess: (started) => {
      if (started.redirectUrl) return goToGateway(started.redirectUrl);
      if (started.status === 'paid') {
        toast.success('Your earlier payment went through: this order is paid.');
        void queryClient.invalidateQueries({ queryKey: orderKeys.all });
        return;
      }
      toast.error('The payment gateway did not answer. Please try again in a moment.');
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
    },
  });
}

export function useRefund(orderId: string) {
  return useMutation({
    mutationFn: (body: RefundRequest) =>
      apiCall(paymentRoutes.refund, { params: { id: orderId }, body }),
    onSuccess: (payments) => {
      queryClient.setQueryData(paymentKeys.order(orderId), payments);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      toast.success('Refund sent through the gateway');
    },
    // A refusal may leave a refund held in doubt (its answer lost): show it.
    onError: () => void queryClient.invalidateQueries({ queryKey: paymentKeys.order(orderId) }),
  });
}

/** Staff record what the gateway's merchant panel shows of a refund in doubt. */
export function useSettleRefund(orderId: string) {
  return useMutation({
    mutationFn: ({ refundId, ...body }: SettleRefund & { refundId: string }) =>
      apiCall(paymentRoutes.settleRefund, { params: { id: orderId, refundId }, body }),
    onSuccess: (payments) => {
      queryClient.setQueryData(paymentKeys.order(orderId), payments);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
