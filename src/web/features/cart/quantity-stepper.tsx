import { useId, useState, type KeyboardEvent } from 'react';
import Minus from 'lucide-react/icons/minus';
import Plus from 'lucide-react/icons/plus';
import { ERROR_TEXT } from '../../components/form-field.tsx';
import { MAX_LINE_QUANTITY } from '../../lib/cart/cart-lines.ts';

interface QuantityStepperProps {
  /** The product's name, so each stepper's buttons say which line they change. */
  name: string;
  quantity: number;
  /** The most this line may hold: 10, or the stock when that is lower. */
  max: number;
  disabled?: boolean;
  onChange: (quantity: number) => void;
}

/**
 * Minus, the quantity, plus: 1 to 10 per line, never above the stock. The quantity can be
 * typed too (taken on Enter or on leaving the box); a number outside the bounds changes
 * nothing and is explained under the box until a good one is typed.
 */
export function QuantityStepper({ name, quantity, max, disabled, onChange }: QuantityStepperProps) {
  const top = Math.max(1, Math.min(max, MAX_LINE_QUANTITY));
  const errorId = useId();
  // What the shopper is typing; null while the box shows the line's own quantity.
  const [typed, setTyped] = useState<string | null>(null);
  const [wrong, setWrong] = useState(false);

  const take = () => {
    if (typed === null) return;
    const wanted = /^\s*\d{1,3}\s*$/.test(typed) ? Number(typed) : NaN;
    if (!Number.isInteger(wanted) || wanted < 1 || wanted > top) {
      setWrong(true);
      return;
    }
    setWrong(false);
    setTyped(null);
    if (wanted !== quantity) onChange(wanted);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      take();
    }
  };
  const step = (to: number) => {
    setTyped(null);
    setWrong(false);
    onChange(to);
  };

  return (
    <div className="space-y-1">
      <div className="join" role="group" aria-label={`Change the quantity of ${name}`}>
        <button
          type="button"
          className="btn join-item btn-sm btn-square"
          aria-label={`One fewer ${name}`}
          disabled={disabled || quantity <= 1}
          onClick={() => step(quantity - 1)}
        >
          <Minus className="size-4" aria-hidden="true" />
        </button>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={top}
          step={1}
          value={typed ?? String(quantity)}
          disabled={disabled}
          aria-label={`Quantity of ${name}`}
          aria-invalid={wrong || undefined}
          aria-describedby={wrong ? errorId : undefined}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={take}
          className="input join-item input-sm w-14 text-center tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button
          type="button"
          className="btn join-item btn-sm btn-square"
          aria-label={`One more ${name}`}
          disabled={disabled || quantity >= top}
          onClick={() => step(quantity + 1)}
        >
          <Plus className="size-4" aria-hidden="true" />
        </button>
      </div>
      {wrong ? (
        <p id={errorId} role="alert" className={`text-sm ${ERROR_TEXT}`}>
          Type a quantity from 1 to {top}.
        </p>
      ) : null}
    </div>
  );
}
