import { useQuery } from '@tanstack/react-query';
import { formatTk } from '../../shared/money.ts';
import { linesEmi, offeredEmiQuery } from '../lib/emi/emi-api.ts';

interface LinesEmiProps {
  lines: readonly {
    productId: string;
    price: number;
    regularPrice?: number | null;
    quantity: number;
  }[];
  /** What the lines are: "cart" or "build". */
  what: string;
}

/**
 * Card EMI for a whole cart or PC build (docs/product.md#emi): the lowest monthly at regular
 * prices, or why there is none (under the banks' minimum, a product kept out). Nothing when
 * the shop offers no EMI plan. Checkout adds the delivery and offers the plans.
 */
export function LinesEmi({ lines, what }: LinesEmiProps) {
  const offered = useQuery(offeredEmiQuery());
  const emi = linesEmi(lines, offered.data);
  if (!emi) return null;
  return (
    <p className="text-sm" data-testid="lines-emi">
      {emi.quote ? (
        <>
          <span className="font-semibold">Card EMI from {formatTk(emi.quote.from)}/month</span>{' '}
          <span className="opacity-80">
            for this {what} at regular prices ({formatTk(emi.amount)}); choose the bank and months
            at checkout.
          </span>
        </>
      ) : (
        <span className="opacity-80">{emi.why}</span>
      )}
    </p>
  );
}
