import type { ReactNode } from 'react';
import { formatTk } from '../../../shared/money.ts';
import { ERROR_TEXT } from '../../components/form-field.tsx';
import { Price } from '../../components/price.tsx';
import type { CartItem } from '../../lib/cart/use-cart.ts';

interface CheckoutSummaryProps {
  items: readonly CartItem[];
  subtotal: number;
  /** undefined until a district is chosen and its delivery quoted. */
  deliveryCharge: number | undefined;
  /** How the customer pays, in a line under the total. */
  paymentNote: string;
  /** Why a line cannot be ordered as it is (a hold limit), by product id, shown beside it. */
  lineProblems?: Readonly<Record<string, string>>;
  children: ReactNode;
}

/** What the order costs: its lines, subtotal, delivery and total, with the button below. */
export function CheckoutSummary({
  items,
  subtotal,
  deliveryCharge,
  paymentNote,
  lineProblems = {},
  children,
}: CheckoutSummaryProps) {
  return (
    <section
      aria-labelledby="checkout-summary"
      className="card border border-base-300 bg-base-100 lg:sticky lg:top-20"
    >
      <div className="card-body gap-3 p-4 sm:p-6">
        <h2 id="checkout-summary" className="card-title">
          Your order
        </h2>
        <ul className="space-y-2 text-sm">
          {items.map((item) => (
            <li key={item.productId}>
              <div className="flex justify-between gap-3">
                <span className="min-w-0">
                  {item.name} <span className="opacity-80">× {item.quantity}</span>
                </span>
                <Price amount={item.price * item.quantity} className="whitespace-nowrap" />
              </div>
              {lineProblems[item.productId] ? (
                <p className={`mt-0.5 ${ERROR_TEXT}`} data-testid="checkout-line-problem">
                  {lineProblems[item.productId]}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
        <dl className="grid grid-cols-[1fr_auto] gap-y-1 border-t border-base-300 pt-3">
          <dt>Subtotal</dt>
          <dd className="text-right">
            <Price amount={subtotal} />
          </dd>
          <dt>Delivery</dt>
          <dd className="text-right" data-testid="checkout-delivery-charge">
            {deliveryCharge === undefined ? (
              <span className="opacity-80">Choose a district</span>
            ) : deliveryCharge === 0 ? (
              'Free'
            ) : (
              <Price amount={deliveryCharge} />
            )}
          </dd>
          <dt className="border-t border-base-300 pt-1 font-bold">Total</dt>
          <dd className="border-t border-base-300 pt-1 text-right" data-testid="checkout-total">
            <Price amount={subtotal + (deliveryCharge ?? 0)} className="text-xl font-extrabold" />
          </dd>
        </dl>
        <p className="text-sm opacity-80" data-testid="checkout-payment-note">
          {paymentNote}
        </p>
        {children}
      </div>
    </section>
  );
}

/** The line under the total: cash at the door, online now, or the delivery charge first. */
export function paymentNoteFor(
  paymentMethod: string | undefined,
  codAdvance: number | null,
  total: number,
): string {
  if (paymentMethod !== undefined && paymentMethod !== 'cod') {
    return 'You pay online on the next page; your items are held for you while you pay.';
  }
  if (codAdvance !== null && codAdvance > 0) {
    return `Pay the delivery charge (${formatTk(codAdvance)}) online on the next page, and ${formatTk(total - codAdvance)} in cash when the parcel reaches you.`;
  }
  return 'Pay in cash when the parcel reaches you.';
}
