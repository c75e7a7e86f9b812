import { comingSoonMessage } from '../../../shared/availability.ts';
import { HttpError } from '../../http/errors.ts';
import type { UnorderableLines } from '../orders/index.ts';

// How checkout tells lines it cannot order: one owner for every caller of checkout (the
// shopper's own, and an order staff take by phone).

/** The 409 body of lines short of stock, with what is left of each. */
export function shortStockAnswer(error: UnorderableLines) {
  const short = error.short.map((line) => `${line.name} (${line.available} left)`).join(', ');
  return {
    statusCode: 409 as const,
    error: 'Conflict',
    message: `Not enough stock for: ${short}. Nothing was ordered; lower those quantities or take them out.`,
    lines: error.short.map(({ productId, name, available }) => ({ productId, name, available })),
  };
}

/**
 * Answers lines checkout could not order: products not sold are a 404 (thrown), coming-soon
 * products and lines short of stock the 409 body to send. Callers rethrow every other error
 * themselves, in their catch, where the refusal walk of the tests can see it.
 */
export function unorderableAnswer(error: UnorderableLines) {
  if (error.notSold.length) {
    throw new HttpError(
      404,
      `Not sold (unknown or removed from the shop): ${error.notSold.join(', ')}. Take ${error.notSold.length === 1 ? 'it' : 'them'} out of the cart to order the rest.`,
    );
  }
  if (error.comingSoon.length) {
    // No line is short of stock: the conflict is the product's state (decision 078).
    return {
      statusCode: 409 as const,
      error: 'Conflict',
      message: comingSoonMessage(error.comingSoon.join(', ')),
      lines: [],
    };
  }
  return shortStockAnswer(error);
}
