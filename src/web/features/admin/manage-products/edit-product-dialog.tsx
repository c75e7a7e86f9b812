import { serialTrackedByDefault } from '../../../../shared/warranty-desk.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import type { ManagedProduct, Product } from '../../../../shared/schemas/product.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { uploadImage } from '../../dashboard/api/upload-image.ts';
import { Dialog } from '../../../components/dialog.tsx';
import { errorMessage, showFieldIssues } from '../../../lib/server-errors.ts';
import { useUpdateProduct } from '../api/product-admin-api.ts';
import { pictureAddresses, storedPictures } from '../picture-list.ts';
import { ProductFields } from '../product-fields.tsx';
import { HoldLimitField } from './hold-limit-field.tsx';
import { localDateTime, SaleFields } from './sale-fields.tsx';
import { PriceHistory } from './price-history.tsx';
import { LowStockField } from './low-stock-field.tsx';
import { CostPriceField } from '../cost-price-field.tsx';
import { inputsFromSpecs, specPaths, specsFromInputs } from '../spec-form.ts';
import {
  productEditSchema,
  productFieldNames,
  type ProductEditInput,
  type ProductEditValues,
  type ProductFormInput,
} from '../product-form-schema.ts';

interface EditProductDialogProps {
  /**
   * From Manage Products' list, with its cost; a product read from the public answer (a link)
   * has none, and the form then neither shows nor sends the cost.
   */
  product: Product & Partial<Pick<ManagedProduct, 'costPrice'>>;
  onClose: () => void;
}

/** Changes any field of a product; new pictures are uploaded first, the stored ones stay. */
export function EditProductDialog({ product, onClose }: EditProductDialogProps) {
  const update = useUpdateProduct();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ProductEditInput, unknown, ProductEditValues>({
    resolver: zodResolver(productEditSchema),
    defaultValues: {
      name: product.name,
      details: product.details,
      price: product.price,
      regularPrice: product.regularPrice,
      saleEndsAt: localDateTime(product.saleEndsAt),
      origin: product.origin,
      category: product.category,
      brand: product.brand,
      specs: inputsFromSpecs(product.category, product.specs),
      holdLimit: product.holdLimit,
      lowStockAt: product.lowStockAt ?? null,
      images: storedPictures(product.images),
      weightGrams: product.weightGrams,
      warrantyMonths: product.warrantyMonths,
      warrantyKind: product.warrantyKind,
      costPrice: product.costPrice,
      availability: product.availability ?? 'normal',
      serialTracked: product.serialTracked ?? serialTrackedByDefault(product.category),
    },
  });
  const category = useWatch({ control, name: 'category' });

  // The form has no stock field: the server refuses stock in an edit (it changes through the
  // stock call), so units ordered while the dialog was open are not sold again.
  const onSubmit = handleSubmit(async ({ images, specs, saleEndsAt, ...fields }) => {
    // An end left as it was is not sent again: the box keeps minutes, the product seconds.
    const endKept = localDateTime(saleEndsAt) === localDateTime(product.saleEndsAt);
    try {
      await update.mutateAsync({
        id: product._id,
        patch: {
          ...fields,
          ...(!endKept && { saleEndsAt }),
          specs: specsFromInputs(fields.category, specs),
          images: await pictureAddresses(images, uploadImage),
        },
      });
      toast.success(`${fields.name} is updated.`);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error));
      showFieldIssues(error, setError, [
        ...productFieldNames.filter((name) => name !== 'quantity'),
        'holdLimit',
        'regularPrice',
        'saleEndsAt',
        'lowStockAt',
        ...specPaths(category),
      ]);
    }
  });

  return (
    <Dialog title={`Edit ${product.name}`} onClose={onClose} busy={isSubmitting} wide>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
        <ProductFields
          // Without the stock field, the shared fields register only what this form has.
          register={register as unknown as UseFormRegister<ProductFormInput>}
          control={control as unknown as Control<ProductFormInput>}
          errors={errors}
          category={category}
          weightHint="Boxed, in grams: the delivery charge adds a fee for each kg above the first."
          withStock={false}
        />
        <SaleFields
          register={register}
          errors={{
            regularPrice: errors.regularPrice?.message,
            saleEndsAt: errors.saleEndsAt?.message,
          }}
        />
        <HoldLimitField register={register} error={errors.holdLimit?.message} />
        <LowStockField register={register} error={errors.lowStockAt?.message} />
        {product.costPrice === undefined ? null : (
          <CostPriceField
            register={register as unknown as UseFormRegister<ProductFormInput>}
            error={errors.costPrice?.message}
          />
        )}
        <div className="modal-action">
          <button type="button" className="btn" disabled={isSubmitting} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {isSubmitting ? <Spinner size="sm" label="Saving" /> : null}
            Save changes
          </button>
        </div>
      </form>
      <section className="mt-8 space-y-2" aria-labelledby="price-history-title">
        <h3 id="price-history-title" className="font-semibold">
          Price history, newest first
        </h3>
        <PriceHistory productId={product._id} />
      </section>
    </Dialog>
  );
}
