import { queryOptions, useMutation } from '@tanstack/react-query';
import { emiRoutes } from '../../../../shared/api/routes/emi.ts';
import type { EmiPlan } from '../../../../shared/emi.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { emiKeys } from '../../../lib/emi/emi-api.ts';
import { queryClient } from '../../../lib/query-client.ts';

// The owner's card EMI plans and the products kept out of them (docs/product.md#emi).

export const emiAdminKeys = {
  plans: ['emi', 'admin', 'plans'] as const,
  exclusions: ['emi', 'admin', 'exclusions'] as const,
};

export function emiPlansQuery() {
  return queryOptions({
    queryKey: emiAdminKeys.plans,
    queryFn: ({ signal }) => apiCall(emiRoutes.plans, {}, { signal }),
    staleTime: 0,
  });
}

export function emiExclusionsQuery() {
  return queryOptions({
    queryKey: emiAdminKeys.exclusions,
    queryFn: ({ signal }) => apiCall(emiRoutes.exclusions, {}, { signal }),
    staleTime: 0,
  });
}

/** What shoppers are offered changes with either: the shop's own screens ask again. */
const refreshOffered = () => queryClient.invalidateQueries({ queryKey: emiKeys.offered });

export function useSaveEmiPlans() {
  return useMutation({
    mutationFn: (plans: EmiPlan[]) => apiCall(emiRoutes.savePlans, { body: plans }),
    onSuccess: (saved) => {
      queryClient.setQueryData(emiAdminKeys.plans, saved);
      return refreshOffered();
    },
  });
}

export function useSaveEmiExclusions() {
  return useMutation({
    mutationFn: (productIds: string[]) =>
      apiCall(emiRoutes.saveExclusions, { body: { productIds } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(emiAdminKeys.exclusions, saved);
      return refreshOffered();
    },
  });
}
