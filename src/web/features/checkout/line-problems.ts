import type { CheckoutShort } from '../../../shared/schemas/checkout.ts';
import type { CartItem } from '../../lib/cart/use-cart.ts';
import { flagsOf } from '../../lib/cart/line-flags.ts';

/**
 * What stands in the way of each line that cannot be ordered now, by product: what the cart
 * says of it today (removed, sold out, fewer left), or else what the checkout's 409 said. A
 * line with nothing in the way is not in the map.
 */
export function lineProblems(
  lines: readonly CartItem[],
  short: CheckoutShort['lines'],
): Map<string, string> {
  const problems = new Map<string, string>();
  for (const line of lines) {
    const flags = flagsOf(line);
    const refused = short.find((s) => s.productId === line.productId);
    if (flags.includes('removed')) problems.set(line.productId, 'No longer sold');
    else if (flags.includes('out-of-stock') || refused?.available === 0) {
      problems.set(line.productId, 'Sold out: the last one has just been ordered');
    } else if (flags.includes('short') || refused) {
      const left = refused?.available ?? line.stock;
      problems.set(line.productId, `Only ${left} left: you have ${line.quantity}`);
    }
  }
  return problems;
}
