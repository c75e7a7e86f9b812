import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  MAX_HELD_UNITS,
  orderLimitsInputSchema,
  type OrderLimits,
} from '../../../../shared/schemas/order-admin.ts';
import { ButtonSpinner, TextField } from '../../../components/form-field.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { toast } from '../../../lib/toast.ts';
import { errorMessage, showFieldIssues } from '../../../lib/server-errors.ts';
import { orderLimitsQuery, useSaveOrderLimits } from '../api/order-limits-api.ts';

const fields = ['perProduct', 'total'] as const;

/**
 * The shop's limits on units one customer may hold in orders it has not confirmed yet,
 * so nobody can take a product off the shelf with orders that are never meant to be paid.
 */
export function OrderLimitsForm() {
  const { data, error, refetch } = useQuery(orderLimitsQuery());
  const save = useSaveOrderLimits();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OrderLimits>({
    resolver: zodResolver(orderLimitsInputSchema),
    // The form shows the limits in force once they arrive.
    values: data,
  });

  const onSubmit = handleSubmit(async (limits) => {
    try {
      const saved = await save.mutateAsync(limits);
      toast.success(
        `Saved: at most ${saved.perProduct} of one product and ${saved.total} in all per customer.`,
      );
    } catch (failure) {
      toast.error(errorMessage(failure));
      showFieldIssues(failure, setError, fields);
    }
  });

  return (
    <section
      aria-labelledby="order-limits-title"
      className="rounded-box border border-base-300 bg-base-100 p-4"
    >
      <h2 id="order-limits-title" className="text-lg font-semibold">
        Limits on unconfirmed orders
      </h2>
      <p className="mb-3 text-sm opacity-80">
        Units one customer may hold in orders you have not confirmed yet. A product’s own limit, set
        when you edit the product, takes the place of the limit per product.
      </p>
      {error && !data ? (
        <QueryError error={error} what="the limits" onRetry={() => void refetch()} />
      ) : (
        <form
          noValidate
          aria-label="Limits on unconfirmed orders"
          onSubmit={(event) => void onSubmit(event)}
          className="flex flex-wrap items-start gap-3"
        >
          <div className="w-36">
            <TextField
              label="Per product"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_HELD_UNITS}
              disabled={!data}
              error={errors.perProduct?.message}
              {...register('perProduct', { valueAsNumber: true })}
            />
          </div>
          <div className="w-36">
            <TextField
              label="In all"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_HELD_UNITS}
              disabled={!data}
              error={errors.total?.message}
              {...register('total', { valueAsNumber: true })}
            />
          </div>
          <button type="submit" className="btn btn-primary mt-6" disabled={!data || isSubmitting}>
            {isSubmitting ? <ButtonSpinner label="Saving the limits" /> : null}
            Save limits
          </button>
        </form>
      )}
    </section>
  );
}
