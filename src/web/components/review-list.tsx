import type { Review } from '../../shared/schemas/review.ts';
import { ReviewCard } from './review-card.tsx';
import { Spinner } from './spinner.tsx';

interface ShowMoreReviewsProps {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}

/** "Showing 24 of 60" and a button for the next batch. */
function ShowMoreReviews({ shown, total, hasMore, loading, onMore }: ShowMoreReviewsProps) {
  if (!hasMore) return null;
  return (
    <div className="flex flex-col items-center gap-2">
      <p className="text-sm opacity-80">
        Showing {shown} of {total} reviews
      </p>
      <button
        type="button"
        className="btn btn-outline btn-primary"
        onClick={onMore}
        disabled={loading}
      >
        {loading ? <Spinner size="sm" label="Loading more reviews" /> : null}
        Show more reviews
      </button>
    </div>
  );
}

interface ReviewListProps {
  reviews: Review[];
  /** All the reviews there are; `reviews` is the batches fetched so far. */
  total: number;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  /** On a product's own page the product is already known; on /reviews it is shown. */
  showProduct?: boolean;
  /** The grid's columns from medium screens up. */
  columns?: string;
}

/** A grid of reviews, fetched in batches, with the way to the next batch. */
export function ReviewList({
  reviews,
  showProduct = true,
  columns = 'md:grid-cols-2',
  ...more
}: ReviewListProps) {
  return (
    <>
      <div className={`grid gap-4 ${columns}`}>
        {reviews.map((review) => (
          <ReviewCard key={review._id} review={review} showProduct={showProduct} />
        ))}
      </div>
      <ShowMoreReviews shown={reviews.length} {...more} />
    </>
  );
}
