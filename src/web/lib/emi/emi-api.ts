import { queryOptions } from '@tanstack/react-query';
import { emiRoutes } from '../../../shared/api/routes/emi.ts';
import {
  emiAmount,
  emiQuote,
  emiStartsAt,
  type EmiPlan,
  type EmiQuote,
} from '../../../shared/emi.ts';
import { formatTk } from '../../../shared/money.ts';
import { apiCall } from '../api-client.ts';

// Card EMI on the shopper's screens (docs/product.md#emi): the switched-on plans, read once
// and shared by the cards, the cart, the PC Builder and checkout, and whether a set of lines
// may be paid in instalments. The arithmetic is src/shared/emi.ts's, as on the server.

export const emiKeys = { offered: ['emi', 'offered'] as const };

/** The plans switched on and the products kept out of EMI (anyone may ask). */
export function offeredEmiQuery() {
  return queryOptions({
    queryKey: emiKeys.offered,
    queryFn: ({ signal }) => apiCall(emiRoutes.offered, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

interface Line {
  productId: string;
  price: number;
  regularPrice?: number | null;
  quantity: number;
}

export interface LinesEmi {
  /** What the lines (and `extra`, the delivery) cost on EMI: regular prices. */
  amount: number;
  /** The plan table at that amount; null: no EMI, `why` says why. */
  quote: EmiQuote | null;
  /** Why these lines cannot be paid on EMI, in the shopper's words; null when they can. */
  why: string | null;
}

/** Card EMI for a cart or a build: null when no plan is switched on (nothing to say). */
export function linesEmi(
  lines: readonly Line[],
  offered: { plans: EmiPlan[]; excludedProductIds: string[] } | undefined,
  extra = 0,
): LinesEmi | null {
  const startsAt = offered ? emiStartsAt(offered.plans) : null;
  if (!offered || startsAt === null || lines.length === 0) return null;
  const amount = emiAmount(lines) + extra;
  const excluded = new Set(offered.excludedProductIds);
  if (lines.some((line) => excluded.has(line.productId.toLowerCase()))) {
    return { amount, quote: null, why: 'A product here is not sold on card EMI.' };
  }
  const quote = emiQuote(amount, offered.plans);
  return quote
    ? { amount, quote, why: null }
    : { amount, quote: null, why: `Card EMI starts at ${formatTk(startsAt)}.` };
}

/** The lines as card EMI charges them: each at its regular price where it has one. */
export function atEmiPrices<T extends { price: number; regularPrice?: number | null }>(
  lines: readonly T[],
): T[] {
  return lines.map((line) => ({ ...line, price: line.regularPrice ?? line.price }));
}
