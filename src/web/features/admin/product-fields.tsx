import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { AVAILABILITIES, AVAILABILITY_LABEL } from '../../../shared/availability.ts';
import type { Category } from '../../../shared/categories.ts';
import { CATEGORIES, CATEGORY_LABELS } from '../../../shared/categories.ts';
import { SelectField, TextAreaField, TextField } from '../../components/form-field.tsx';
import { PictureListField } from './picture-list-field.tsx';
import type { ProductFormInput } from './product-form-schema.ts';
import { ShippingWarrantyFields } from './shipping-warranty-fields.tsx';
import { SpecFields } from './spec-fields.tsx';

interface ProductFieldsProps {
  register: UseFormRegister<ProductFormInput>;
  control: Control<ProductFormInput>;
  errors: FieldErrors<ProductFormInput>;
  /** The category chosen now: its spec fields are shown. */
  category: Category;
  /** Says where the weight came from (the category's default, or the product's own). */
  weightHint: string;
  /**
   * Only a new product takes its stock here; an existing one changes stock by an
   * adjustment (docs/product.md#stock), so a dialog left open cannot write back an old count.
   */
  withStock?: boolean;
}

/** The fields of a product, shared by Add Product and the edit dialog. */
export function ProductFields({
  register,
  control,
  errors,
  category,
  weightHint,
  withStock = true,
}: ProductFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField
          label="Product Name"
          placeholder="e.g. AMD Ryzen 5 7600"
          error={errors.name?.message}
          {...register('name')}
        />
      </div>
      <TextField
        label="Price (Tk)"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        placeholder="e.g. 24500"
        error={errors.price?.message}
        {...register('price', { valueAsNumber: true })}
      />
      {withStock ? (
        <TextField
          label="Quantity in stock"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          placeholder="e.g. 10"
          error={errors.quantity?.message}
          {...register('quantity', { valueAsNumber: true })}
        />
      ) : null}
      <SelectField label="Category" error={errors.category?.message} {...register('category')}>
        {CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {CATEGORY_LABELS[category]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Brand"
        placeholder="e.g. AMD"
        error={errors.brand?.message}
        {...register('brand')}
      />
      <SelectField
        label="Availability"
        hint="Pre-order and Coming soon are shown on its card and page; a coming-soon product cannot be ordered, shoppers can ask to be told."
        error={errors.availability?.message}
        {...register('availability')}
      >
        {AVAILABILITIES.map((availability) => (
          <option key={availability} value={availability}>
            {AVAILABILITY_LABEL[availability]}
          </option>
        ))}
      </SelectField>
      {/* With the stock field the fields pair up; without it Origin takes the whole row. */}
      <div className={withStock ? '' : 'sm:col-span-2'}>
        <TextField
          label="Origin"
          placeholder="Country of origin, e.g. Taiwan"
          error={errors.origin?.message}
          {...register('origin')}
        />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField
          label="Product Details"
          placeholder="What it is, what it is good for, what is in the box"
          error={errors.details?.message}
          {...register('details')}
        />
      </div>
      <div className="sm:col-span-2">
        <SpecFields category={category} register={register} errors={errors} />
      </div>
      <ShippingWarrantyFields
        register={register}
        control={control}
        errors={errors}
        weightHint={weightHint}
      />
      <div className="sm:col-span-2">
        <Controller
          control={control}
          name="images"
          render={({ field, fieldState }) => (
            <PictureListField
              pictures={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
    </div>
  );
}
