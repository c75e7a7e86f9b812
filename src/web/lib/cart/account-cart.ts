import { queryOptions } from '@tanstack/react-query';
import { cartRoutes } from '../../../shared/api/routes/cart.ts';
import type { Cart } from '../../../shared/schemas/cart.ts';
import { apiCall } from '../api-client.ts';
import { queryClient } from '../query-client.ts';
import { mergePayload } from './cart-lines.ts';
import { readLocalCart, writeLocalCart } from './local-cart.ts';

// A customer's cart, kept on the server so the phone and the laptop show the same one
// (docs/product.md#cart). Every change answers the whole cart, which replaces the cached one.

export type AccountCart = Cart;

export const cartKeys = {
  all: ['cart'] as const,
  account: (email: string) => ['cart', email] as const,
};

/**
 * The account's cart. A visitor who just signed in may have a cart in this browser: the
 * first read merges it into the account's and empties the browser's, so it is never
 * merged twice and checkout sees the merged cart.
 */
export function accountCartQuery(email: string) {
  return queryOptions({
    queryKey: cartKeys.account(email),
    queryFn: async ({ signal }) => {
      const local = readLocalCart();
      if (local.length === 0) return apiCall(cartRoutes.get, {}, { signal });
      const merged = await apiCall(cartRoutes.merge, { body: mergePayload(local) }, { signal });
      writeLocalCart([]);
      return merged;
    },
  });
}

function keep(email: string, cart: AccountCart) {
  queryClient.setQueryData(cartKeys.account(email), cart);
}

export async function setAccountQuantity(email: string, productId: string, quantity: number) {
  keep(email, await apiCall(cartRoutes.setQuantity, { params: { productId }, body: { quantity } }));
}

export async function removeAccountLine(email: string, productId: string) {
  keep(email, await apiCall(cartRoutes.removeItem, { params: { productId } }));
}

/** After an order: the ordered lines left the cart on the server, so read it again. */
export function refreshAccountCart() {
  return queryClient.invalidateQueries({ queryKey: cartKeys.all });
}
