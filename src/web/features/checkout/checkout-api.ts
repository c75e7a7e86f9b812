import { useMutation } from '@tanstack/react-query';
import { checkoutRoutes } from '../../../shared/api/routes/checkout.ts';
import {
  IDEMPOTENCY_HEADER,
  type CheckoutRequest,
  type CheckoutShort,
  type HoldRefusal,
} from '../../../shared/schemas/checkout.ts';
import { apiCall, isApiRequestError } from '../../lib/api-client.ts';
import { refreshAccountCart } from '../../lib/cart/account-cart.ts';
import { queryClient } from '../../lib/query-client.ts';
import { orderKeys } from '../orders/api/order-api.ts';
import { productKeys } from '../products/api/product-queries.ts';
import { refreshAddresses } from '../profile/api/address-api.ts';

/** Places the order; `key` makes sending it again answer the same order. */
export function usePlaceCheckout() {
  return useMutation({
    mutationFn: ({ request, key }: { request: CheckoutRequest; key: string }) =>
      apiCall(
        checkoutRoutes.checkout,
        { body: request },
        { headers: { [IDEMPOTENCY_HEADER]: key } },
      ),
    onSettled: () => {
      // The ordered lines left the cart and took stock; a refusal means the cart was stale.
      void refreshAccountCart();
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      // Checkout keeps the address unless told not to: the next one offers it.
      void refreshAddresses();
    },
  });
}

type LineConflict = CheckoutShort | HoldRefusal;

function conflictLines(error: unknown): LineConflict['lines'] {
  if (!isApiRequestError(error, 409)) return [];
  const answer = error.answer as Partial<LineConflict> | null;
  return Array.isArray(answer?.lines) ? answer.lines : [];
}

/** The lines a 409 says are short: product, its name and units left, or none when not that refusal. */
export function shortLines(error: unknown): CheckoutShort['lines'] {
  return conflictLines(error).filter((line) => 'available' in line);
}

/** The lines a 409 says are past a hold limit: product and its limit (decision 039). */
export function heldLines(error: unknown): HoldRefusal['lines'] {
  return conflictLines(error).filter((line) => 'limit' in line);
}
