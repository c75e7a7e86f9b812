import { useMutation } from '@tanstack/react-query';
import { phoneOrderRoutes } from '../../../../shared/api/routes/phone-orders.ts';
import { searchRoutes } from '../../../../shared/api/routes/search.ts';
import { IDEMPOTENCY_HEADER } from '../../../../shared/schemas/checkout.ts';
import type { PhoneOrderRequest } from '../../../../shared/schemas/phone-order.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { orderKeys } from '../../orders/api/order-api.ts';
import { productKeys } from '../../products/api/product-queries.ts';

// The calls of the "Take an order" screen (docs/product.md#orders-taken-by-phone).

/** The customer a phone belongs to (null: none yet) and their saved addresses. */
export function findPhoneCustomer(phone: string) {
  return apiCall(phoneOrderRoutes.findCustomer, { query: { phone } });
}

export function createPhoneCustomer(input: { phone: string; name: string }) {
  return apiCall(phoneOrderRoutes.createCustomer, { body: input });
}

/** Products by name or SKU, as the shop's search box finds them. */
export function searchProducts(q: string, signal?: AbortSignal) {
  return apiCall(searchRoutes.suggest, { query: { q } }, { signal });
}

/** Places the order; `key` makes sending it again answer the same order. */
export function usePlacePhoneOrder() {
  return useMutation({
    mutationFn: ({ request, key }: { request: PhoneOrderRequest; key: string }) =>
      apiCall(
        phoneOrderRoutes.place,
        { body: request },
        { headers: { [IDEMPOTENCY_HEADER]: key } },
      ),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: productKeys.all }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
