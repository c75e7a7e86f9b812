import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { deliveryRoutes } from '../../../../shared/api/routes/shop.ts';
import type { DeliverySettingsInput } from '../../../../shared/schemas/delivery.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

// Delivery in Bangladesh (docs/product.md#delivery): the districts, quotes for a parcel, and
// the admin's settings. A quote is never kept long: the admin may change charges at any time.

export const deliveryKeys = {
  all: ['delivery'] as const,
  quote: (district: string, items: readonly { productId: string; quantity: number }[]) =>
    ['delivery', 'quote', district, items] as const,
  settings: ['delivery', 'settings'] as const,
  freeDelivery: ['delivery', 'free-delivery'] as const,
};

/** The lines' total from which home delivery is free, for the cart's and checkout's hint. */
export function freeDeliveryQuery() {
  return queryOptions({
    queryKey: deliveryKeys.freeDelivery,
    queryFn: ({ signal }) => apiCall(deliveryRoutes.freeDelivery, {}, { signal }),
  });
}

/** The methods offered to a district for these lines, each with its charge and time. */
export function deliveryQuoteQuery(
  district: string,
  items: readonly { productId: string; quantity: number }[],
) {
  return queryOptions({
    queryKey: deliveryKeys.quote(district, items),
    queryFn: ({ signal }) =>
      apiCall(deliveryRoutes.quote, { body: { district, items: [...items] } }, { signal }),
    enabled: district !== '',
    staleTime: 0,
    // Keep showing the last quote while the next district's arrives.
    placeholderData: keepPreviousData,
  });
}

export function deliverySettingsQuery() {
  return queryOptions({
    queryKey: deliveryKeys.settings,
    queryFn: ({ signal }) => apiCall(deliveryRoutes.settings, {}, { signal }),
    staleTime: 0,
  });
}

export function useSaveDeliverySettings() {
  return useMutation({
    mutationFn: (settings: DeliverySettingsInput) =>
      apiCall(deliveryRoutes.saveSettings, { body: settings }),
    onSuccess: (saved) => {
      queryClient.setQueryData(deliveryKeys.settings, saved);
      void queryClient.invalidateQueries({ queryKey: ['delivery', 'quote'] });
    },
  });
}
