import { useEffect } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { Product } from '../../../shared/schemas/product.ts';
import { isApiRequestError } from '../../lib/api-client.ts';
import { flagsOf, type LineFlag } from '../../lib/cart/line-flags.ts';
import type { Cart, CartItem } from '../../lib/cart/use-cart.ts';
import { productQuery } from '../products/api/product-queries.ts';

// What the cart page says about each line (docs/product.md#cart): a line is flagged when its
// product was removed, sold out, has fewer units left than the line holds, or costs
// something else than when it was added. A customer's cart comes flagged by the server; a
// visitor's is checked here against today's products.

export interface CartLineView extends CartItem {
  flags: LineFlag[];
}

/** A line can be ordered when nothing but a new price stands in the way. */
export const orderable = (line: CartLineView) => line.flags.every((f) => f === 'price-changed');

/** A browser cart's line as today's product has it: undefined while loading, null if gone. */
function checkedToday(item: CartItem, today: Product | null | undefined): CartItem {
  if (today === undefined) return item;
  if (today === null) return { ...item, removed: true };
  return {
    ...item,
    price: today.price,
    regularPrice: today.regularPrice,
    stock: today.quantity,
    outOfStock: today.quantity <= 0,
    priceChanged: today.price !== item.priceWhenAdded,
    warranty: { months: today.warrantyMonths, kind: today.warrantyKind },
  };
}

/**
 * The cart's lines with their flags. `onStock` hears of stock that moved on a browser
 * cart's line, so the browser can keep that line's bounds current.
 */
export function useCartLineViews(cart: Cart, onStock?: (product: Product) => void): CartLineView[] {
  const checking = cart.owner === 'browser' ? cart.items : [];
  const results = useQueries({
    queries: checking.map((item) => ({ ...productQuery(item.productId), staleTime: 0 })),
  });
  const todays = results.map((result) =>
    isApiRequestError(result.error, 404) || isApiRequestError(result.error, 400)
      ? null
      : result.data,
  );
  const moved = todays.filter(
    (today, index): today is Product => !!today && today.quantity !== checking[index]?.stock,
  );
  const movedKey = moved.map((p) => `${p._id}:${p.quantity}`).join();
  useEffect(() => {
    if (onStock) for (const product of moved) onStock(product);
    // movedKey names exactly what moved; the callback and list are read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [movedKey]);
  return cart.items.map((item, index) => {
    const checked = cart.owner === 'browser' ? checkedToday(item, todays[index]) : item;
    return { ...checked, flags: flagsOf(checked) };
  });
}
