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
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSession } from '../../lib/use-session.ts';
import { myReviewsQuery } from './review-api.ts';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

function OwnReview({ review }: { review: Review }) {
  const location = useLocation();
  return (
    <article
      aria-labelledby={`my-review-${review._id}`}
      className="card border border-base-300 bg-base-100 shadow-sm"
    >
      <div className="card-body gap-3 p-5">
        <div className="flex items-center gap-3">
          <img
            src={review.image}
            alt=""
            width={64}
            height={48}
            loading="lazy"
            decoding="async"
            className="h-12 w-16 shrink-0 rounded-md bg-base-200 object-cover"
          />
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
            {dateFormat.format(new Date(review.createdAt))}
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
    <div className="flex flex-col items-center gap-3 rounded-box border border-dashed border-base-300 p-10 text-center">
      <MessageSquareText className="size-10 opacity-70" aria-hidden="true" />
      <h2 className="text-xl font-semibold">No reviews yet</h2>
      <p className="opacity-80">Bought a part from us? Tell other buyers how it went.</p>
      <Link to={paths.products} className="btn btn-primary btn-sm">
        Find a part to review
      </Link>
    </div>
  );
}

/** The signed-in customer's own reviews, newest first, at /dashboard/my-review (spec §2). */
export default function MyReviewsPage() {
  usePageTitle('My Review');
  const { user } = useSession();
  const { data, error, isPending, refetch } = useQuery({
    ...myReviewsQuery(user?.email ?? ''),
    enabled: Boolean(user),
  });

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold">My Review</h1>
          <p className="opacity-80">What you said about the parts you bought.</p>
        </div>
        {data && data.length > 0 ? (
          <p className="badge badge-primary badge-lg">
            {data.length} {data.length === 1 ? 'review' : 'reviews'}
          </p>
        ) : null}
      </header>
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
