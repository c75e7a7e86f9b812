import { formatTk } from '../../shared/money.ts';
import type { EmiQuote } from '../../shared/emi.ts';

/**
 * A product's card EMI (docs/product.md#emi): "EMI from Tk X/month", both prices named
 * where they differ, and the plan table (bank, months, monthly, total), rendered by the
 * server from the product's answer. The words keep a shopper out of trouble: the bank
 * charges its fee, EMI needs that bank's credit card, and a refund goes back to the card.
 */
export function ProductEmi({
  emi,
  price,
  regularPrice,
}: {
  emi: EmiQuote | null | undefined;
  price: number;
  regularPrice: number | null;
}) {
  if (!emi) return null;
  const twoPrices = regularPrice !== null && regularPrice !== price;
  return (
    <section
      aria-labelledby="emi-heading"
      className="space-y-2 rounded-box border border-base-300 p-3"
    >
      <h2 id="emi-heading" className="font-bold">
        EMI from {formatTk(emi.from)}/month
      </h2>
      {twoPrices ? (
        <p className="text-sm">
          Cash price {formatTk(price)} · Regular price (card EMI) {formatTk(regularPrice)}
        </p>
      ) : null}
      <div className="overflow-x-auto">
        <table className="table table-sm" data-testid="emi-table">
          <caption className="sr-only">Card EMI plans</caption>
          <thead>
            <tr>
              <th scope="col">Bank</th>
              <th scope="col">Months</th>
              <th scope="col" className="text-right">
                Monthly
              </th>
              <th scope="col" className="text-right">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {emi.plans.map((plan) => (
              <tr key={`${plan.bank} ${plan.months}`}>
                <td>{plan.bank}</td>
                <td className="tabular-nums">{plan.months}</td>
                <td className="whitespace-nowrap text-right tabular-nums">
                  {formatTk(plan.monthly)}
                </td>
                <td className="whitespace-nowrap text-right tabular-nums">
                  {formatTk(plan.total)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs opacity-80">
        Card EMI needs a credit card of the bank you choose, paid through SSLCommerz at checkout.
        The total includes the bank&apos;s fee, which the bank charges, not the shop. Coupons do not
        apply. If the order is refunded, the money goes back to your card and your bank closes or
        adjusts the instalments.
      </p>
    </section>
  );
}
