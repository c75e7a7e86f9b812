import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatTk } from '../../../shared/money.ts';
import type { OnlineMethod, PaymentRules } from '../../../shared/schemas/payment.ts';
import type { CheckoutPaymentMethod, PaymentMethod } from '../../../shared/schemas/checkout.ts';
import { AdvanceChoice } from './advance-choice.tsx';
import { BkashMark, CardMark, CashMark } from './payment-marks.tsx';
import { paymentMethodsQuery } from '../payments/api/payment-api.ts';

const CHOICES: Record<
  PaymentMethod,
  { label: string; hint: string; Mark: () => React.JSX.Element }
> = {
  cod: { label: 'Cash on Delivery', hint: 'Pay when the parcel arrives', Mark: CashMark },
  bkash: { label: 'bKash', hint: 'Pay from your bKash wallet now', Mark: BkashMark },
  sslcommerz: {
    label: 'Card / mobile banking (SSLCommerz)',
    hint: 'Visa, Mastercard, Nagad, Rocket and more, through SSLCommerz',
    Mark: CardMark,
  },
};

/** The payment choices this shop offers; online ones hold the stock while the customer pays. */
export function PaymentOptions({
  value,
  onChange,
  total,
  codAdvance,
  advanceMethod,
  onAdvanceMethod,
  children,
}: {
  /** The chosen method; "emi" is chosen in `children` (checkout's Card EMI). */
  value: CheckoutPaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** With delivery, once it is known. */
  total: number | undefined;
  /** What the chosen delivery asks of a cash payer online first (the quote's word); null: none. */
  codAdvance: number | null;
  advanceMethod: OnlineMethod | undefined;
  onAdvanceMethod: (method: OnlineMethod) => void;
  /** More choices after these, in the same group (checkout's Card EMI). */
  children?: ReactNode;
}) {
  const methods = useQuery(paymentMethodsQuery());
  const offered = methods.data?.methods ?? ['cod'];
  const cashRefused = methods.data ? cashRefusal(methods.data.rules, total) : null;
  const onlineMethods = offered.filter((method): method is OnlineMethod => method !== 'cod');
  const online = onlineMethods[0];
  const advanceAsked = value === 'cod' && codAdvance !== null && codAdvance > 0;
  // The delivery charge paid in advance starts on the first online method offered.
  useEffect(() => {
    if (advanceAsked && !advanceMethod && online) onAdvanceMethod(online);
  }, [advanceAsked, advanceMethod, online, onAdvanceMethod]);
  // The shop's rules refuse cash for this order: move to the first online method.
  useEffect(() => {
    if (cashRefused && value === 'cod' && online) onChange(online);
  }, [cashRefused, value, online, onChange]);
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium">Payment</legend>
      {offered.map((method) => {
        const { label, hint, Mark } = CHOICES[method];
        const chosen = method === value;
        return (
          <label
            key={method}
            className={`flex cursor-pointer items-center gap-3 rounded-box border p-3 ${chosen ? 'border-primary bg-primary/5' : 'border-base-300'}`}
          >
            <input
              type="radio"
              name="paymentMethod"
              className="radio radio-primary radio-sm"
              aria-label={label}
              checked={chosen}
              disabled={method === 'cod' && cashRefused !== null}
              onChange={() => onChange(method)}
            />
            <Mark />
            <span>
              <span className="block font-medium">{label}</span>
              <span className="block text-sm opacity-80">{hint}</span>
            </span>
          </label>
        );
      })}
      {children}
      {cashRefused ? (
        <p className="text-sm text-warning-content" data-testid="cash-refused">
          {cashRefused}
        </p>
      ) : null}
      {advanceAsked ? (
        <AdvanceChoice
          advance={codAdvance}
          total={total}
          offered={onlineMethods}
          value={advanceMethod}
          onChange={onAdvanceMethod}
        />
      ) : null}
      {value !== 'cod' && methods.data ? (
        <p className="text-sm opacity-80">
          Your items are held for {methods.data.holdMinutes} minutes while you pay.
        </p>
      ) : null}
    </fieldset>
  );
}

/** The shop's cash limit, as the server enforces it (payment-rules.ts), in words. */
function cashRefusal(rules: PaymentRules, total: number | undefined) {
  if (rules.codLimit !== null && total !== undefined && total > rules.codLimit) {
    return `Cash on delivery is offered for orders up to ${formatTk(rules.codLimit)}.`;
  }
  return null;
}
