import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatTk } from '../../../shared/money.ts';
import {
  DeliveryChargeParts,
  type DeliveryParts,
} from '../../components/delivery-charge-parts.tsx';
import { ERROR_TEXT } from '../../components/form-field.tsx';
import { FreeDeliveryHint } from '../../components/free-delivery-hint.tsx';
import { Price } from '../../components/price.tsx';
import type { CartItem } from '../../lib/cart/use-cart.ts';
import { freeDeliveryQuery } from '../delivery/api/delivery-api.ts';

interface CheckoutSummaryProps {
  /** Every line of the cart; those with a problem are marked and can be taken out here. */
  lines: readonly CartItem[];
  /** What stands in the way of a line, by product. */
  problems: ReadonlyMap<string, string>;
  onRemove: (productId: string) => void;
  subtotal: number;
  /** undefined until a district is chosen and its delivery quoted. */
  delivery: (DeliveryParts & { charge: number }) | undefined;
  /** How the customer pays, in a line under the total. */
  paymentNote: string;
  /** Why a line cannot be ordered as it is (a hold limit), by product id, shown beside it. */
  lineProblems?: Readonly<Record<string, string>>;
  /** The coupon box, above the totals. */
  couponField?: ReactNode;
  /** The applied coupon's discount as the server checked it (0: none). */
  coupon?: { code: string | null; discount: number };
  children: ReactNode;
}

/** What the order costs: its lines, subtotal, delivery, coupon and total, with the button below. */
export function CheckoutSummary({
  lines,
  problems,
  onRemove,
  subtotal,
  delivery,
  paymentNote,
  lineProblems = {},
  couponField,
  coupon,
  children,
}: CheckoutSummaryProps) {
  const deliveryCharge = delivery?.charge;
  const discount = coupon?.discount ?? 0;
  const freeDelivery = useQuery(freeDeliveryQuery());
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
          {lines.map((item) => {
            const problem = problems.get(item.productId);
            return (
              <li
                key={item.productId}
                className={problem ? 'rounded-box border border-error/60 p-2' : undefined}
                data-testid="checkout-line"
              >
                <span className="flex justify-between gap-3">
                  <span className={`min-w-0 ${problem ? 'line-through' : ''}`}>
                    {item.name} <span className="opacity-80">× {item.quantity}</span>
                  </span>
                  <Price amount={item.price * item.quantity} className="whitespace-nowrap" />
                </span>
                {lineProblems[item.productId] ? (
                  <span
                    className={`mt-0.5 block ${ERROR_TEXT}`}
                    data-testid="checkout-line-problem"
                  >
                    {lineProblems[item.productId]}
                  </span>
                ) : null}
                {problem ? (
                  <span className="mt-1 flex items-center justify-between gap-3">
                    <span className={`font-medium ${ERROR_TEXT}`}>{problem}</span>
                    <button
                      type="button"
                      className="btn btn-ghost btn-xs"
                      aria-label={`Remove ${item.name}`}
                      onClick={() => onRemove(item.productId)}
                    >
                      Remove
                    </button>
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
        {couponField}
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
          {delivery ? (
            <dd className="col-span-2">
              <DeliveryChargeParts parts={delivery} />
            </dd>
          ) : null}
          {discount > 0 ? (
            <>
              <dt>Coupon {coupon?.code}</dt>
              <dd className="text-right text-success" data-testid="checkout-discount">
                −<Price amount={discount} />
              </dd>
            </>
          ) : null}
          <dt className="border-t border-base-300 pt-1 font-bold">Total</dt>
          <dd className="border-t border-base-300 pt-1 text-right" data-testid="checkout-total">
            <Price
              amount={subtotal - discount + (deliveryCharge ?? 0)}
              className="text-xl font-extrabold"
            />
          </dd>
        </dl>
        <FreeDeliveryHint threshold={freeDelivery.data?.threshold} subtotal={subtotal} />
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
