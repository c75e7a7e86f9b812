import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useForm, useWatch, type DefaultValues } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { messages } from '../../../../shared/messages.ts';
import { CATEGORY_LABELS } from '../../../../shared/categories.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { uploadImage } from '../../dashboard/api/upload-image.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage, showFieldIssues } from '../../../lib/server-errors.ts';
import { useAddProduct } from '../api/product-admin-api.ts';
import { categoryWeightsQuery } from '../api/category-weights-api.ts';
import { pictureAddresses } from '../picture-list.ts';
import { ProductFields } from '../product-fields.tsx';
import { CostPriceField } from '../cost-price-field.tsx';
import { specPaths, specsFromInputs } from '../spec-form.ts';
import { serialTrackedByDefault } from '../../../../shared/warranty-desk.ts';
import {
  productFieldNames,
  productFormSchema,
  type ProductFormInput,
  type ProductFormValues,
} from '../product-form-schema.ts';

const blank: DefaultValues<ProductFormInput> = {
  name: '',
  details: '',
  origin: '',
  category: 'other',
  brand: '',
  images: [],
  warrantyMonths: 0,
  warrantyKind: 'brand',
  costPrice: null,
  availability: 'normal',
  serialTracked: serialTrackedByDefault('other'),
};

/**
 * /dashboard/addProduct: upload the pictures, then add the product (docs/product.md#add-product).
 */
export function AddProductPage() {
  const { user } = useSession();
  const addProduct = useAddProduct();
  const { data: defaultWeights } = useQuery(categoryWeightsQuery());
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    control,
    getValues,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormInput, unknown, ProductFormValues>({
    resolver: zodResolver(productFormSchema),
    defaultValues: blank,
  });
  const category = useWatch({ control, name: 'category' });
  const defaultWeight = defaultWeights?.[category];

  // The weight follows the category's default until the owner types another figure: a
  // weight still equal to the previous category's default (or empty) takes the new one.
  const followedDefault = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (defaultWeight === undefined) return;
    const current = getValues('weightGrams');
    const untouched =
      current === undefined || Number.isNaN(current) || current === followedDefault.current;
    if (untouched) setValue('weightGrams', defaultWeight);
    followedDefault.current = defaultWeight;
  }, [defaultWeight, getValues, setValue]);

  // Serials are tracked by the category's default (a processor yes, a case no) until the
  // owner ticks or unticks the box themselves.
  useEffect(() => {
    if (!getFieldState('serialTracked').isDirty)
      setValue('serialTracked', serialTrackedByDefault(category));
  }, [category, getFieldState, setValue]);

  const onSubmit = handleSubmit(async ({ images, specs, ...product }) => {
    // The interim toast (docs/product.md#add-product), then the pictures go up and their
    // addresses are sent on.
    const waiting = toast.info(messages.product.pleaseWait);
    try {
      await addProduct.mutateAsync({
        ...product,
        specs: specsFromInputs(product.category, specs),
        images: await pictureAddresses(images, uploadImage),
        email: user?.email ?? '',
      });
      toast.success(messages.product.added);
      // No values: react-hook-form then also resets the native form, which is the only way
      // to empty a file input. The weight goes back to the first category's default.
      reset();
      if (defaultWeights) setValue('weightGrams', defaultWeights[blank.category ?? 'other']);
    } catch (error) {
      toast.dismiss(waiting);
      toast.error(errorMessage(error));
      showFieldIssues(error, setError, [...productFieldNames, ...specPaths(category)]);
    }
  });

  return (
    <div className="max-w-3xl">
      <PageHeader
        title="Add Product"
        description="New products appear in the shop as soon as they are added."
      />
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="space-y-6 rounded-box border border-base-300 bg-base-100 p-4 sm:p-6"
        aria-label="New product"
      >
        <ProductFields
          register={register}
          control={control}
          errors={errors}
          category={category}
          weightHint={
            defaultWeight === undefined
              ? 'Boxed, in grams: the delivery charge adds a fee for each kg above the first.'
              : `Boxed, in grams. ${CATEGORY_LABELS[category]} start at ${defaultWeight} g (Settings, Default shipping weights).`
          }
        />
        <CostPriceField register={register} error={errors.costPrice?.message} />
        <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={isSubmitting}>
          {isSubmitting ? <Spinner size="sm" label="Adding the product" /> : null}
          Add Product
        </button>
      </form>
    </div>
  );
}
