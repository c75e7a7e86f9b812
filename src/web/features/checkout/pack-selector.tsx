import { useId } from 'react';
import { PACK_SIZES } from '../../../shared/constants.ts';
import { ERROR_TEXT } from '../../components/form-field.tsx';

interface PackSelectorProps {
  value: number;
  onChange: (size: number) => void;
  /** Units left: larger packs cannot be chosen. */
  stock: number;
  error?: string | undefined;
}

/**
 * The quantity selector: packs 1 to 3 (docs/product.md#order-modal), as one row of radio buttons.
 */
export function PackSelector({ value, onChange, stock, error }: PackSelectorProps) {
  const id = useId();
  const limited = PACK_SIZES.some((size) => size > stock);
  const notes = [limited ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return (
    <fieldset aria-describedby={notes.join(' ') || undefined} className="space-y-1">
      <legend className="mb-1 text-sm font-medium">Pack</legend>
      <div className="join">
        {PACK_SIZES.map((size) => (
          <input
            key={size}
            type="radio"
            name="quantity"
            value={size}
            aria-label={String(size)}
            className="join-item btn w-14"
            checked={value === size}
            disabled={size > stock}
            onChange={() => onChange(size)}
          />
        ))}
      </div>
      {limited ? (
        <p id={`${id}-hint`} className="text-xs opacity-80">
          Only {stock} left in stock, so a larger pack cannot be chosen.
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={`text-sm ${ERROR_TEXT}`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
