import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import {
  formatWarranty,
  WARRANTY_KIND_LABELS,
  WARRANTY_KINDS,
  MAX_WARRANTY_MONTHS,
} from '../../../shared/warranty.ts';
import { CheckboxField, SelectField, TextField } from '../../components/form-field.tsx';
import type { ProductFormInput } from './product-form-schema.ts';

interface ShippingWarrantyFieldsProps {
  register: UseFormRegister<ProductFormInput>;
  control: Control<ProductFormInput>;
  errors: FieldErrors<ProductFormInput>;
  /** What the weight starts at for a new product: its category's default. */
  weightHint: string;
}

/**
 * The product's boxed weight (for the delivery charge), its warranty as shoppers read it, and
 * whether each unit's serial is recorded for that warranty.
 */
export function ShippingWarrantyFields({
  register,
  control,
  errors,
  weightHint,
}: ShippingWarrantyFieldsProps) {
  const [months, kind] = useWatch({ control, name: ['warrantyMonths', 'warrantyKind'] });
  const wholeMonths = Number.isInteger(months) && months >= 0 && months <= MAX_WARRANTY_MONTHS;
  const shown = wholeMonths && kind ? formatWarranty({ months, kind }) : null;
  return (
    <>
      <div className="sm:col-span-2">
        <TextField
          label="Shipping weight (g)"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          hint={weightHint}
          error={errors.weightGrams?.message}
          {...register('weightGrams', { valueAsNumber: true })}
        />
      </div>
      <TextField
        label="Warranty (months)"
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_WARRANTY_MONTHS}
        step={1}
        hint={shown ? `Shoppers see: ${shown}` : '0 means no warranty; 36 is 3 years.'}
        error={errors.warrantyMonths?.message}
        {...register('warrantyMonths', { valueAsNumber: true })}
      />
      <SelectField
        label="Warranty kind"
        error={errors.warrantyKind?.message}
        {...register('warrantyKind')}
      >
        {WARRANTY_KINDS.map((warrantyKind) => (
          <option key={warrantyKind} value={warrantyKind}>
            {WARRANTY_KIND_LABELS[warrantyKind]}
          </option>
        ))}
      </SelectField>
      <div className="sm:col-span-2">
        <CheckboxField
          label="Serial numbers tracked"
          hint="Staff scan each unit's serial when packing an order, for its warranty and claims."
          error={errors.serialTracked?.message}
          {...register('serialTracked')}
        />
      </div>
    </>
  );
}
