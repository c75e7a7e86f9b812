import type { CartItem } from './use-cart.ts';

// What stands in the way of a cart line (docs/product.md#cart), for the cart page and checkout
// alike: its product was removed, sold out, has fewer units left than the line holds, or costs
// something else than when it was added.

export type LineFlag = 'removed' | 'out-of-stock' | 'short' | 'price-changed';

export function flagsOf(item: CartItem): LineFlag[] {
  if (item.removed) return ['removed'];
  const flags: LineFlag[] = [];
  if (item.outOfStock || item.stock <= 0) flags.push('out-of-stock');
  else if (item.quantity > item.stock) flags.push('short');
  if (item.priceChanged) flags.push('price-changed');
  return flags;
}
