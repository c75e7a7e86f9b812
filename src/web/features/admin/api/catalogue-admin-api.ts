import { queryOptions, useMutation } from '@tanstack/react-query';
import { catalogueAdminRoutes } from '../../../../shared/api/routes/catalogue-admin.ts';
import type { BulkPriceRequest } from '../../../../shared/schemas/bulk-price.ts';
import type { LowStockSetting } from '../../../../shared/schemas/low-stock.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { refreshProducts } from './product-admin-api.ts';

// Prices in bulk and low stock (docs/product.md#bulk-price-change, #low-stock).

export const lowStockKeys = {
  all: ['admin', 'low-stock'] as const,
  report: ['admin', 'low-stock', 'report'] as const,
  setting: ['admin', 'low-stock', 'setting'] as const,
};

/** The products at or below their threshold, for the overview. */
export function lowStockQuery() {
  return queryOptions({
    queryKey: lowStockKeys.report,
    queryFn: ({ signal }) => apiCall(catalogueAdminRoutes.lowStock, {}, { signal }),
    // Stock moves with every order; ask again whenever the overview opens.
    staleTime: 0,
  });
}

export function lowStockSettingQuery() {
  return queryOptions({
    queryKey: lowStockKeys.setting,
    queryFn: ({ signal }) => apiCall(catalogueAdminRoutes.lowStockSetting, {}, { signal }),
  });
}

export function useSaveLowStockSetting() {
  return useMutation({
    mutationFn: (setting: LowStockSetting) =>
      apiCall(catalogueAdminRoutes.saveLowStockSetting, { body: setting }),
    onSuccess: (saved) => {
      queryClient.setQueryData(lowStockKeys.setting, saved);
      void queryClient.invalidateQueries({ queryKey: lowStockKeys.all });
      refreshProducts();
    },
  });
}

/** A preview (dryRun) or the change itself; an applied change refreshes every product list. */
export function useBulkPrice() {
  return useMutation({
    mutationFn: (request: BulkPriceRequest) =>
      apiCall(catalogueAdminRoutes.bulkPrice, { body: request }),
    onSuccess: (report) => {
      if (report.applied) refreshProducts();
    },
  });
}
