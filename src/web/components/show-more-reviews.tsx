import { Spinner } from './spinner.tsx';

interface ShowMoreReviewsProps {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}

/** "Showing 24 of 60" and a button for the next batch. */
export function ShowMoreReviews({ shown, total, hasMore, loading, onMore }: ShowMoreReviewsProps) {
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
