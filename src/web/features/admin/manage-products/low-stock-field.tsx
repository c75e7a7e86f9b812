import type { UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../components/form-field.tsx';
import type { ProductEditInput } from '../product-form-schema.ts';

/**
 * The product's own low-stock threshold (a part that sells ten a day is low sooner than one
 * that sells one a week); empty leaves the shop's threshold under Settings in force.
 */
export function LowStockField({
  register,
  error,
}: {
  register: UseFormRegister<ProductEditInput>;
  error: string | undefined;
}) {
  return (
    <div className="max-w-xs">
      <TextField
        label="Low stock at (optional)"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        placeholder="The shop’s threshold"
        hint="Counted as low stock at this many or fewer left. Empty: the threshold under Settings."
        error={error}
        {...register('lowStockAt', {
          setValueAs: (value: unknown) =>
            value === '' || value === null || value === undefined ? null : Number(value),
        })}
      />
    </div>
  );
}
