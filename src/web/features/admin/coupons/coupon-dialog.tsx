import { useState, type FormEvent } from 'react';
import { CATEGORIES, CATEGORY_LABELS } from '../../../../shared/categories.ts';
import type { Coupon, CouponKind } from '../../../../shared/schemas/coupon.ts';
import { Dialog } from '../../../components/dialog.tsx';
import {
  FormError,
  ModalFormButtons,
  SelectField,
  TextField,
} from '../../../components/form-field.tsx';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveCoupon } from '../api/coupon-admin-api.ts';
import { couponBody, formStateOf, type CouponFormState } from './coupon-form.ts';
import { CouponProductsField } from './coupon-products-field.tsx';

const KIND_LABELS: Record<CouponKind, string> = {
  percent: 'Percent off',
  amount: 'Taka off',
  'free-delivery': 'Free delivery',
};

/** Creates a coupon (coupon null) or edits one; the server's messages go under the fields. */
export function CouponDialog({ coupon, onClose }: { coupon: Coupon | null; onClose: () => void }) {
  const [state, setState] = useState<CouponFormState>(() => formStateOf(coupon));
  const save = useSaveCoupon();
  const set = <K extends keyof CouponFormState>(key: K, value: CouponFormState[K]) =>
    setState((now) => ({ ...now, [key]: value }));
  const issues = isApiRequestError(save.error, 400) ? (save.error.issues ?? {}) : {};
  const fieldError = (name: string) => issues[name];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id: coupon?.id ?? null, coupon: couponBody(state) },
      {
        onSuccess: (saved) => {
          toast.success(`Coupon ${saved.code} saved`);
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      title={coupon ? `Edit ${coupon.code}` : 'New coupon'}
      onClose={onClose}
      busy={save.isPending}
      wide
    >
      <form noValidate onSubmit={onSubmit} className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Code"
            hint="3 to 32 letters, digits or hyphens"
            value={state.code}
            autoCapitalize="characters"
            error={fieldError('code')}
            onChange={(event) => set('code', event.target.value)}
          />
          <SelectField
            label="Kind"
            value={state.kind}
            error={fieldError('kind')}
            onChange={(event) => set('kind', event.target.value as CouponKind)}
          >
            {Object.entries(KIND_LABELS).map(([kind, label]) => (
              <option key={kind} value={kind}>
                {label}
              </option>
            ))}
          </SelectField>
          {state.kind !== 'free-delivery' ? (
            <TextField
              label={state.kind === 'percent' ? 'Percent off (1-100)' : 'Taka off'}
              inputMode="numeric"
              value={state.value}
              error={fieldError('value')}
              onChange={(event) => set('value', event.target.value)}
            />
          ) : null}
          {state.kind === 'percent' ? (
            <TextField
              label="Maximum discount, Tk (optional)"
              inputMode="numeric"
              value={state.maxDiscount}
              error={fieldError('maxDiscount')}
              onChange={(event) => set('maxDiscount', event.target.value)}
            />
          ) : null}
          <TextField
            label="Minimum subtotal, Tk"
            inputMode="numeric"
            value={state.minSubtotal}
            error={fieldError('minSubtotal')}
            onChange={(event) => set('minSubtotal', event.target.value)}
          />
          <TextField
            label="Uses in all (optional)"
            inputMode="numeric"
            value={state.maxUses}
            error={fieldError('maxUses')}
            onChange={(event) => set('maxUses', event.target.value)}
          />
          <TextField
            label="Uses per customer (optional)"
            inputMode="numeric"
            value={state.maxUsesPerCustomer}
            error={fieldError('maxUsesPerCustomer')}
            onChange={(event) => set('maxUsesPerCustomer', event.target.value)}
          />
          <TextField
            label="Starts (optional)"
            type="datetime-local"
            value={state.startsAt}
            error={fieldError('startsAt')}
            onChange={(event) => set('startsAt', event.target.value)}
          />
          <TextField
            label="Ends (optional)"
            type="datetime-local"
            value={state.endsAt}
            error={fieldError('endsAt')}
            onChange={(event) => set('endsAt', event.target.value)}
          />
        </div>
        <fieldset>
          <legend className="mb-1 text-sm font-medium">
            Only these categories (none ticked and no product chosen: the whole cart)
          </legend>
          <div className="grid grid-cols-2 gap-1 sm:grid-cols-3">
            {CATEGORIES.map((category) => (
              <label key={category} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="checkbox checkbox-sm"
                  checked={state.categories.includes(category)}
                  onChange={(event) =>
                    set(
                      'categories',
                      event.target.checked
                        ? [...state.categories, category]
                        : state.categories.filter((c) => c !== category),
                    )
                  }
                />
                {CATEGORY_LABELS[category]}
              </label>
            ))}
          </div>
        </fieldset>
        <CouponProductsField
          productIds={state.productIds}
          onChange={(productIds) => set('productIds', productIds)}
          error={fieldError('scope.productIds')}
        />
        <label className="flex items-center gap-3">
          <input
            type="checkbox"
            className="toggle toggle-success"
            checked={state.active}
            onChange={(event) => set('active', event.target.checked)}
          />
          <span>On (shoppers may use it)</span>
        </label>
        <FormError message={save.error?.message} />
        <ModalFormButtons
          submitLabel={coupon ? 'Save coupon' : 'Create coupon'}
          busy={save.isPending}
          busyLabel="Saving the coupon"
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
