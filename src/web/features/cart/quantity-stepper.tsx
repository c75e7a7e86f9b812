import Minus from 'lucide-react/icons/minus';
import Plus from 'lucide-react/icons/plus';
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

/** Minus, the quantity, plus: 1 to 10 per line, never above the stock. */
export function QuantityStepper({ name, quantity, max, disabled, onChange }: QuantityStepperProps) {
  const top = Math.max(1, Math.min(max, MAX_LINE_QUANTITY));
  return (
    <div className="join" role="group" aria-label={`Quantity of ${name}`}>
      <button
        type="button"
        className="btn join-item btn-sm btn-square"
        aria-label={`One fewer ${name}`}
        disabled={disabled || quantity <= 1}
        onClick={() => onChange(quantity - 1)}
      >
        <Minus className="size-4" aria-hidden="true" />
      </button>
      <output
        className="join-item flex w-10 items-center justify-center border-y border-base-300 tabular-nums"
        aria-live="polite"
        aria-label="Quantity"
      >
        {quantity}
      </output>
      <button
        type="button"
        className="btn join-item btn-sm btn-square"
        aria-label={`One more ${name}`}
        disabled={disabled || quantity >= top}
        onClick={() => onChange(quantity + 1)}
      >
        <Plus className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
