import { infiniteQueryOptions } from '@tanstack/react-query';
import { reviewRoutes } from '../../../../shared/api/routes/catalogue.ts';
import { apiList } from '../../../lib/api-client.ts';

/** Reviews per request; "Show more reviews" fetches the next batch. */
export const REVIEWS_PER_PAGE = 24;

export const reviewKeys = {
  all: ['reviews'] as const,
  list: (productId?: string) => ['reviews', 'list', productId ?? 'all'] as const,
};

/** All reviews, newest first, or one product's when productId is given, a batch at a time. */
export function reviewsQuery(productId?: string) {
  return infiniteQueryOptions({
    queryKey: reviewKeys.list(productId),
    queryFn: ({ signal, pageParam }) =>
      apiList(
        reviewRoutes.list,
        { query: { productId, page: pageParam, pageSize: REVIEWS_PER_PAGE } },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < lastPage.total && lastPage.items.length > 0 ? pages.length + 1 : undefined;
    },
    select: (data) => ({
      reviews: data.pages.flatMap((page) => page.items),
      total: data.pages.at(-1)?.total ?? 0,
    }),
  });
}
