import { formatTk } from '../../../shared/money.ts';
import type { OnlineMethod } from '../../../shared/schemas/payment.ts';
import { BkashMark, CardMark } from './payment-marks.tsx';

const ADVANCE_LABELS: Record<OnlineMethod, { label: string; Mark: () => React.JSX.Element }> = {
  bkash: { label: 'bKash', Mark: BkashMark },
  sslcommerz: { label: 'Card / mobile banking', Mark: CardMark },
};

/**
 * Cash on delivery in two parts (docs/product.md#online-payment): the delivery charge now,
 * online, with the method the customer picks, and the rest in cash at the door. Whether
 * and how much is the server's word (the delivery quote's `codAdvance`).
 */
export function AdvanceChoice({
  advance,
  total,
  offered,
  value,
  onChange,
}: {
  advance: number;
  total: number | undefined;
  offered: readonly OnlineMethod[];
  value: OnlineMethod | undefined;
  onChange: (method: OnlineMethod) => void;
}) {
  const names = offered.map((method) => ADVANCE_LABELS[method].label).join(' / ');
  return (
    <fieldset className="space-y-2 rounded-box border border-base-300 p-3" data-testid="advance">
      <legend className="px-1 text-sm font-medium">Delivery charge in advance</legend>
      <p className="text-sm" data-testid="advance-summary">
        Delivery charge {formatTk(advance)} now with {names}
        {total !== undefined ? `, ${formatTk(total - advance)} in cash on delivery` : ''}.
      </p>
      <div className="flex flex-wrap gap-2">
        {offered.map((method) => {
          const { label, Mark } = ADVANCE_LABELS[method];
          return (
            <label
              key={method}
              className={`flex cursor-pointer items-center gap-2 rounded-box border px-3 py-2 ${method === value ? 'border-primary bg-primary/5' : 'border-base-300'}`}
            >
              <input
                type="radio"
                name="advanceMethod"
                className="radio radio-primary radio-sm"
                aria-label={`Pay the delivery charge with ${label}`}
                checked={method === value}
                onChange={() => onChange(method)}
              />
              <Mark />
              <span className="text-sm font-medium">{label}</span>
            </label>
          );
        })}
      </div>
      <p className="text-sm opacity-80">
        Orders delivered outside Dhaka pay their delivery charge first; your items are held while
        you pay.
      </p>
    </fieldset>
  );
}
