import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import MessageSquareText from 'lucide-react/icons/message-square-text';
import Pencil from 'lucide-react/icons/pencil';
import { paths } from '../../../shared/paths.ts';
import type { Review } from '../../../shared/schemas/review.ts';
import { QueryError } from '../../components/query-error.tsx';
import { RatingStars } from '../../components/rating-stars.tsx';
import { PageSpinner } from '../../components/spinner.tsx';
import { modalLink } from '../../lib/modal-link.ts';
import { useSession } from '../../lib/use-session.ts';
import { myReviewsQuery } from './review-api.ts';
import { Thumbnail } from '../../components/thumbnail.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { formatDate } from '../../lib/format-date.ts';

function OwnReview({ review }: { review: Review }) {
  const location = useLocation();
  return (
    <article
      aria-labelledby={`my-review-${review._id}`}
      className="card border border-base-300 bg-base-100 shadow-sm"
    >
      <div className="card-body gap-3 p-5">
        <div className="flex items-center gap-3">
          <Thumbnail src={review.image} />
          <h2 id={`my-review-${review._id}`} className="leading-snug font-semibold">
            <Link to={paths.product(review.productId)} className="link-hover">
              {review.name}
            </Link>
          </h2>
        </div>
        <RatingStars average={review.rating} />
        <blockquote className="leading-relaxed whitespace-pre-line">{review.comment}</blockquote>
        <footer className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <time dateTime={review.createdAt} className="opacity-80">
            {formatDate(review.createdAt)}
          </time>
          {/* A second review of the same product replaces this one. */}
          <Link
            {...modalLink(paths.reviewModal(review.productId), location)}
            className="btn btn-ghost btn-sm"
          >
            <Pencil className="size-4" aria-hidden="true" />
            Edit<span className="sr-only"> your review of {review.name}</span>
          </Link>
        </footer>
      </div>
    </article>
  );
}

function NoReviews() {
  return (
    <EmptyState
      icon={MessageSquareText}
      title="No reviews yet"
      action={
        <Link to={paths.products} className="btn btn-primary btn-sm">
          Find a part to review
        </Link>
      }
    >
      Bought a part from us? Tell other buyers how it went.
    </EmptyState>
  );
}

/**
 * The signed-in customer's own reviews, newest first, at /dashboard/my-review
 * (docs/product.md#my-review).
 */
export default function MyReviewsPage() {
  const { user } = useSession();
  const { data, error, isPending, refetch } = useQuery({
    ...myReviewsQuery(user?.email ?? null),
    enabled: Boolean(user),
  });

  return (
    <div>
      <PageHeader
        title="My Review"
        description="What you said about the parts you bought."
        actions={
          data && data.length > 0 ? (
            <p className="badge badge-primary badge-lg">
              {data.length} {data.length === 1 ? 'review' : 'reviews'}
            </p>
          ) : null
        }
      />
      {error ? (
        <QueryError error={error} what="your reviews" onRetry={() => void refetch()} />
      ) : isPending ? (
        <PageSpinner />
      ) : data.length === 0 ? (
        <NoReviews />
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {data.map((review) => (
            <OwnReview key={review._id} review={review} />
          ))}
        </div>
      )}
    </div>
  );
}
