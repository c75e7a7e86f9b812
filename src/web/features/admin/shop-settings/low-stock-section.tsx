import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  lowStockSettingSchema,
  type LowStockSetting,
} from '../../../../shared/schemas/low-stock.ts';
import { ButtonSpinner, TextField } from '../../../components/form-field.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { errorMessage } from '../../../lib/server-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { lowStockSettingQuery, useSaveLowStockSetting } from '../api/catalogue-admin-api.ts';

/** The shop's low-stock threshold: products without their own count as low at or below it. */
export function LowStockSection() {
  const { data, error, refetch } = useQuery(lowStockSettingQuery());
  const save = useSaveLowStockSetting();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LowStockSetting>({
    resolver: zodResolver(lowStockSettingSchema),
    values: data,
  });
  const onSubmit = handleSubmit(async (setting) => {
    try {
      const saved = await save.mutateAsync(setting);
      toast.success(`Saved: a product is low at ${saved.lowStockAt} or fewer left.`);
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  });
  return (
    <section
      aria-labelledby="low-stock-setting"
      className="space-y-3 rounded-box border border-base-300 bg-base-100 p-4 sm:p-6"
    >
      <h2 id="low-stock-setting" className="text-lg font-semibold">
        Low stock
      </h2>
      <p className="text-sm opacity-80">
        A product counts as low when this many or fewer are left, unless you set its own threshold
        when you edit it. Low products are listed on the overview and under Manage Products, and the
        new-order email address gets one summary each morning.
      </p>
      {error && !data ? (
        <QueryError error={error} what="the low-stock threshold" onRetry={() => void refetch()} />
      ) : (
        <form
          noValidate
          aria-label="Low stock"
          onSubmit={(event) => void onSubmit(event)}
          className="flex flex-wrap items-start gap-3"
        >
          <div className="w-40">
            <TextField
              label="Low at (units)"
              type="number"
              inputMode="numeric"
              min={0}
              disabled={!data}
              error={errors.lowStockAt?.message}
              {...register('lowStockAt', { valueAsNumber: true })}
            />
          </div>
          <button type="submit" className="btn btn-primary mt-6" disabled={!data || isSubmitting}>
            {isSubmitting ? <ButtonSpinner label="Saving the threshold" /> : null}
            Save threshold
          </button>
        </form>
      )}
    </section>
  );
}
