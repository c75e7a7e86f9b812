import type { UseFormRegister } from 'react-hook-form';
import { TextField } from '../../components/form-field.tsx';
import type { ProductFormInput } from './product-form-schema.ts';

/**
 * What one unit cost the shop, for the reports' margins (decision 081). Staff see it here and
 * in Manage Products only; empty: not known, and the reports count that revenue as without cost.
 */
export function CostPriceField({
  register,
  error,
}: {
  register: UseFormRegister<ProductFormInput>;
  error: string | undefined;
}) {
  return (
    <div className="max-w-xs">
      <TextField
        label="Cost price (optional)"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        placeholder="Not known"
        hint="What one unit cost the shop, in Taka. Only staff see it; the reports use it for margins."
        error={error}
        {...register('costPrice', {
          setValueAs: (value: unknown) =>
            value === '' || value === null || value === undefined ? null : Number(value),
        })}
      />
    </div>
  );
}
