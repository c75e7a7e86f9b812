import { useState } from 'react';
import { ButtonSpinner } from '../../../components/form-field.tsx';
import { errorMessage } from '../../../lib/server-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { useSaveEmiExclusions } from '../api/emi-admin-api.ts';
import { CouponProductsField } from '../coupons/coupon-products-field.tsx';

/** Products kept out of card EMI (a bundle with no margin for the wait, say). */
export function EmiExclusionsSection({ kept }: { kept: readonly string[] }) {
  const [productIds, setProductIds] = useState<string[]>([...kept]);
  const save = useSaveEmiExclusions();
  const refused = isApiRequestError(save.error, 400) ? errorMessage(save.error) : undefined;
  return (
    <section
      aria-labelledby="emi-exclusions"
      className="space-y-3 rounded-box border border-base-300 bg-base-100 p-4 sm:p-6"
    >
      <h2 id="emi-exclusions" className="text-lg font-semibold">
        Products kept out of EMI
      </h2>
      <p className="text-sm opacity-80">
        These show no EMI price, and an order with one of them cannot be paid by card EMI.
      </p>
      <form
        noValidate
        aria-label="Products kept out of EMI"
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(productIds, {
            onSuccess: (saved) =>
              toast.success(
                saved.productIds.length === 1
                  ? 'Saved: 1 product is kept out of EMI.'
                  : `Saved: ${saved.productIds.length} products are kept out of EMI.`,
              ),
            onError: (failure) => {
              if (!isApiRequestError(failure, 400)) toast.error(errorMessage(failure));
            },
          });
        }}
      >
        <CouponProductsField
          productIds={productIds}
          onChange={setProductIds}
          error={refused}
          legend="Products kept out"
          listLabel="Products kept out of EMI"
        />
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? <ButtonSpinner label="Saving" /> : null}
          Save kept-out products
        </button>
      </form>
    </section>
  );
}
