import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { activityRoutes } from '../../../../shared/api/routes/activity.ts';
import { reviewRoutes } from '../../../../shared/api/routes/catalogue.ts';
import {
  MODERATION_PAGE_SIZE,
  type ReviewModeration,
  type ReviewPolicy,
} from '../../../../shared/schemas/moderation.ts';
import { ACTIVITY_PAGE_SIZE } from '../../../../shared/schemas/activity.ts';
import { apiCall, apiList } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { productKeys } from '../../products/api/product-queries.ts';
import { reviewKeys } from '../../reviews/api/review-queries.ts';

export type ModerationShow = 'all' | 'hidden' | 'visible';

export const moderationKeys = {
  all: ['admin', 'reviews'] as const,
  list: (show: ModerationShow, page: number) => ['admin', 'reviews', show, page] as const,
  policy: ['admin', 'review-policy'] as const,
  activity: (page: number) => ['admin', 'activity', page] as const,
};

export function moderationQuery(show: ModerationShow, page: number) {
  return queryOptions({
    queryKey: moderationKeys.list(show, page),
    queryFn: ({ signal }) =>
      apiList(
        reviewRoutes.moderationList,
        { query: { show, page, pageSize: MODERATION_PAGE_SIZE } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** A moderated review changes the public lists and the products' ratings too. */
function refreshReviews() {
  void queryClient.invalidateQueries({ queryKey: moderationKeys.all });
  void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
  void queryClient.invalidateQueries({ queryKey: productKeys.all });
}

export function useModerateReview() {
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: ReviewModeration }) =>
      apiCall(reviewRoutes.moderate, { params: { id }, body: change }),
    onSuccess: refreshReviews,
  });
}

export function useDeleteReview() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiCall(reviewRoutes.remove, { params: { id }, body: { reason } }),
    onSuccess: refreshReviews,
  });
}

export function reviewPolicyQuery() {
  return queryOptions({
    queryKey: moderationKeys.policy,
    queryFn: ({ signal }) => apiCall(reviewRoutes.policy, {}, { signal }),
  });
}

export function useSetReviewPolicy() {
  return useMutation({
    mutationFn: (policy: ReviewPolicy) => apiCall(reviewRoutes.setPolicy, { body: policy }),
    onSuccess: (policy) => queryClient.setQueryData(moderationKeys.policy, policy),
  });
}

export function activityQuery(page: number) {
  return queryOptions({
    queryKey: moderationKeys.activity(page),
    queryFn: ({ signal }) =>
      apiList(activityRoutes.list, { query: { page, pageSize: ACTIVITY_PAGE_SIZE } }, { signal }),
    placeholderData: keepPreviousData,
  });
}
