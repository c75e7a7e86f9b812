import type { UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../components/form-field.tsx';
import type { ProductEditInput } from '../product-form-schema.ts';

interface SaleFieldsProps {
  register: UseFormRegister<ProductEditInput>;
  errors: { regularPrice?: string | undefined; saleEndsAt?: string | undefined };
}

/** The date-and-time box's text for an instant, in the browser's time: "2026-12-01T18:30". */
export function localDateTime(iso: string | null): string {
  if (iso === null) return '';
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/**
 * A sale (docs/product.md#sale-prices): the regular price shown struck through beside the
 * price, and when it comes back by itself. Empty regular price: not on sale.
 */
export function SaleFields({ register, errors }: SaleFieldsProps) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold">Sale</legend>
      <TextField
        label="Regular price (Tk, optional)"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        placeholder="Not on sale"
        hint="Above the price: shown struck through with the saving. Empty ends the sale."
        error={errors.regularPrice}
        {...register('regularPrice', {
          setValueAs: (value: unknown) =>
            value === '' || value === null || value === undefined ? null : Number(value),
        })}
      />
      <TextField
        label="Sale ends (optional)"
        type="datetime-local"
        hint="The regular price comes back by itself then. Empty: until you end it."
        error={errors.saleEndsAt}
        {...register('saleEndsAt')}
      />
    </fieldset>
  );
}
