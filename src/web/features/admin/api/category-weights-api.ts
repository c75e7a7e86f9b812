import { queryOptions, useMutation } from '@tanstack/react-query';
import { productRoutes } from '../../../../shared/api/routes/catalogue.ts';
import type { CategoryWeights } from '../../../../shared/schemas/category-weights.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

export const categoryWeightsKey = ['admin', 'category-weights'] as const;

/** The weight in grams a new product of each category starts with (admin). */
export function categoryWeightsQuery() {
  return queryOptions({
    queryKey: categoryWeightsKey,
    queryFn: ({ signal }) => apiCall(productRoutes.categoryWeights, {}, { signal }),
  });
}

export function useSaveCategoryWeights() {
  return useMutation({
    mutationFn: (weights: CategoryWeights) =>
      apiCall(productRoutes.saveCategoryWeights, { body: weights }),
    onSuccess: (saved) => queryClient.setQueryData(categoryWeightsKey, saved),
  });
}
