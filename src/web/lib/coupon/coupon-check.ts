import { queryOptions } from '@tanstack/react-query';
import { couponRoutes } from '../../../shared/api/routes/coupons.ts';
import type { DeliveryMethod } from '../../../shared/schemas/delivery.ts';
import { apiCall } from '../api-client.ts';

// The shopper's check of a coupon code (docs/product.md#offers-coupons), for the cart and checkout.

interface Line {
  productId: string;
  quantity: number;
}

export const couponCheckKeys = {
  all: ['coupon-check'] as const,
  check: (code: string, items: readonly Line[], district: string, method: string) =>
    ['coupon-check', code, items, district, method] as const,
};

/**
 * What the applied code takes off these lines now; asked again whenever the lines, the
 * district or the delivery method change. Only a preview: checkout prices it again.
 */
export function couponCheckQuery(
  code: string | null,
  items: readonly Line[],
  district = '',
  deliveryMethod?: DeliveryMethod,
) {
  return queryOptions({
    queryKey: couponCheckKeys.check(code ?? '', items, district, deliveryMethod ?? ''),
    queryFn: ({ signal }) =>
      apiCall(
        couponRoutes.check,
        {
          body: {
            code: code ?? '',
            items: [...items],
            ...(district && { district }),
            ...(deliveryMethod && { deliveryMethod }),
          },
        },
        { signal },
      ),
    enabled: code !== null && items.length > 0,
    staleTime: 0,
    retry: false,
  });
}
