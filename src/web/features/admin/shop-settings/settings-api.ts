import { useMutation } from '@tanstack/react-query';
import { demoDataRoutes } from '../../../../shared/api/routes/shop.ts';
import { shopSettingsRoutes } from '../../../../shared/api/routes/shop-settings.ts';
import type { ShopSettings } from '../../../../shared/schemas/shop-settings.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { showSavedShop } from '../../../lib/use-shop.ts';
import { dashboardKeys } from '../../dashboard/api/overview-api.ts';
import { productKeys } from '../../products/api/product-queries.ts';
import { reviewKeys } from '../../reviews/api/review-queries.ts';

/** Replaces the shop's settings; every page of this tab shows them at once. */
export function useSaveShopSettings() {
  return useMutation({
    mutationFn: (settings: ShopSettings) => apiCall(shopSettingsRoutes.replace, { body: settings }),
    onSuccess: (saved) => {
      showSavedShop(saved);
      // The first-run checklist reads them.
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    },
  });
}

/** Removes the demo data (owner); answers what was removed and what was kept. */
export function useRemoveDemoData() {
  return useMutation({
    mutationFn: () => apiCall(demoDataRoutes.remove, {}),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    },
  });
}
