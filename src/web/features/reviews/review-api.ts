import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast.ts';
import { messages } from '../../../shared/messages.ts';
import { reviewRoutes } from '../../../shared/api/routes/catalogue.ts';
import type { PostReview } from '../../../shared/schemas/review.ts';
import { apiCall } from '../../lib/api-client.ts';
import { productKeys } from '../products/api/product-queries.ts';
import { reviewKeys } from './api/review-queries.ts';

// Type-only imports from the shared schemas: My Review needs no zod at run time.

/** The signed-in customer's own reviews, newest first. Under reviewKeys.all, so a new review refreshes it. */
export function myReviewsQuery(email: string | null) {
  return queryOptions({
    queryKey: [...reviewKeys.all, 'mine', email] as const,
    queryFn: ({ signal }) =>
      apiCall(reviewRoutes.mine, { query: email === null ? {} : { email } }, { signal }),
  });
}

/**
 * What the review form sends: what the server reads (product, phone, comment, rating) plus the
 * documented payload's other fields (docs/product.md#field-names), which the server fills in
 * itself.
 */
export interface ReviewRequest extends PostReview {
  name: string;
  image: string;
  userName: string;
  email: string;
}

export function usePostReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: ReviewRequest) => apiCall(reviewRoutes.post, { body: review }),
    // Here rather than in the form, so the toast comes even if the modal was closed meanwhile.
    onSuccess: () => {
      toast.success(messages.review.success);
      // Every review list (/reviews, the product's, the customer's) and the
      // products' rating summaries change with it.
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
    onError: () => {
      toast.error(messages.review.failure);
    },
  });
}
