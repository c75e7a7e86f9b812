import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CATEGORIES, CATEGORY_LABELS } from '../../../../shared/categories.ts';
import {
  categoryWeightsSchema,
  type CategoryWeights,
} from '../../../../shared/schemas/category-weights.ts';
import { ButtonSpinner, TextField } from '../../../components/form-field.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { errorMessage } from '../../../lib/server-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { categoryWeightsQuery, useSaveCategoryWeights } from '../api/category-weights-api.ts';

type Input = z.input<typeof categoryWeightsSchema>;

/**
 * The shipping weight a new product of each category starts with in the product form
 * (docs/product.md#category-weights); products already added keep theirs.
 */
export function CategoryWeightsSection() {
  const { data, error, refetch } = useQuery(categoryWeightsQuery());
  return (
    <section
      aria-labelledby="category-weights"
      className="space-y-3 rounded-box border border-base-300 bg-base-100 p-4 sm:p-6"
    >
      <h2 id="category-weights" className="text-lg font-semibold">
        Default shipping weights
      </h2>
      <p className="text-sm opacity-80">
        A new product starts with its category’s weight, boxed, in grams. The delivery charge adds a
        fee for each kilogram above the first. Changing a default leaves products already added as
        they are.
      </p>
      {error ? (
        <QueryError error={error} what="the default weights" onRetry={() => void refetch()} />
      ) : data ? (
        <CategoryWeightsForm weights={data} />
      ) : (
        <Spinner label="Loading the default weights" />
      )}
    </section>
  );
}

function CategoryWeightsForm({ weights }: { weights: CategoryWeights }) {
  const save = useSaveCategoryWeights();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Input, unknown, CategoryWeights>({
    resolver: zodResolver(categoryWeightsSchema),
    defaultValues: weights,
  });
  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => toast.success('Saved. New products start with these weights.'),
      onError: (failure) => toast.error(errorMessage(failure)),
    }),
  );
  return (
    <form
      noValidate
      aria-label="Default shipping weights"
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-4"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {CATEGORIES.map((category) => (
          <TextField
            key={category}
            label={`${CATEGORY_LABELS[category]} (g)`}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            error={errors[category]?.message}
            {...register(category, { valueAsNumber: true })}
          />
        ))}
      </div>
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {save.isPending ? <ButtonSpinner label="Saving" /> : null}
        Save weights
      </button>
    </form>
  );
}
