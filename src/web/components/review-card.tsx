import { Link } from 'react-router';
import { paths } from '../../shared/paths.ts';
import type { Review } from '../../shared/schemas/review.ts';
import { RatingStars } from './rating-stars.tsx';
import { Thumbnail } from './thumbnail.tsx';
import { formatDate } from '../lib/format-date.ts';

interface ReviewCardProps {
  review: Review;
  /** On a product's own page the product is already known; on /reviews it is shown. */
  showProduct?: boolean;
}

/**
 * One review: the product's name, the reviewer, their masked email, whether they bought
 * the part from the shop (a delivered order), the rating and comment.
 */
export function ReviewCard({ review, showProduct = true }: ReviewCardProps) {
  return (
    <article className="card border border-base-300 bg-base-100 shadow-sm" data-testid="review">
      <div className="card-body gap-3 p-5">
        {showProduct ? (
          <div className="flex items-center gap-3">
            <Thumbnail src={review.image} />
            <h2 className="font-semibold leading-snug">
              <Link to={paths.product(review.productId)} className="link-hover">
                {review.name}
              </Link>
            </h2>
          </div>
        ) : null}
        <RatingStars average={review.rating} />
        <blockquote className="leading-relaxed">{review.comment}</blockquote>
        <footer className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
          <p className="flex flex-wrap items-baseline gap-x-1.5">
            <span className="font-semibold">{review.userName}</span>
            <span className="opacity-80">({review.email})</span>
            {review.verifiedPurchase ? (
              <span
                className="badge badge-success badge-soft badge-sm self-center"
                title="The reviewer bought this part from us and it was delivered"
                data-testid="verified-purchase"
              >
                Verified purchase
              </span>
            ) : null}
          </p>
          <time dateTime={review.createdAt} className="opacity-80">
            {formatDate(review.createdAt)}
          </time>
        </footer>
      </div>
    </article>
  );
}
