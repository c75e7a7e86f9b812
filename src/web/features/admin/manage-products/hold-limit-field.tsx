import type { UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../components/form-field.tsx';
import type { ProductEditInput } from '../product-form-schema.ts';

interface HoldLimitFieldProps {
  register: UseFormRegister<ProductEditInput>;
  error: string | undefined;
}

/**
 * The owner's own limit on how many of this product one customer may hold in orders not
 * confirmed yet (a graphics card in short supply); empty leaves the shop's limit in force.
 */
export function HoldLimitField({ register, error }: HoldLimitFieldProps) {
  return (
    <div className="max-w-xs">
      <TextField
        label="Limit per customer (optional)"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        placeholder="The shop’s limit"
        hint="Units one customer may hold in orders you have not confirmed yet. Empty: the limit per product under Manage Orders."
        error={error}
        {...register('holdLimit', {
          setValueAs: (value: unknown) =>
            value === '' || value === null || value === undefined ? null : Number(value),
        })}
      />
    </div>
  );
}
