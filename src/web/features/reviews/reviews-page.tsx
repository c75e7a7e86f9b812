import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { QueryError } from '../../components/query-error.tsx';
import { PageSpinner } from '../../components/spinner.tsx';
import { PageHead } from '../../components/page-head.tsx';
import { reviewsQuery } from './api/review-queries.ts';
import { ReviewList } from '../../components/review-list.tsx';
import { EmptyState } from '../../components/empty-state.tsx';

/** Every review, newest first, with the total count (docs/product.md#reviews-page). */
export function ReviewsPage() {
  const { data, error, isPending, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useInfiniteQuery(reviewsQuery());
  return (
    <div className="space-y-6">
      <PageHead
        title="Reviews"
        description="What buyers say about the PC parts they got from Circuit Haat, newest first."
        path={paths.reviews}
      />
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold">Customer reviews</h1>
          <p className="opacity-80">What buyers say about the parts they got from us.</p>
        </div>
        {data ? (
          <p className="badge badge-primary badge-lg" data-testid="review-total">
            {data.total} {data.total === 1 ? 'review' : 'reviews'}
          </p>
        ) : null}
      </header>
      {isPending ? (
        <PageSpinner />
      ) : error ? (
        <QueryError error={error} what="the reviews" onRetry={() => void refetch()} />
      ) : data.reviews.length === 0 ? (
        <EmptyState
          action={
            <Link to={paths.products} className="link link-primary">
              Find a part to review
            </Link>
          }
        >
          No reviews yet.
        </EmptyState>
      ) : (
        <ReviewList
          reviews={data.reviews}
          total={data.total}
          hasMore={hasNextPage}
          loading={isFetchingNextPage}
          onMore={() => void fetchNextPage()}
          columns="md:grid-cols-2 xl:grid-cols-3"
        />
      )}
    </div>
  );
}
