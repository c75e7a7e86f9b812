import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type DefaultValues } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { messages } from '../../../../shared/messages.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { uploadImage } from '../../dashboard/api/upload-image.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage, showFieldIssues } from '../../../lib/server-errors.ts';
import { useAddProduct } from '../api/product-admin-api.ts';
import { ProductFields } from '../product-fields.tsx';
import { specPaths, specsFromInputs } from '../spec-form.ts';
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
  image: undefined,
};

/**
 * /dashboard/addProduct: upload the picture, then add the product (docs/product.md#add-product).
 */
export function AddProductPage() {
  const { user } = useSession();
  const addProduct = useAddProduct();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormInput, unknown, ProductFormValues>({
    resolver: zodResolver(productFormSchema),
    defaultValues: blank,
  });
  const file = useWatch({ control, name: 'image' })?.[0];
  const category = useWatch({ control, name: 'category' });

  const onSubmit = handleSubmit(async ({ image, specs, ...product }) => {
    // The interim toast (docs/product.md#add-product), then the picture goes up and its address is
    // sent on.
    const waiting = toast.info(messages.product.pleaseWait);
    try {
      const url = await uploadImage(image);
      await addProduct.mutateAsync({
        ...product,
        specs: specsFromInputs(product.category, specs),
        image: url,
        email: user?.email ?? '',
      });
      toast.success(messages.product.added);
      // No values: react-hook-form then also resets the native form, which
      // is the only way to empty a file input.
      reset();
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
        <ProductFields register={register} errors={errors} category={category} file={file} />
        <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={isSubmitting}>
          {isSubmitting ? <Spinner size="sm" label="Adding the product" /> : null}
          Add Product
        </button>
      </form>
    </div>
  );
}
