import { useInfiniteQuery } from '@tanstack/react-query';
import type { Product } from '../../../../shared/schemas/product.ts';
import { QueryError } from '../../../components/query-error.tsx';
import { RatingStars } from '../../../components/rating-stars.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { reviewsQuery } from '../../reviews/api/review-queries.ts';
import { ReviewList } from '../../../components/review-list.tsx';
import { ReviewButton } from '../../../components/product-actions.tsx';

/** The product page's reviews: the rating summary and every review of this product. */
export function ProductReviews({ product }: { product: Product }) {
  const { data, error, isPending, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useInfiniteQuery(reviewsQuery(product._id));
  return (
    <section aria-labelledby="reviews-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="space-y-1">
          <h2 id="reviews-heading" className="text-xl font-bold">
            Customer reviews
          </h2>
          <RatingStars average={product.rating.average} count={product.rating.count} size="md" />
        </div>
        <ReviewButton product={product} className="btn-sm" />
      </div>
      {isPending ? (
        <Spinner label="Loading reviews" />
      ) : error ? (
        <QueryError error={error} what="the reviews" onRetry={() => void refetch()} />
      ) : data.reviews.length === 0 ? (
        <p className="opacity-80">
          No reviews yet. Bought this part? Tell other buyers how it went.
        </p>
      ) : (
        <ReviewList
          reviews={data.reviews}
          total={data.total}
          hasMore={hasNextPage}
          loading={isFetchingNextPage}
          onMore={() => void fetchNextPage()}
          showProduct={false}
        />
      )}
    </section>
  );
}
