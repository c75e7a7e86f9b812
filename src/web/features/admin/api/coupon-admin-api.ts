import { queryOptions, useMutation } from '@tanstack/react-query';
import { couponRoutes } from '../../../../shared/api/routes/coupons.ts';
import type { CouponInput } from '../../../../shared/schemas/coupon.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

// The owner's coupons (docs/product.md#offers-coupons).

export const couponKeys = {
  all: ['coupons'] as const,
};

export function couponListQuery() {
  return queryOptions({
    queryKey: couponKeys.all,
    queryFn: ({ signal }) => apiCall(couponRoutes.list, {}, { signal }),
    staleTime: 0,
  });
}

const refreshList = () => queryClient.invalidateQueries({ queryKey: couponKeys.all });

/** Creates a coupon (id null) or changes one. */
export function useSaveCoupon() {
  return useMutation({
    mutationFn: ({ id, coupon }: { id: string | null; coupon: CouponInput }) =>
      id === null
        ? apiCall(couponRoutes.create, { body: coupon })
        : apiCall(couponRoutes.update, { params: { id }, body: coupon }),
    onSuccess: refreshList,
  });
}

export function useDeleteCoupon() {
  return useMutation({
    mutationFn: (id: string) => apiCall(couponRoutes.remove, { params: { id } }),
    onSuccess: refreshList,
  });
}
