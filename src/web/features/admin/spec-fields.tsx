import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { CATEGORY_LABELS, type Category } from '../../../shared/categories.ts';
import { specFieldsOf, type SpecField } from '../../../shared/specs/spec-fields.ts';
import { SelectField, TextField } from '../../components/form-field.tsx';
import type { ProductFormInput } from './product-form-schema.ts';

interface SpecFieldsProps {
  category: Category;
  register: UseFormRegister<ProductFormInput>;
  errors: FieldErrors<ProductFormInput>;
}

function errorOf(errors: FieldErrors<ProductFormInput>, key: string): string | undefined {
  const specs: Record<string, { message?: string } | undefined> | undefined = errors.specs;
  return specs?.[key]?.message;
}

function SpecInput({
  field,
  register,
  errors,
}: { field: SpecField } & Omit<SpecFieldsProps, 'category'>) {
  const name = `specs.${field.key}` as const;
  const error = errorOf(errors, field.key);
  if (field.list && field.choices) {
    return (
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium">{field.label}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {field.choices.map((choice) => (
            <label key={choice} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                value={choice}
                className="checkbox checkbox-sm"
                {...register(name)}
              />
              {choice}
            </label>
          ))}
        </div>
        {error && <p className="text-sm text-error">{error}</p>}
      </fieldset>
    );
  }
  if (field.list) {
    return (
      <TextField
        label={field.label}
        hint="Several values, separated by commas"
        error={error}
        {...register(name)}
      />
    );
  }
  if (field.kind === 'boolean' || field.choices) {
    const options = field.choices ?? ['true', 'false'];
    return (
      <SelectField label={field.label} error={error} {...register(name)}>
        <option value="">Not listed</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option === 'true' ? 'Yes' : option === 'false' ? 'No' : option}
          </option>
        ))}
      </SelectField>
    );
  }
  const numeric = field.kind === 'integer' || field.kind === 'decimal';
  return (
    <TextField
      label={field.label}
      type={numeric ? 'number' : 'text'}
      inputMode={
        field.kind === 'integer' ? 'numeric' : field.kind === 'decimal' ? 'decimal' : undefined
      }
      step={field.kind === 'decimal' ? 'any' : numeric ? 1 : undefined}
      error={error}
      {...register(name)}
    />
  );
}

/**
 * The chosen category's specs, each with an input of its kind. Every one may be left empty:
 * a product with specs missing is sold all the same.
 */
export function SpecFields({ category, register, errors }: SpecFieldsProps) {
  const fields = specFieldsOf(category);
  if (fields.length === 0) return null;
  return (
    <fieldset className="grid gap-4 rounded-box border border-base-300 p-4 sm:grid-cols-2">
      <legend className="px-1 font-semibold">Specs: {CATEGORY_LABELS[category]}</legend>
      {fields.map((field) => (
        <div key={field.key} className={field.list ? 'sm:col-span-2' : undefined}>
          <SpecInput field={field} register={register} errors={errors} />
        </div>
      ))}
    </fieldset>
  );
}
