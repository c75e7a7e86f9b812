import Minus from 'lucide-react/icons/minus';
import Plus from 'lucide-react/icons/plus';
import { useId } from 'react';
import { clampQuantity, MAX_LINE_QUANTITY } from '../../../lib/cart/cart-lines.ts';

/** The most one may choose of a product: the cart's limit for a line, never above the stock. */
export function quantityLimit(stock: number): number {
  return Math.max(1, Math.min(stock, MAX_LINE_QUANTITY));
}

/**
 * Minus, the number, plus, in 44 px targets: how many units Add to Cart and Buy Now take.
 * The number may be typed too; whatever is typed is held to 1..limit by the cart's own rule.
 */
export function ProductQuantity({
  name,
  stock,
  value,
  onChange,
}: {
  name: string;
  stock: number;
  value: number;
  onChange: (quantity: number) => void;
}) {
  const id = useId();
  const top = quantityLimit(stock);
  const set = (wanted: number) => onChange(clampQuantity(wanted, stock));
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="text-sm font-medium">
        Quantity
      </label>
      <div className="join">
        <button
          type="button"
          className="btn join-item btn-square min-h-11 min-w-11"
          aria-label={`One fewer ${name}`}
          disabled={value <= 1}
          onClick={() => set(value - 1)}
        >
          <Minus className="size-4" aria-hidden="true" />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={top}
          className="input join-item min-h-11 w-14 text-center tabular-nums"
          value={value}
          onChange={(event) => set(Number(event.target.value))}
        />
        <button
          type="button"
          className="btn join-item btn-square min-h-11 min-w-11"
          aria-label={`One more ${name}`}
          disabled={value >= top}
          onClick={() => set(value + 1)}
        >
          <Plus className="size-4" aria-hidden="true" />
        </button>
      </div>
      {stock > 0 && stock < MAX_LINE_QUANTITY ? (
        <span className="text-xs opacity-80">{`Up to ${top}`}</span>
      ) : null}
    </div>
  );
}
